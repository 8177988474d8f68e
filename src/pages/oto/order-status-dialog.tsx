import { Descriptions, Form, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { formatMoney } from '../../crud/field-display';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost } from '../../crud/use-action-post';
import { nextStatuses, ORDER_STATUS } from './order-rules';
import { useStatusWords } from './use-status-words';

/**
 * 变更状态: only the moves the server allows from the order's state (0→1 paid, 0→5 cancelled,
 * 1→2, 2→3), named in words; `change-ord-status` with `{id, orderStatus}`.
 */
export default function OrderStatusDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const order = rows[0];
  const dialog = useActionDialog(onDone);
  const choices = nextStatuses(order);
  const [next, setNext] = useState<string | undefined>(choices.length === 1 ? choices[0] : undefined);
  const [missing, setMissing] = useState(false);
  const { word, tag } = useStatusWords();
  const { post, pending } = useActionPost();

  const save = async () => {
    if (!next) {
      setMissing(true);
      return;
    }
    const success = t('otoOrder.statusChanged', { orderNo: order.orderNo, status: word(next) });
    if (await post(otoApi.order.changeStatus, { id: order.id, orderStatus: next }, success)) dialog.finish();
  };

  return (
    <ActionModal dialog={dialog} title={t('otoOrder.statusTitle')} width={480} confirmLoading={pending} onOk={save}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('otoOrder.orderNo')}>{String(order.orderNo)}</Descriptions.Item>
        <Descriptions.Item label={t('otoOrder.currentStatus')}>{tag(order.orderStatus)}</Descriptions.Item>
      </Descriptions>
      <Form layout="vertical">
        <Form.Item
          label={t('otoOrder.nextStatus')}
          required
          validateStatus={missing && !next ? 'error' : undefined}
          help={
            missing && !next
              ? t('otoOrder.nextStatusRequired')
              : next === ORDER_STATUS.paid
                ? t('otoOrder.paidHint', { amount: formatMoney(order.amount) })
                : undefined
          }
        >
          <Radio.Group
            value={next}
            onChange={(e) => setNext(e.target.value as string)}
            options={choices.map((value) => ({ value, label: word(value) }))}
          />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
