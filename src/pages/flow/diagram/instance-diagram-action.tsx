import type { ActionDialogProps } from '../../../resources/types';
import FlowDiagramDialog from './flow-diagram-dialog';

/** 流程图 on an instance's row (a running instance, a task of a work list): where it stands. */
export default function InstanceDiagramAction({ rows, onDone }: ActionDialogProps) {
  const id = rows[0]?.processInstanceId;
  return <FlowDiagramDialog processInstanceId={id ? String(id) : undefined} onClose={() => onDone(false)} />;
}
