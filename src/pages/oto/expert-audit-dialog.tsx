import { Descriptions, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT } from '../../resources/oto/expert-fields';
import { otoApi } from '../../resources/oto/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { inSentence } from '../../crud/field-placeholder';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost } from '../../crud/use-action-post';

type Values = { auditStatus: string; auditReason?: string };

/**
 * 审核 of a pending expert: approve, or reject with a reason the organization will read
 * (`audit-org-expert` with `{id, auditStatus: '2' | '3', auditReason}`). The reason is asked for
 * only when rejecting, with the server's own message when it is left empty.
 */
export default function ExpertAuditDialog({ rows, onDone }: ActionDialogProps) {
  const { t, i18n } = useTranslation();
  const expert = rows[0];
  const [form] = Form.useForm<Values>();
  const dialog = useActionDialog(onDone);
  const result = Form.useWatch('auditStatus', form) ?? AUDIT.approved;
  const rejecting = result === AUDIT.rejected;
  const { post, pending } = useActionPost();
  const name = String(expert.expertName ?? '');

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const approve = values.auditStatus === AUDIT.approved;
    const body = {
      id: expert.id,
      auditStatus: values.auditStatus,
      auditReason: approve ? '' : (values.auditReason ?? '').trim(),
    };
    const success = t(approve ? 'oto.expert.approved' : 'oto.expert.rejected', { name });
    if (await post(otoApi.expert.audit, body, success)) dialog.finish();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={t('oto.expert.auditTitle')}
      width={560}
      okButtonProps={{ danger: rejecting }}
      confirmLoading={pending}
      maskClosable={false}
      onOk={submit}
    >
      <Descriptions column={2} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('oto.expert.expertName')}>{name}</Descriptions.Item>
        <Descriptions.Item label={t('oto.common.org')}>{String(expert.orgName ?? '')}</Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" initialValues={{ auditStatus: AUDIT.approved }}>
        <Form.Item name="auditStatus" label={t('oto.expert.auditResult')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: AUDIT.approved, label: t('oto.expert.approve') },
              { value: AUDIT.rejected, label: t('oto.expert.reject') },
            ]}
          />
        </Form.Item>
        {rejecting && (
          <Form.Item
            name="auditReason"
            label={t('oto.expert.rejectReason')}
            extra={t('oto.expert.rejectReasonHint')}
            rules={[{ required: true, whitespace: true, message: t('oto.expert.rejectReasonRequired') }]}
          >
            <Input.TextArea
              autoFocus
              maxLength={255}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder={t('crud.placeholder', { label: inSentence(t('oto.expert.rejectReason'), i18n.language) })}
            />
          </Form.Item>
        )}
      </Form>
    </ActionModal>
  );
}
