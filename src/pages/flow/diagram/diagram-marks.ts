// Which diagram elements an instance's history marks, and how (Saber's flow viewer, spec §4):
// pure, so the rules are tested without a browser to draw in.

export type FlowMark = 'success' | 'primary' | 'warn';

/** One entry of `process/model-view`'s `flow` (BladeFlow history), the parts the marks read. */
export type FlowActivity = {
  historyActivityId?: string | null;
  /** Not sent by BladeFlow (only by the blade-workflow plugin): the diagram's own element says then. */
  historyActivityType?: string | null;
  /** Empty or absent while the activity is still open. */
  endTime?: string | null;
};

/** A diagram element: its id, its BPMN type (`bpmn:UserTask`) and, for a flow, its two ends. */
export type DiagramElement = { id: string; type: string; sourceId?: string; targetId?: string };

/** The activity types real BladeX history lists; anything else (a gateway) it passes silently. */
const LISTED = new Set(['userTask', 'startEvent', 'endEvent']);

/** `bpmn:UserTask` → `userTask`, the spelling of historyActivityType. */
const kindOf = (type: string) => {
  const local = type.slice(type.indexOf(':') + 1);
  return local.charAt(0).toLowerCase() + local.slice(1);
};

/**
 * The marks of a diagram for an instance's history: sequence flows warn (taken), activities that
 * ended success, activities still open primary (an activity visited again and open now is where
 * the instance stands: primary wins), candidate entries nothing. Entries naming no element of the
 * diagram are left out (nothing to mark).
 *
 * Real BladeX history lists only user tasks and start/end events, never a flow: when the history
 * has no flow entry, a flow is taken when both its ends were visited, a gateway (or any other
 * unlisted node) counting as visited when it lies between a finished visited node and a visited
 * one, so the path shows through it.
 */
export function markDiagram(flow: readonly FlowActivity[], elements: readonly DiagramElement[]): Map<string, FlowMark> {
  const byId = new Map(elements.map((element) => [element.id, element]));
  const marks = new Map<string, FlowMark>();
  const finished = new Set<string>();
  let flowsListed = false;
  for (const entry of flow) {
    const id = entry.historyActivityId;
    const element = id ? byId.get(id) : undefined;
    const kind = entry.historyActivityType || (element ? kindOf(element.type) : '');
    if (kind === 'sequenceFlow') flowsListed = true;
    if (!id || !element || kind === 'candidate') continue;
    if (kind === 'sequenceFlow') {
      marks.set(id, 'warn');
    } else if (entry.endTime) {
      finished.add(id);
      if (marks.get(id) !== 'primary') marks.set(id, 'success');
    } else {
      marks.set(id, 'primary');
    }
  }
  if (!flowsListed) markTakenPath(elements, byId, marks, finished);
  return marks;
}

/** Marks the flows between visited nodes, and the unlisted nodes the path went through. */
function markTakenPath(
  elements: readonly DiagramElement[],
  byId: Map<string, DiagramElement>,
  marks: Map<string, FlowMark>,
  finished: Set<string>,
) {
  const flows = elements.filter(
    (element) => kindOf(element.type) === 'sequenceFlow' && element.sourceId && element.targetId,
  );
  const unlisted = (id: string) => {
    const element = byId.get(id);
    return !!element && !marks.has(id) && kindOf(element.type) !== 'sequenceFlow' && !LISTED.has(kindOf(element.type));
  };
  const reach = (from: Iterable<string>, forward: boolean) => {
    const seen = new Set<string>();
    const queue = [...from];
    while (queue.length) {
      const current = queue.pop() as string;
      for (const each of flows) {
        const [near, far] = forward ? [each.sourceId, each.targetId] : [each.targetId, each.sourceId];
        if (near === current && far && unlisted(far) && !seen.has(far)) {
          seen.add(far);
          queue.push(far);
        }
      }
    }
    return seen;
  };
  const after = reach(finished, true);
  const before = reach(marks.keys(), false);
  for (const id of after) if (before.has(id)) marks.set(id, 'success');
  for (const each of flows) {
    const source = marks.get(each.sourceId as string);
    const target = marks.get(each.targetId as string);
    if (source && source !== 'warn' && target && target !== 'warn') marks.set(each.id, 'warn');
  }
}
