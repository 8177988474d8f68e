import { describe, expect, it } from 'vitest';
import { createDb } from '../../mocks/db';
import { isProblem, parseXml, readProcess, type BpmnProcess } from '../../mocks/flow-bpmn';
import { completeTask, dbStore, isRefusal, startInstance } from '../../mocks/flow-engine';
import { createSeed } from '../../mocks/seed';
import { approvalProcessXml, leaveProcess } from '../../mocks/seed-data/flow-processes';
import { createTestStorage } from './test-storage';

// The engine under the handlers: the BPMN it reads (any prefix, entities, CDATA), the seed it
// makes by running itself (the same rows on every build of a day), and the journal keeping its
// changes across a reload like any other row's.

const SEED_DAY = '2025-06-15';

describe('stand-in flow engine', () => {
  it('reads the seeded leave process: its steps, who takes them, the approvals its gateways branch on', () => {
    const process = readProcess(approvalProcessXml(leaveProcess)) as BpmnProcess;
    expect(isProblem(process)).toBe(false);
    expect(process).toMatchObject({ id: 'Leave', name: '请假流程' });
    expect(process.nodes.filter((node) => node.type === 'userTask')).toMatchObject([
      { id: 'approverTask', name: '审批人审批', assignee: '${taskUser}', candidateGroups: [] },
      { id: 'hrTask', name: '人事审批', assignee: '', candidateGroups: ['hr'] },
    ]);
    expect(process.lines.filter((line) => line.when !== null).map((line) => [line.id, line.target, line.when])).toEqual(
      [
        ['flow3', 'hrTask', true],
        ['flow4', 'rejectEnd', false],
        ['flow6', 'end', true],
        ['flow7', 'rejectEnd', false],
      ],
    );
  });

  it('reads any engine prefix, entities and CDATA, and refuses what is not well-formed', () => {
    const xml = `<?xml version="1.0"?>
<!-- drawn elsewhere -->
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:activiti="http://activiti.org/bpmn">
  <bpmn2:process id="Buy" name="采购 &amp; 付款">
    <bpmn2:startEvent id="s"/>
    <bpmn2:sequenceFlow id="a" sourceRef="s" targetRef="t"/>
    <bpmn2:userTask id="t" name="审批" activiti:candidateUsers="taskUser_1, \${boss}"/>
    <bpmn2:sequenceFlow id="b" sourceRef="t" targetRef="g"/>
    <bpmn2:exclusiveGateway id="g" default="c"/>
    <bpmn2:sequenceFlow id="c" sourceRef="g" targetRef="e"/>
    <bpmn2:sequenceFlow id="d" sourceRef="g" targetRef="e"><bpmn2:conditionExpression>\${ pass == false }</bpmn2:conditionExpression></bpmn2:sequenceFlow>
    <bpmn2:endEvent id="e"/>
  </bpmn2:process>
</bpmn2:definitions>`;
    const process = readProcess(xml) as BpmnProcess;
    expect(process.name).toBe('采购 & 付款');
    expect(process.nodes.find((node) => node.id === 't')?.candidateUsers).toEqual(['taskUser_1', '${boss}']);
    expect(process.lines.find((line) => line.id === 'd')?.when).toBe(false);
    expect(parseXml('<a><b></a></b>')).toBeNull();
    expect(parseXml('<a/><b/>')).toBeNull();
    expect(parseXml('<a x="1 &lt; 2"><![CDATA[<raw>]]></a>')).toMatchObject({
      local: 'a',
      attributes: { x: '1 < 2' },
      text: '<raw>',
    });
    expect(readProcess(xml.replace('<bpmn2:startEvent id="s"/>', ''))).toMatchObject({
      problem: 'flowStartEventCount',
    });
    expect(readProcess(xml.replace('targetRef="t"/>', 'targetRef="x"/>'))).toMatchObject({
      problem: 'flowLineDangling',
      values: ['a'],
    });
  });

  it('refuses a way it cannot take and writes nothing', () => {
    const db = createDb({ seedDay: SEED_DAY });
    const store = dbStore(db);
    const [definition] = db.tables.flowDefinitions;
    const counts = () => [db.tables.flowInstances.length, db.tables.flowTasks.length, db.tables.flowActivities.length];
    const before = counts();
    // No taskUser: the first step has nobody to go to.
    const refused = startInstance(store, {
      definition,
      tenantId: '000000',
      businessKey: 'x:1',
      userId: '1',
      variables: {},
    });
    expect(isRefusal(refused) && refused.refused).toBe('flowAssigneeUnresolved');
    expect(counts()).toEqual(before);
    const started = startInstance(store, {
      definition,
      tenantId: '000000',
      businessKey: 'x:1',
      userId: '1',
      variables: { taskUser: 'taskUser_1' },
    });
    expect(isRefusal(started)).toBe(false);
    const task = db.tables.flowTasks.at(-1)!;
    expect(completeTask(store, task, '同意', { pass: true })).toBeNull();
    expect(db.tables.flowTasks.at(-1)).toMatchObject({
      taskDefinitionKey: 'hrTask',
      assignee: '',
      candidateGroups: 'hr',
    });
  });

  it('seeds the same rows on every build of a day, dated back from it', () => {
    const first = createSeed({ seedDay: SEED_DAY });
    const again = createSeed({ seedDay: SEED_DAY });
    for (const table of [
      'flowModels',
      'flowDefinitions',
      'flowInstances',
      'flowTasks',
      'flowActivities',
      'flowLeaves',
    ] as const) {
      expect(again[table]).toEqual(first[table]);
      expect(first[table].length).toBeGreaterThan(0);
    }
    expect(first.flowInstances).toHaveLength(5);
    expect(first.flowInstances.every((row) => row.startTime < `${SEED_DAY} 00:00:00`)).toBe(true);
    expect(first.flowDefinitions).toMatchObject([
      { key: 'Leave', version: 1, tenantId: '', category: 'flow_1', suspensionState: 1 },
    ]);
  });

  it("keeps the engine's changes across a reload (the journal), and drops them on reset", () => {
    const test = createTestStorage();
    const options = { persist: 'local-storage', seedDay: SEED_DAY } as const;
    const db = createDb(options, { storage: test.storage });
    const store = dbStore(db);
    const [definition] = db.tables.flowDefinitions;
    const started = startInstance(store, {
      definition,
      tenantId: '000000',
      businessKey: 'x:1',
      userId: '1',
      variables: { taskUser: 'taskUser_1' },
    });
    if (isRefusal(started)) throw new Error(started.refused);
    const waiting = db.tables.flowTasks.find((row) => row.processInstanceId === started.id && !row.endTime)!;
    completeTask(store, waiting, '驳回', { pass: false });
    const reloaded = createDb(options, { storage: test.storage });
    expect(reloaded.tables.flowInstances).toEqual(db.tables.flowInstances);
    expect(reloaded.tables.flowTasks).toEqual(db.tables.flowTasks);
    expect(reloaded.tables.flowActivities).toEqual(db.tables.flowActivities);
    expect(reloaded.tables.flowInstances.find((row) => row.id === started.id)).toMatchObject({
      endActivityId: 'rejectEnd',
      variables: { pass: false, taskUser: 'taskUser_1' },
    });
    reloaded.reset();
    expect(reloaded.tables.flowInstances.some((row) => row.id === started.id)).toBe(false);
  });
});
