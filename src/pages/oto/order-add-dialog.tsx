import type { ActionDialogProps } from '../../resources/types';
import { OrderFormDialog } from './order-form-dialog';

/** 新增 on an order list's toolbar: a new order (whatever rows are selected). */
export default function OrderAddDialog({ def, onDone }: ActionDialogProps) {
  return <OrderFormDialog def={def} onDone={onDone} />;
}
