import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { ExpertSelect } from './expert-select';
import { OrderSelect } from './order-select';
import { OrgSelect } from './org-select';
import { OtoFormDialog, type SaveButton } from './oto-form-dialog';

// 咨询记录's add and edit: the organization first, then one of its approved experts, and the order
// the consultation is about (optional: that expert's or that student's, sent as orderId). The
// record's organization is its expert's (the server sets it), so orgId only narrows the choice and
// is not sent. One call (save-and-update) adds without an id and updates with one.

function ConsultFormDialog({
  def,
  row,
  onDone,
}: {
  def: ActionDialogProps['def'];
  row?: BaseRecord;
  onDone: ActionDialogProps['onDone'];
}) {
  const { t } = useTranslation();
  const save: SaveButton = {
    key: 'save',
    label: row ? 'crud.update' : 'crud.save',
    endpoint: 'save-and-update',
    permission: row ? 'consultation_edit' : 'consultation_add',
    success: row ? 'crud.updateSuccess' : 'crud.addSuccess',
    primary: true,
  };
  const current = row?.expertId ? { id: String(row.expertId), name: String(row.expertName ?? '') } : undefined;
  const order = row?.orderId ? { id: String(row.orderId), orderNo: String(row.orderNo ?? row.orderId) } : undefined;
  return (
    <OtoFormDialog
      def={def}
      row={row}
      saves={[save]}
      controls={{
        orgId: <OrgSelect />,
        expertId: <ExpertSelect current={current} />,
        orderId: <OrderSelect current={order} />,
      }}
      extra={{ expertId: t('oto.consult.expertAfterOrg'), orderId: t('oto.consult.orderHint') }}
      toBody={({ orgId: _org, ...values }) => values}
      onDone={onDone}
    />
  );
}

/** 新增 on the toolbar: a new consultation (whatever rows are selected). */
export function ConsultAddDialog({ def, onDone }: ActionDialogProps) {
  return <ConsultFormDialog def={def} onDone={onDone} />;
}

/** 编辑 on a row. */
export function ConsultEditDialog({ def, rows, onDone }: ActionDialogProps) {
  return <ConsultFormDialog def={def} row={rows[0]} onDone={onDone} />;
}
