// The BPMN 2.0 documents of the seeded models: 请假流程 (Leave) and 报销流程 (Expense), two-step
// approvals as Flowable's modeler saves them (flowable: attributes, a BPMNDiagram that bpmn-js
// draws). Written out by one template so the two stay the same shape: start → first approval →
// gateway → (${pass}) second approval → gateway → (${pass}) 结束; a rejection at either gateway
// goes to 驳回 and ends it.

/** Who takes a step: an assignee expression (`${taskUser}`) or the candidate groups (role aliases) that claim it. */
type ApprovalStep = { id: string; name: string; assignee?: string; candidateGroups?: string };

export type ApprovalProcess = {
  id: string;
  name: string;
  documentation: string;
  first: ApprovalStep;
  second: ApprovalStep;
};

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const userTask = (step: ApprovalStep): string => {
  const who = step.assignee
    ? ` flowable:assignee="${escape(step.assignee)}"`
    : ` flowable:candidateGroups="${escape(step.candidateGroups ?? '')}"`;
  return `    <userTask id="${step.id}" name="${escape(step.name)}"${who}></userTask>`;
};

const condition = (expression: string): string =>
  `\n      <conditionExpression xsi:type="tFormalExpression"><![CDATA[${expression}]]></conditionExpression>\n    `;

const flow = (id: string, source: string, target: string, name = '', expression = ''): string =>
  `    <sequenceFlow id="${id}"${name ? ` name="${name}"` : ''} sourceRef="${source}" targetRef="${target}">${expression ? condition(expression) : ''}</sequenceFlow>`;

const shape = (element: string, x: number, y: number, width: number, height: number): string =>
  `      <bpmndi:BPMNShape bpmnElement="${element}" id="BPMNShape_${element}">\n        <omgdc:Bounds height="${height}.0" width="${width}.0" x="${x}.0" y="${y}.0"></omgdc:Bounds>\n      </bpmndi:BPMNShape>`;

const edge = (element: string, ...points: [number, number][]): string =>
  `      <bpmndi:BPMNEdge bpmnElement="${element}" id="BPMNEdge_${element}">\n${points
    .map(([x, y]) => `        <omgdi:waypoint x="${x}.0" y="${y}.0"></omgdi:waypoint>`)
    .join('\n')}\n      </bpmndi:BPMNEdge>`;

/** The BPMN document of a two-step approval, laid out left to right with 驳回 below. */
export function approvalProcessXml(spec: ApprovalProcess): string {
  const { id, first, second } = spec;
  const firstGateway = `${first.id}Gateway`;
  const secondGateway = `${second.id}Gateway`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:flowable="http://flowable.org/bpmn" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:omgdc="http://www.omg.org/spec/DD/20100524/DC" xmlns:omgdi="http://www.omg.org/spec/DD/20100524/DI" typeLanguage="http://www.w3.org/2001/XMLSchema" expressionLanguage="http://www.w3.org/1999/XPath" targetNamespace="http://www.flowable.org/processdef">
  <process id="${id}" name="${escape(spec.name)}" isExecutable="true">
    <documentation>${escape(spec.documentation)}</documentation>
    <startEvent id="start" name="开始"></startEvent>
${userTask(first)}
    <exclusiveGateway id="${firstGateway}"></exclusiveGateway>
${userTask(second)}
    <exclusiveGateway id="${secondGateway}"></exclusiveGateway>
    <endEvent id="end" name="结束"></endEvent>
    <endEvent id="rejectEnd" name="驳回"></endEvent>
${flow('flow1', 'start', first.id)}
${flow('flow2', first.id, firstGateway)}
${flow('flow3', firstGateway, second.id, '同意', '${pass}')}
${flow('flow4', firstGateway, 'rejectEnd', '驳回', '${!pass}')}
${flow('flow5', second.id, secondGateway)}
${flow('flow6', secondGateway, 'end', '同意', '${pass}')}
${flow('flow7', secondGateway, 'rejectEnd', '驳回', '${!pass}')}
  </process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${id}">
    <bpmndi:BPMNPlane bpmnElement="${id}" id="BPMNPlane_${id}">
${shape('start', 100, 182, 36, 36)}
${shape(first.id, 190, 160, 120, 80)}
${shape(firstGateway, 360, 175, 50, 50)}
${shape(second.id, 460, 160, 120, 80)}
${shape(secondGateway, 630, 175, 50, 50)}
${shape('end', 740, 182, 36, 36)}
${shape('rejectEnd', 500, 330, 36, 36)}
${edge('flow1', [136, 200], [190, 200])}
${edge('flow2', [310, 200], [360, 200])}
${edge('flow3', [410, 200], [460, 200])}
${edge('flow4', [385, 225], [385, 348], [500, 348])}
${edge('flow5', [580, 200], [630, 200])}
${edge('flow6', [680, 200], [740, 200])}
${edge('flow7', [655, 225], [655, 348], [536, 348])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
}

/** 请假流程: the approver the applicant names (${taskUser}), then whoever of 人事 (hr) claims it. */
export const leaveProcess: ApprovalProcess = {
  id: 'Leave',
  name: '请假流程',
  documentation: '请假申请:审批人审批后由人事审批,任一环节驳回即结束',
  first: { id: 'approverTask', name: '审批人审批', assignee: '${taskUser}' },
  second: { id: 'hrTask', name: '人事审批', candidateGroups: 'hr' },
};

/** 报销流程: a model not yet deployed; the named approver, then a 经理 (manager) who claims it. */
export const expenseProcess: ApprovalProcess = {
  id: 'Expense',
  name: '报销流程',
  documentation: '费用报销:部门审批后由经理审批,任一环节驳回即结束',
  first: { id: 'deptTask', name: '部门审批', assignee: '${taskUser}' },
  second: { id: 'managerTask', name: '经理审批', candidateGroups: 'manager' },
};
