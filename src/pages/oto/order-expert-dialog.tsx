import { Descriptions, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { useOrderPost } from './use-order-post';
import { useOrgExperts } from './use-org-experts';
import { useOrderPlaceholders } from './use-order-placeholders';

/** 更换专家: one of the approved experts of the order's organization; `change-expert` with `{id, expertId}`. */
export default function OrderExpertDialog({ def, rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { choose } = useOrderPlaceholders();
  const order = rows[0];
  const [open, setOpen] = useState(true);
  const [changed, setChanged] = useState(false);
  const [expertId, setExpertId] = useState<string>();
  const [missing, setMissing] = useState(false);
  const { options, loading } = useOrgExperts(order.orgId);
  // The current expert is no change.
  const choices = options.filter((option) => option.value !== String(order.expertId ?? ''));
  const { post, pending } = useOrderPost(def.api.base);

  const save = async () => {
    if (!expertId) {
      setMissing(true);
      return;
    }
    const name = choices.find((option) => option.value === expertId)?.label ?? '';
    if (
      await post(
        'change-expert',
        { id: order.id, expertId },
        t('otoOrder.expertChanged', { orderNo: order.orderNo, name }),
      )
    ) {
      setChanged(true);
      setOpen(false);
    }
  };

  const empty = !loading && choices.length === 0;
  return (
    <Modal
      open={open}
      title={t('otoOrder.expertTitle')}
      width={480}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: empty }}
      confirmLoading={pending}
      onOk={save}
      onCancel={() => setOpen(false)}
      afterClose={() => onDone(changed)}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('otoOrder.orderNo')}>{String(order.orderNo)}</Descriptions.Item>
        <Descriptions.Item label={t('otoOrder.orgName')}>{String(order.orgName ?? '') || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('otoOrder.currentExpert')}>
          {String(order.expertName ?? '') || t('otoOrder.noExpert')}
        </Descriptions.Item>
      </Descriptions>
      <Form layout="vertical">
        <Form.Item
          label={t('otoOrder.newExpert')}
          required
          validateStatus={(missing && !expertId) || empty ? 'error' : undefined}
          help={empty ? t('otoOrder.noOtherExperts') : missing && !expertId ? t('otoOrder.expertRequired') : undefined}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={loading}
            value={expertId}
            onChange={setExpertId}
            options={choices}
            placeholder={choose('otoOrder.newExpert')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
