import { useTranslation } from 'react-i18next';
import { ExpertSelect } from './expert-select';
import { OrderSelect } from './order-select';
import { OrgSelect } from './org-select';
import { addAndEdit, OtoFormDialog, saveOrUpdate, type OtoFormProps } from './oto-form-dialog';

// 咨询记录's add and edit: the organization first, then one of its approved experts, and the order
// the consultation is about (optional: that expert's or that student's, sent as orderId). The
// record's organization is its expert's (the server sets it), so orgId only narrows the choice and
// is not sent. One call (save-and-update) adds without an id and updates with one.

function ConsultFormDialog({ def, row, onDone }: OtoFormProps) {
  const { t } = useTranslation();
  const current = row?.expertId ? { id: String(row.expertId), name: String(row.expertName ?? '') } : undefined;
  const order = row?.orderId ? { id: String(row.orderId), orderNo: String(row.orderNo ?? row.orderId) } : undefined;
  return (
    <OtoFormDialog
      def={def}
      row={row}
      saves={[saveOrUpdate(def, row, 'consultation')]}
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

export const { AddDialog: ConsultAddDialog, EditDialog: ConsultEditDialog } = addAndEdit(ConsultFormDialog);
