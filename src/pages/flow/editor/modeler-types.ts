// The parts of bpmn-js's services the editor uses, typed as it uses them (bpmn-js's own
// declarations type a service as the whole of its class, and an element's business object as any).

/** A BPMN element's model (moddle): its properties, and attributes of other namespaces in $attrs. */
type BusinessObject = {
  $type: string;
  id: string;
  name?: string;
  $attrs: Record<string, unknown>;
  conditionExpression?: { body?: string };
  get(name: string): unknown;
};

/** A drawn element (a shape, a flow, a label, the root: the process). */
export type BpmnElement = { id: string; type: string; businessObject: BusinessObject; labelTarget?: BpmnElement };

export type Modeling = { updateProperties(element: BpmnElement, properties: Record<string, unknown>): void };

export type CommandStack = { canUndo(): boolean; canRedo(): boolean; undo(): void; redo(): void };

export type Moddle = {
  create(type: string, properties: Record<string, unknown>): unknown;
  ids?: { assigned(id: string): unknown };
};

export type ElementLookup = { get(id: string): BpmnElement | undefined };
