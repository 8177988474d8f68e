import type { ActionDialogProps } from '../../resources/types';
import { OrderFormDialog } from './order-form-dialog';

/** 编辑 on an order's row: the list row is the order (no detail call). */
export default function OrderEditDialog({ def, rows, onDone }: ActionDialogProps) {
  return <OrderFormDialog def={def} order={rows[0]} onDone={onDone} />;
}
