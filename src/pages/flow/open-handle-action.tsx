import type { ActionDialogProps } from '../../resources/types';
import { useOpenFlowPage } from './flow-routes';

const handlePage = (route: string, row: Record<string, unknown>) =>
  `/work/process/${route}/handle/${[row.taskId, row.processInstanceId, row.businessId].map((part) => encodeURIComponent(String(part))).join('/')}`;

/** 办理 on a task: its process's handle page (/work/process/<route>/handle/<taskId>/<processInstanceId>/<businessId>). */
export default function OpenHandleAction({ rows, onDone }: ActionDialogProps) {
  useOpenFlowPage(rows[0], handlePage, onDone);
  return null;
}
