import { useState } from 'react';
import { DialogFrame } from '../../../crud/dialog-frame';
import { useActionDialog } from '../../../crud/use-action-dialog';
import { useFlowDiagramWords } from './diagram-words';
import { FlowDiagram } from './flow-diagram';

export type FlowDiagramDialogProps = {
  processInstanceId?: string;
  processDefinitionId?: string;
  /** Called once the dialog has closed (after its animation). */
  onClose: () => void;
};

// The dialog's chrome (header, padding, footer) around the diagram's box.
const diagramHeight = () => Math.max(360, Math.min(720, window.innerHeight - 240));

/**
 * 流程图展示: a process's diagram in a wide dialog (an instance's with where it stands). The entry
 * point other code imports lazily: bpmn-js loads with it, never with a list or a page.
 */
export default function FlowDiagramDialog({ processInstanceId, processDefinitionId, onClose }: FlowDiagramDialogProps) {
  const words = useFlowDiagramWords();
  const dialog = useActionDialog(onClose);
  const [height] = useState(diagramHeight);
  return (
    <DialogFrame dialog={dialog} title={words.title} width="min(1200px, 94vw)" style={{ top: 32 }}>
      <FlowDiagram processInstanceId={processInstanceId} processDefinitionId={processDefinitionId} height={height} />
    </DialogFrame>
  );
}
