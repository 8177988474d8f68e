import { describe, expect, it } from 'vitest';
import {
  markDiagram,
  type DiagramElement,
  type FlowActivity,
  type FlowMark,
} from '../../src/pages/flow/diagram/diagram-marks';

// The marks of a leave instance's diagram (spec §4, Saber's viewer): the stand-in sends every
// activity with its type, flows included; real BladeX sends only user tasks and start/end events,
// without a type, and the path is found from the diagram.

// start → 审批人审批 → gateway1 → 人事审批 → gateway2 → 结束; each gateway's rejection → 驳回.
const shape = (id: string, type: string): DiagramElement => ({ id, type: `bpmn:${type}` });
const flowOf = (id: string, sourceId: string, targetId: string): DiagramElement => ({
  id,
  type: 'bpmn:SequenceFlow',
  sourceId,
  targetId,
});
const leave: DiagramElement[] = [
  shape('start', 'StartEvent'),
  shape('approverTask', 'UserTask'),
  shape('gateway1', 'ExclusiveGateway'),
  shape('hrTask', 'UserTask'),
  shape('gateway2', 'ExclusiveGateway'),
  shape('end', 'EndEvent'),
  shape('rejectEnd', 'EndEvent'),
  flowOf('flow1', 'start', 'approverTask'),
  flowOf('flow2', 'approverTask', 'gateway1'),
  flowOf('flow3', 'gateway1', 'hrTask'),
  flowOf('flow4', 'hrTask', 'gateway2'),
  flowOf('flow5', 'gateway2', 'end'),
  flowOf('reject1', 'gateway1', 'rejectEnd'),
  flowOf('reject2', 'gateway2', 'rejectEnd'),
];

const ended = (id: string, type?: string): FlowActivity => ({
  historyActivityId: id,
  historyActivityType: type,
  endTime: '2025-03-02 10:00:00',
});
const open = (id: string, type?: string): FlowActivity => ({
  historyActivityId: id,
  historyActivityType: type,
  endTime: '',
});

/** The marked ids of each mark, sorted, for a readable comparison. */
function byMark(marks: Map<string, FlowMark>) {
  const out: Record<FlowMark, string[]> = { success: [], primary: [], warn: [] };
  for (const [id, mark] of marks) out[mark].push(id);
  for (const list of Object.values(out)) list.sort();
  return out;
}

describe('markDiagram', () => {
  it('marks a typed history (the stand-in): finished success, open primary, the listed flows warn', () => {
    const history = [
      ended('start', 'startEvent'),
      ended('flow1', 'sequenceFlow'),
      ended('approverTask', 'userTask'),
      ended('flow2', 'sequenceFlow'),
      ended('gateway1', 'exclusiveGateway'),
      ended('flow3', 'sequenceFlow'),
      open('hrTask', 'userTask'),
    ];
    expect(byMark(markDiagram(history, leave))).toEqual({
      success: ['approverTask', 'gateway1', 'start'],
      primary: ['hrTask'],
      warn: ['flow1', 'flow2', 'flow3'],
    });
  });

  it('takes the type from the diagram when the history has none, and finds the taken path through the gateway (real BladeX)', () => {
    const history = [ended('start'), ended('approverTask'), open('hrTask')];
    expect(byMark(markDiagram(history, leave))).toEqual({
      success: ['approverTask', 'gateway1', 'start'],
      primary: ['hrTask'],
      warn: ['flow1', 'flow2', 'flow3'],
    });
  });

  it('marks a finished, approved instance end to end, and not the rejection', () => {
    const history = [ended('start'), ended('approverTask'), ended('hrTask'), ended('end')];
    const marks = byMark(markDiagram(history, leave));
    expect(marks).toEqual({
      success: ['approverTask', 'end', 'gateway1', 'gateway2', 'hrTask', 'start'],
      primary: [],
      warn: ['flow1', 'flow2', 'flow3', 'flow4', 'flow5'],
    });
  });

  it('marks a rejected instance along its rejection, leaving the second approval unmarked', () => {
    const history = [ended('start'), ended('approverTask'), ended('rejectEnd')];
    expect(byMark(markDiagram(history, leave))).toEqual({
      success: ['approverTask', 'gateway1', 'rejectEnd', 'start'],
      primary: [],
      warn: ['flow1', 'flow2', 'reject1'],
    });
  });

  it('does not guess flows when the history lists them: only the listed ones warn', () => {
    // Both ends of reject1's neighbour flows were visited, but only the listed flows were taken.
    const history = [ended('start', 'startEvent'), ended('flow1', 'sequenceFlow'), open('approverTask', 'userTask')];
    expect(byMark(markDiagram(history, leave))).toEqual({
      success: ['start'],
      primary: ['approverTask'],
      warn: ['flow1'],
    });
  });

  it('leaves candidate entries unmarked', () => {
    const history = [
      ended('start'),
      ended('approverTask'),
      { historyActivityId: 'hrTask', historyActivityType: 'candidate' },
    ];
    const marks = markDiagram(history, leave);
    expect(marks.has('hrTask')).toBe(false);
    expect(marks.get('approverTask')).toBe('success');
  });

  it('shows an activity visited again and open now as primary, whatever the order', () => {
    expect(markDiagram([ended('approverTask'), open('approverTask')], leave).get('approverTask')).toBe('primary');
    expect(markDiagram([open('approverTask'), ended('approverTask')], leave).get('approverTask')).toBe('primary');
  });

  it('treats a missing or null end time as open', () => {
    const marks = markDiagram(
      [{ historyActivityId: 'start', endTime: null }, { historyActivityId: 'approverTask' }],
      leave,
    );
    expect(marks.get('start')).toBe('primary');
    expect(marks.get('approverTask')).toBe('primary');
  });

  it('ignores entries naming nothing in the diagram, and an empty history marks nothing', () => {
    expect(
      byMark(markDiagram([ended('elsewhere', 'userTask'), ended('start'), { endTime: 'x' }], leave)).success,
    ).toEqual(['start']);
    expect(markDiagram([], leave).size).toBe(0);
  });
});
