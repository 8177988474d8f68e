import { Descriptions, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost } from '../../crud/use-action-post';
import { useOrgExperts } from './use-org-experts';
import { useOrderPlaceholders } from './use-order-placeholders';

/** 更换专家: one of the approved experts of the order's organization; `change-expert` with `{id, expertId}`. */
export default function OrderExpertDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { choose } = useOrderPlaceholders();
  const order = rows[0];
  const dialog = useActionDialog(onDone);
  const [expertId, setExpertId] = useState<string>();
  const [missing, setMissing] = useState(false);
  const { options, loading } = useOrgExperts(order.orgId);
  // The current expert is no change.
  const choices = options.filter((option) => option.value !== String(order.expertId ?? ''));
  const { post, pending } = useActionPost();

  const save = async () => {
    if (!expertId) {
      setMissing(true);
      return;
    }
    const name = choices.find((option) => option.value === expertId)?.label ?? '';
    const success = t('otoOrder.expertChanged', { orderNo: order.orderNo, name });
    if (await post(otoApi.order.changeExpert, { id: order.id, expertId }, success)) dialog.finish();
  };

  const empty = !loading && choices.length === 0;
  return (
    <ActionModal
      dialog={dialog}
      title={t('otoOrder.expertTitle')}
      width={480}
      okButtonProps={{ disabled: empty }}
      confirmLoading={pending}
      onOk={save}
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
    </ActionModal>
  );
}
