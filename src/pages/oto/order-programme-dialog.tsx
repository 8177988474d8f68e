import { useCustom } from '@refinedev/core';
import { Button, Empty, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import type { ActionDialogProps } from '../../resources/types';
import { CrudRecordView } from '../../crud/crud-record-view';
import { DialogFrame } from '../../crud/dialog-frame';
import { useActionDialog } from '../../crud/use-action-dialog';
import './order-pages.css';
import { ProgrammeStepForm, type ProgrammeStep } from './programme-step-form';
import { ProgrammeTimeline } from './programme-timeline';

/**
 * 服务方案: the order's detail and its programme (`ord-programme?orderId=`) as a timeline; a step
 * is added, edited (title, time, content, done) and removed in place, and the timeline reloads.
 */
export default function OrderProgrammeDialog({ def, rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const order = rows[0];
  const dialog = useActionDialog(onDone);
  // The step being edited, `{}` for a new one, null when the form is closed.
  const [editing, setEditing] = useState<Partial<ProgrammeStep> | null>(null);
  const { query, result } = useCustom<ProgrammeStep[]>({
    url: otoApi.order.programme,
    method: 'get',
    config: { query: { orderId: String(order.id) } },
    errorNotification: false,
  });
  const steps = Array.isArray(result.data) ? result.data : [];

  const saved = () => {
    dialog.markChanged();
    setEditing(null);
    void query.refetch();
  };

  return (
    <DialogFrame
      dialog={dialog}
      variant="drawer"
      width={760}
      title={t('otoOrder.programmeTitle', { orderNo: order.orderNo })}
    >
      <CrudRecordView def={def} record={order} />
      <div className="order-programme-head">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('otoOrder.steps')}
        </Typography.Title>
        {!editing && (
          <Button type="primary" size="small" onClick={() => setEditing({})}>
            {t('otoOrder.addStep')}
          </Button>
        )}
      </div>
      {editing && (
        <ProgrammeStepForm
          orderId={String(order.id)}
          step={editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      <Spin spinning={query.isFetching}>
        {steps.length === 0 && !query.isLoading ? (
          <Empty description={t('otoOrder.noSteps')} />
        ) : (
          <ProgrammeTimeline steps={steps} onEdit={(step) => setEditing(step)} onRemoved={saved} />
        )}
      </Spin>
    </DialogFrame>
  );
}
