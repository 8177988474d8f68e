import { FLOWABLE_URI } from './element-props';

// The XML a new model starts from: one executable process with a start event, drawn (a
// BPMNDiagram), in the namespaces Flowable's own modeler writes.

/** The process id of a new model until it is saved: then it takes the model's key. */
export const NEW_PROCESS_ID = 'process_new';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An empty process (`id`, `name`) with a start event, as BPMN 2.0 XML with its diagram. */
export function emptyProcessXml({ id = NEW_PROCESS_ID, name = '' }: { id?: string; name?: string } = {}): string {
  const nameAttribute = name ? ` name="${escape(name)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="${FLOWABLE_URI}" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:omgdc="http://www.omg.org/spec/DD/20100524/DC" xmlns:omgdi="http://www.omg.org/spec/DD/20100524/DI" typeLanguage="http://www.w3.org/2001/XMLSchema" expressionLanguage="http://www.w3.org/1999/XPath" targetNamespace="http://www.flowable.org/processdef">
  <process id="${escape(id)}"${nameAttribute} isExecutable="true">
    <startEvent id="startEvent1" />
  </process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${escape(id)}">
    <bpmndi:BPMNPlane id="BPMNPlane_${escape(id)}" bpmnElement="${escape(id)}">
      <bpmndi:BPMNShape id="BPMNShape_startEvent1" bpmnElement="startEvent1">
        <omgdc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
}
