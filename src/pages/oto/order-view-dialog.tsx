import { useCustom } from '@refinedev/core';
import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import type { ActionDialogProps } from '../../resources/types';
import { CrudRecordView } from '../../crud/crud-record-view';
import { DialogFrame } from '../../crud/dialog-frame';
import { useActionDialog } from '../../crud/use-action-dialog';
import { hasProgramme } from './order-rules';
import './order-pages.css';
import type { ProgrammeStep } from './programme-step-form';
import { ProgrammeTimeline } from './programme-timeline';

/**
 * 查看 of an order: the row's fields (no detail call: the list row is the order) and, for an order
 * that was paid for, its programme (`ord-programme?orderId=`) read-only; 服务方案 edits it.
 */
export default function OrderViewDialog({ def, rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const order = rows[0];
  const dialog = useActionDialog(onDone);
  const planned = hasProgramme(order);
  const { query, result } = useCustom<ProgrammeStep[]>({
    url: otoApi.order.programme,
    method: 'get',
    config: { query: { orderId: String(order.id) } },
    queryOptions: { enabled: planned },
    errorNotification: false,
  });
  const steps = Array.isArray(result.data) ? result.data : [];
  return (
    <DialogFrame dialog={dialog} title={t('crud.viewTitle', { name: t(def.noun) })} width={def.dialogWidth ?? 820}>
      <CrudRecordView def={def} record={order} />
      {planned && (
        <>
          <div className="order-programme-head">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('otoOrder.programme')}
            </Typography.Title>
          </div>
          <Spin spinning={query.isLoading}>
            {steps.length === 0 && !query.isLoading ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('otoOrder.noSteps')} />
            ) : (
              <ProgrammeTimeline steps={steps} />
            )}
          </Spin>
        </>
      )}
    </DialogFrame>
  );
}
