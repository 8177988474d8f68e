import { App, Descriptions, Form, Input } from 'antd';
import { NumberInput } from '../../lib/number-input';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { formatMoney } from '../../crud/field-display';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost } from '../../crud/use-action-post';
import { refundableFen, toFen, toYuan } from './order-rules';
import { useOrderPlaceholders } from './use-order-placeholders';

type Values = { refundAmount?: number; refundReason?: string };

/**
 * 退款: part or all of what is left (paid − refunded). The form refuses more than that with the
 * limit in the message, as the server does; the reason is required; a confirm names order and sum.
 * `refund` with `{id, refundAmount, refundReason}`; all of it refunded makes the order 已退款.
 */
export default function OrderRefundDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { enter } = useOrderPlaceholders();
  const { modal } = App.useApp();
  const order = rows[0];
  const [form] = Form.useForm<Values>();
  const dialog = useActionDialog(onDone);
  const { post, pending } = useActionPost();
  const leftFen = refundableFen(order);
  const left = formatMoney(toYuan(leftFen));

  const refund = async ({ refundAmount, refundReason }: Values) => {
    const amount = toYuan(toFen(refundAmount));
    const full = toFen(amount) >= leftFen;
    const success = t(full ? 'otoOrder.refundedFull' : 'otoOrder.refunded', {
      orderNo: order.orderNo,
      amount: formatMoney(amount),
    });
    const body = { id: order.id, refundAmount: amount, refundReason: refundReason?.trim() };
    if (await post(otoApi.order.refund, body, success)) dialog.finish();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('otoOrder.refundConfirm', {
        orderNo: order.orderNo,
        amount: formatMoney(toYuan(toFen(values.refundAmount))),
      }),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: true },
      onOk: () => refund(values),
    });
  };

  return (
    <ActionModal
      dialog={dialog}
      title={t('otoOrder.refundTitle')}
      width={520}
      okText={t('otoOrder.refund')}
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      maskClosable={false}
      onOk={submit}
    >
      <Descriptions column={2} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('otoOrder.orderNo')} span={2}>
          {String(order.orderNo)}
        </Descriptions.Item>
        <Descriptions.Item label={t('otoOrder.paidAmount')}>{formatMoney(order.paidAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('otoOrder.refundedAmount')}>{formatMoney(order.refundedAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('otoOrder.refundable')} span={2}>
          <strong>{left}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="refundAmount"
          label={t('otoOrder.refundAmount')}
          validateFirst
          rules={[
            { required: true, message: t('otoOrder.refundAmountRequired') },
            {
              validator: (_rule, value) => {
                const fen = toFen(value);
                if (fen <= 0) return Promise.reject(new Error(t('otoOrder.refundAmountPositive')));
                if (fen > leftFen) return Promise.reject(new Error(t('otoOrder.refundAmountExceeds', { max: left })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <NumberInput
            prefix="¥"
            precision={2}
            min={0}
            step={100}
            style={{ width: '100%' }}
            placeholder={t('otoOrder.refundAmountHint', { max: left })}
          />
        </Form.Item>
        <Form.Item
          name="refundReason"
          label={t('otoOrder.refundReason')}
          rules={[{ required: true, whitespace: true, message: t('otoOrder.refundReasonRequired') }]}
        >
          <Input.TextArea
            maxLength={255}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={enter('otoOrder.refundReason')}
          />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
