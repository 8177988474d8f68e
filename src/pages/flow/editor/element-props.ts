// What the editor's properties panel reads and writes on a BPMN element, kept apart from bpmn-js
// so the rules are tested without a browser: which fields an element gets, how an id is checked,
// and where Flowable's attributes live.

/** Flowable's BPMN extension namespace (flowable:assignee, candidateUsers, candidateGroups). */
export const FLOWABLE_URI = 'http://flowable.org/bpmn';

/** The Flowable attributes of a user task the panel edits. */
export type TaskAttribute = 'assignee' | 'candidateUsers' | 'candidateGroups';

/** Which part of the panel an element gets beyond its id and name. */
export type PanelKind = 'process' | 'userTask' | 'sequenceFlow' | 'element';

export function panelKind(type: string): PanelKind {
  switch (type) {
    case 'bpmn:Process':
    case 'bpmn:Collaboration':
      return 'process';
    case 'bpmn:UserTask':
      return 'userTask';
    case 'bpmn:SequenceFlow':
      return 'sequenceFlow';
    default:
      return 'element';
  }
}

/**
 * The prefix the document binds to Flowable's namespace (`flowable` as Flowable writes it, or
 * another), declaring `xmlns:flowable` on the definitions when none is: bpmn-js keeps attributes
 * of a namespace it has no description of as they are, but writes them back only when their
 * prefix is declared.
 */
export function ensureFlowablePrefix(definitionAttrs: Record<string, unknown>): string {
  for (const [name, value] of Object.entries(definitionAttrs)) {
    if (value === FLOWABLE_URI && name.startsWith('xmlns:')) return name.slice('xmlns:'.length);
  }
  let prefix = 'flowable';
  for (let n = 2; definitionAttrs[`xmlns:${prefix}`] !== undefined; n++) prefix = `flowable${n}`;
  definitionAttrs[`xmlns:${prefix}`] = FLOWABLE_URI;
  return prefix;
}

/** An XML id (NCName, the subset Flowable and bpmn-js accept): a letter or _ first, then letters, digits, _ - . */
export const ID_PATTERN = /^[A-Za-z_][\w.-]*$/;

/** Why an id cannot be given to an element (a locale key under props), or undefined when it can. */
export function idProblem(
  id: string,
  current: string,
  taken: (id: string) => boolean,
): 'idRequired' | 'idInvalid' | 'idTaken' | undefined {
  if (!id) return 'idRequired';
  if (!ID_PATTERN.test(id)) return 'idInvalid';
  if (id !== current && taken(id)) return 'idTaken';
  return undefined;
}

/** A list typed with commas (candidate users or groups) as Flowable reads it: `a, b,,c` → `a,b,c`. */
export const joinList = (text: string): string =>
  text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');

/** A typed value as the attribute's value: blank removes the attribute. */
export const attributeValue = (text: string): string | undefined => (text.trim() ? text.trim() : undefined);
