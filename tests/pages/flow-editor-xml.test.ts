import { describe, expect, it } from 'vitest';
import {
  attributeValue,
  ensureFlowablePrefix,
  FLOWABLE_URI,
  idProblem,
  joinList,
  panelKind,
} from '../../src/pages/flow/editor/element-props';
import { emptyProcessXml, NEW_PROCESS_ID } from '../../src/pages/flow/editor/empty-process';

// The model editor's pure parts: the XML a new model starts from, the properties panel's rules,
// and Flowable's attributes surviving bpmn-js's model (bpmn-moddle, the parser and writer bpmn-js
// saves with) both when the document declares the namespace and when it does not.

type Moddle = {
  fromXML(xml: string): Promise<{ rootElement: Definitions; warnings: unknown[] }>;
  toXML(element: Definitions, options?: { format?: boolean }): Promise<{ xml: string }>;
};
type Node = {
  id: string;
  $type: string;
  name?: string;
  $attrs: Record<string, unknown>;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
};
type Definitions = { $attrs: Record<string, unknown>; rootElements: { id: string; flowElements: Node[] }[] };

// bpmn-js's own model, loaded by name (it comes with bpmn-js and ships no types for its entry).
const bpmnModdle = 'bpmn-moddle';
async function moddle(): Promise<Moddle> {
  const { BpmnModdle } = (await import(/* @vite-ignore */ bpmnModdle)) as { BpmnModdle: new () => Moddle };
  return new BpmnModdle();
}

const leaveXml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="Leave" name="请假流程" isExecutable="true">
    <startEvent id="start" flowable:initiator="applyUser" />
    <userTask id="approverTask" name="审批人审批" flowable:assignee="\${taskUser}">
      <extensionElements><flowable:taskListener event="create" class="org.example.Notify" /></extensionElements>
    </userTask>
    <sequenceFlow id="flow1" sourceRef="start" targetRef="approverTask" />
    <userTask id="hrTask" name="人事审批" flowable:candidateGroups="hr" />
    <sequenceFlow id="flow2" sourceRef="approverTask" targetRef="hrTask">
      <conditionExpression xsi:type="tFormalExpression"><![CDATA[\${pass}]]></conditionExpression>
    </sequenceFlow>
  </process>
