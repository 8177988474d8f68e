import type { ActionDialogProps } from '../../../resources/types';
import FlowDiagramDialog from './flow-diagram-dialog';

/** 流程图 on a process definition's row (its id is its processDefinitionId) or a start-list row. */
export default function DefinitionDiagramAction({ rows, onDone }: ActionDialogProps) {
  const row = rows[0];
  const id = row?.processDefinitionId ?? row?.id;
  return <FlowDiagramDialog processDefinitionId={id ? String(id) : undefined} onClose={() => onDone(false)} />;
}
