import type { ActionDialogProps } from '../../resources/types';
import { useOpenFlowPage } from './flow-routes';

const detailPage = (route: string, row: Record<string, unknown>) =>
  `/work/process/${route}/detail/${[row.processInstanceId, row.businessId].map((part) => encodeURIComponent(String(part))).join('/')}`;

/** 详情 on a task or a sent process: its process's detail page (/work/process/<route>/detail/<processInstanceId>/<businessId>). */
export default function OpenDetailAction({ rows, onDone }: ActionDialogProps) {
  useOpenFlowPage(rows[0], detailPage, onDone);
  return null;
}