</definitions>`;

describe('the empty process of a new model', () => {
  it('is one executable process with a start event, drawn, in Flowable namespace', () => {
    const doc = new DOMParser().parseFromString(emptyProcessXml(), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const process = doc.getElementsByTagName('process')[0];
    expect(process.getAttribute('id')).toBe(NEW_PROCESS_ID);
    expect(process.getAttribute('isExecutable')).toBe('true');
    expect(process.getElementsByTagName('startEvent')).toHaveLength(1);
    expect(doc.documentElement.getAttribute('xmlns:flowable')).toBe(FLOWABLE_URI);
    const plane = doc.getElementsByTagName('bpmndi:BPMNPlane')[0];
    expect(plane.getAttribute('bpmnElement')).toBe(NEW_PROCESS_ID);
    expect(doc.getElementsByTagName('bpmndi:BPMNShape')[0].getAttribute('bpmnElement')).toBe('startEvent1');
  });

  it('takes an id and a name, escaped', () => {
    const doc = new DOMParser().parseFromString(
      emptyProcessXml({ id: 'leave', name: '请假 & "加班"' }),
      'application/xml',
    );
    const process = doc.getElementsByTagName('process')[0];
    expect(process.getAttribute('id')).toBe('leave');
    expect(process.getAttribute('name')).toBe('请假 & "加班"');
  });

  it('reads in bpmn-js without a warning', async () => {
    const { rootElement, warnings } = await (await moddle()).fromXML(emptyProcessXml());
    expect(warnings).toEqual([]);
    expect(rootElement.rootElements[0].flowElements.map((node) => node.$type)).toEqual(['bpmn:StartEvent']);
  });
});

describe('the properties panel rules', () => {
  it('gives the process, a user task and a flow their own fields', () => {
    expect(panelKind('bpmn:Process')).toBe('process');
    expect(panelKind('bpmn:Collaboration')).toBe('process');
    expect(panelKind('bpmn:UserTask')).toBe('userTask');
    expect(panelKind('bpmn:SequenceFlow')).toBe('sequenceFlow');
    expect(panelKind('bpmn:ExclusiveGateway')).toBe('element');
  });

  it('checks an id: required, an XML name, not another element’s', () => {
    const taken = (id: string) => ['start', 'hrTask'].includes(id);
    expect(idProblem('', 'approverTask', taken)).toBe('idRequired');
    expect(idProblem('1task', 'approverTask', taken)).toBe('idInvalid');
    expect(idProblem('my task', 'approverTask', taken)).toBe('idInvalid');
    expect(idProblem('审批', 'approverTask', taken)).toBe('idInvalid');
    expect(idProblem('hrTask', 'approverTask', taken)).toBe('idTaken');
    expect(idProblem('hrTask', 'hrTask', taken)).toBeUndefined();
    expect(idProblem('_leave.v2-approve', 'approverTask', taken)).toBeUndefined();
  });

  it('joins a typed list as Flowable reads it, and a blank value removes the attribute', () => {
    expect(joinList(' zhang, li ,,wang，zhao ')).toBe('zhang,li,wang,zhao');
    expect(joinList(' , ')).toBe('');
    expect(attributeValue('  ${taskUser} ')).toBe('${taskUser}');
    expect(attributeValue('   ')).toBeUndefined();
  });

  it('finds the prefix a document gives Flowable, declaring flowable when there is none', () => {
    const declared: Record<string, unknown> = { 'xmlns:fl': FLOWABLE_URI };
    expect(ensureFlowablePrefix(declared)).toBe('fl');
    expect(Object.keys(declared)).toEqual(['xmlns:fl']);
    const none: Record<string, unknown> = { xmlns: 'http://www.omg.org/spec/BPMN/20100524/MODEL' };
    expect(ensureFlowablePrefix(none)).toBe('flowable');
    expect(none['xmlns:flowable']).toBe(FLOWABLE_URI);
    const clash: Record<string, unknown> = { 'xmlns:flowable': 'urn:other' };
    expect(ensureFlowablePrefix(clash)).toBe('flowable2');
    expect(clash['xmlns:flowable2']).toBe(FLOWABLE_URI);
  });
});

describe('Flowable attributes through bpmn-js’s model', () => {
  it('keeps a user task’s flowable attributes, listeners and conditions, with a rename and a new attribute', async () => {
    const bpmn = await moddle();
    const { rootElement } = await bpmn.fromXML(leaveXml);
    const prefix = ensureFlowablePrefix(rootElement.$attrs);
    const [, approver, , hr] = rootElement.rootElements[0].flowElements;
    expect(approver.get(`${prefix}:assignee`)).toBe('${taskUser}');
    expect(hr.get(`${prefix}:candidateGroups`)).toBe('hr');
    approver.set('name', '经理审批');
    hr.set(`${prefix}:candidateUsers`, joinList('zhang, li'));
    hr.set(`${prefix}:candidateGroups`, undefined);
    const { xml } = await bpmn.toXML(rootElement, { format: true });
    expect(xml).toContain('name="经理审批" flowable:assignee="${taskUser}"');
    expect(xml).toContain('<flowable:taskListener event="create" class="org.example.Notify" />');
    expect(xml).toContain('flowable:initiator="applyUser"');
    expect(xml).toMatch(/<userTask id="hrTask" name="人事审批" flowable:candidateUsers="zhang,li" \/>/);
    expect(xml).toContain('${pass}</conditionExpression>');
  });

  it('writes flowable attributes into a document that did not declare the namespace', async () => {
    const bpmn = await moddle();
    const plain = emptyProcessXml()
      .replace(` xmlns:flowable="${FLOWABLE_URI}"`, '')
      .replace('<startEvent id="startEvent1" />', '<startEvent id="startEvent1" /><userTask id="task" />');
    const { rootElement } = await bpmn.fromXML(plain);
    const prefix = ensureFlowablePrefix(rootElement.$attrs);
    const task = rootElement.rootElements[0].flowElements.find((node) => node.id === 'task')!;
    task.set(`${prefix}:assignee`, 'admin');
    const { xml } = await bpmn.toXML(rootElement);
    expect(xml).toContain(`xmlns:flowable="${FLOWABLE_URI}"`);
    expect(xml).toContain('<userTask id="task" flowable:assignee="admin" />');
  });
});
