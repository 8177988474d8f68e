import type { MessageKey } from './messages';

// Reading a BPMN 2.0 document the way the stand-in's engine runs it. The engine is driven by the
// XML a definition was deployed from, not by steps written here, so any process of the same
// shape runs: a start event, user tasks (assignee, or candidate groups / users to claim), exclusive
// gateways that branch on the approval (${pass} / ${!pass}), end events. Anything else is refused
// with a message naming it, at deploy time rather than half-way through an instance.
// The XML is read by a small parser of its own: the stand-in runs in node tests and in the page,
// and a DOMParser is only in one of them.

export type XmlElement = {
  /** The qualified name (`bpmn:userTask`). */
  name: string;
  /** Without the prefix (`userTask`). */
  local: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

// Comments, processing instructions, a doctype, CDATA, a closing tag, an opening (or empty) tag.
const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!\[CDATA\[([\s\S]*?)\]\]>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The document element of `xml`, or null when it is not well-formed. */
export function parseXml(xml: string): XmlElement | null {
  const top: XmlElement = { name: '', local: '', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [top];
  let last = 0;
  const addText = (text: string): boolean => {
    if (text.includes('<')) return false;
    stack[stack.length - 1].text += decode(text);
    return true;
  };
  for (const match of xml.matchAll(TOKEN)) {
    if (!addText(xml.slice(last, match.index))) return null;
    last = match.index + match[0].length;
    const [, cdata, closing, opening, attributeText, empty] = match;
    if (cdata !== undefined) stack[stack.length - 1].text += cdata;
    else if (closing !== undefined) {
      const open = stack.pop();
      if (!open || open === top || open.name !== closing) return null;
    } else if (opening !== undefined) {
      const attributes: Record<string, string> = {};
      for (const [, name, double, single] of (attributeText ?? '').matchAll(ATTRIBUTE))
        attributes[name] = decode(double ?? single ?? '');
      const element: XmlElement = { name: opening, local: localName(opening), attributes, children: [], text: '' };
      stack[stack.length - 1].children.push(element);
      if (!empty) stack.push(element);
    }
  }
  if (!addText(xml.slice(last)) || stack.length !== 1 || top.children.length !== 1 || top.text.trim() !== '')
    return null;
  return top.children[0];
}

/** An attribute by its local name, whatever the engine's prefix (flowable:, activiti:, camunda:). */
const attribute = (element: XmlElement, local: string): string =>
  Object.entries(element.attributes)
    .find(([name]) => localName(name) === local)?.[1]
    ?.trim() ?? '';

const list = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

type NodeType = 'startEvent' | 'userTask' | 'exclusiveGateway' | 'endEvent';

export type FlowNode = {
  id: string;
  type: NodeType;
  name: string;
  /** `${taskUser}` (a variable) or a literal `taskUser_<id>`; '' when it is claimed. */
  assignee: string;
  candidateGroups: string[];
  candidateUsers: string[];
  /** A gateway's default flow, '' for none. */
  defaultFlow: string;
};

/** A sequence flow; `when` is the approval it needs (${pass} → true, ${!pass} → false), null for none. */
export type FlowLine = { id: string; name: string; source: string; target: string; when: boolean | null };

export type BpmnProcess = { id: string; name: string; description: string; nodes: FlowNode[]; lines: FlowLine[] };

export type BpmnProblem = { problem: MessageKey; values: string[] };

const NODE_TYPES = new Set<string>(['startEvent', 'userTask', 'exclusiveGateway', 'endEvent']);
/** Children of a process that carry no behaviour: drawn or documented only. */
const INERT = new Set([
  'documentation',
  'extensionElements',
  'textAnnotation',
  'association',
  'laneSet',
  'dataObject',
  'dataObjectReference',
  'dataStoreReference',
  'group',
  'category',
]);

/** The approval a condition asks for; undefined when it is not one the stand-in can evaluate. */
function conditionOf(text: string): boolean | null | undefined {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return null;
  if (compact === '${pass}' || compact === '${pass==true}' || compact === '${!pass==false}') return true;
  if (compact === '${!pass}' || compact === '${pass==false}' || compact === '${!pass==true}') return false;
  return undefined;
}

const problem = (key: MessageKey, ...values: string[]): BpmnProblem => ({ problem: key, values });

/**
 * The process element of a BPMN definitions document holding exactly one process with an id: all
 * a model must be to be saved (a drawing in progress need not run yet).
 */
export function readDocument(xml: string): XmlElement | BpmnProblem {
  const root = parseXml(xml);
  if (!root) return problem('flowXmlInvalid');
  if (root.local !== 'definitions') return problem('flowNotBpmn');
  const processes = root.children.filter((child) => child.local === 'process');
  if (processes.length !== 1) return problem('flowOneProcess', String(processes.length));
  const id = attribute(processes[0], 'id');
  return /^[A-Za-z_][\w.-]*$/.test(id) ? processes[0] : problem('flowProcessIdInvalid', id);
}

/** The one process of a BPMN definitions document, checked to be a shape the engine runs (to deploy it). */
export function readProcess(xml: string): BpmnProcess | BpmnProblem {
  const element = readDocument(xml);
  if ('problem' in element) return element;
  const id = attribute(element, 'id');
  const nodes: FlowNode[] = [];
  const lines: FlowLine[] = [];
  for (const child of element.children) {
    const childId = attribute(child, 'id');
    if (child.local === 'sequenceFlow') {
      const condition = child.children.find((each) => each.local === 'conditionExpression')?.text.trim() ?? '';
      const when = conditionOf(condition);
      if (when === undefined) return problem('flowConditionUnsupported', childId, condition);
      lines.push({
        id: childId,
        name: attribute(child, 'name'),
        source: attribute(child, 'sourceRef'),
        target: attribute(child, 'targetRef'),
        when,
      });
    } else if (NODE_TYPES.has(child.local)) {
      nodes.push({
        id: childId,
        type: child.local as NodeType,
        name: attribute(child, 'name'),
        assignee: attribute(child, 'assignee'),
        candidateGroups: list(attribute(child, 'candidateGroups')),
        candidateUsers: list(attribute(child, 'candidateUsers')),
        defaultFlow: attribute(child, 'default'),
      });
    } else if (!INERT.has(child.local)) {
      return problem('flowElementUnsupported', child.local, childId);
    }
    if (!INERT.has(child.local) && !childId) return problem('flowElementIdMissing', child.local);
  }
  const process: BpmnProcess = {
    id,
    name: attribute(element, 'name') || id,
    description: element.children.find((child) => child.local === 'documentation')?.text.trim() ?? '',
    nodes,
    lines,
  };
  return checkShape(process) ?? process;
}

export const isProblem = (read: BpmnProcess | BpmnProblem): read is BpmnProblem => 'problem' in read;

export const nodeOf = (process: BpmnProcess, id: string): FlowNode | undefined =>
  process.nodes.find((node) => node.id === id);

export const outgoing = (process: BpmnProcess, nodeId: string): FlowLine[] =>
  process.lines.filter((line) => line.source === nodeId);

/** Why the engine could not run `process` to its end, or null. */
function checkShape(process: BpmnProcess): BpmnProblem | null {
  const starts = process.nodes.filter((node) => node.type === 'startEvent');
  if (starts.length !== 1) return problem('flowStartEventCount', String(starts.length));
  if (!process.nodes.some((node) => node.type === 'endEvent')) return problem('flowEndEventMissing');
  const dangling = process.lines.find((line) => !nodeOf(process, line.source) || !nodeOf(process, line.target));
  if (dangling) return problem('flowLineDangling', dangling.id);
  for (const node of process.nodes) {
    const out = outgoing(process, node.id);
    if (node.type === 'startEvent' || node.type === 'userTask') {
      // One way on: a step's branching is a gateway's business.
      if (out.length !== 1 || out[0].when !== null) return problem('flowNodeOneWay', node.id);
    }
    if (
      node.type === 'userTask' &&
      !node.assignee &&
      node.candidateGroups.length === 0 &&
      node.candidateUsers.length === 0
    ) {
      return problem('flowTaskNobody', node.id);
    }
    if (node.type === 'exclusiveGateway') {
      if (out.length === 0) return problem('flowGatewayNoWay', node.id);
      const unconditioned = out.find((line) => line.when === null && line.id !== node.defaultFlow);
      if (unconditioned) return problem('flowGatewayCondition', unconditioned.id);
    }
  }
  return null;
}
