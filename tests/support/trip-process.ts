/**
 * A small process file for deploy-upload: start, one task for the named approver, end (no
 * diagram part: deploying does not need one). Listed as 出差申请, key Trip.
 */
export const TRIP_PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="Trip" name="出差申请" isExecutable="true">
    <startEvent id="start" name="开始"></startEvent>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"></sequenceFlow>
    <userTask id="approve" name="审批" flowable:assignee="\${taskUser}"></userTask>
    <sequenceFlow id="f2" sourceRef="approve" targetRef="end"></sequenceFlow>
    <endEvent id="end" name="结束"></endEvent>
  </process>
</definitions>`;
