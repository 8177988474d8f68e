import type { ActionDialogProps } from '../../resources/types';
import { useOpenFlowPage } from './flow-routes';

const formPage = (route: string, row: Record<string, unknown>) =>
  `/work/process/${route}/form/${encodeURIComponent(String(row.id))}`;

/** 发起 on a process definition: its start form (/work/process/<route>/form/<processDefinitionId>). */
export default function StartProcessAction({ rows, onDone }: ActionDialogProps) {
  useOpenFlowPage(rows[0], formPage, onDone);
  return null;
}
