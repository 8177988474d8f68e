import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost, withQuery } from '../../crud/use-action-post';
import { flowApi } from '../../resources/flow/api';

/**
 * 删除 a running instance (Saber's follow.vue asks for 删除理由): the reason is required and kept in
 * the history; `follow/delete-process-instance?processInstanceId&deleteReason`. A refusal keeps
 * the dialog and the reason typed.
 */
export default function DeleteInstanceDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ deleteReason?: string }>();
  const dialog = useActionDialog(onDone, form);
  const { post, pending } = useActionPost();
  const instance = rows[0];

  const remove = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const url = withQuery(flowApi.deleteInstance, {
      processInstanceId: String(instance.processInstanceId),
      deleteReason: (values.deleteReason ?? '').trim(),
    });
    if (await post(url, undefined, t('flow.follow.deleted'))) dialog.finish();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={t('flow.follow.deleteTitle')}
      width={520}
      okText={t('flow.follow.delete')}
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      maskClosable={false}
      onOk={remove}
    >
      <Alert
        type="warning"
        showIcon
        message={`${String(instance?.name ?? instance?.processDefinitionKey ?? '')} · ${String(instance?.processInstanceId ?? '')}`}
        description={t('flow.follow.deleteHint')}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical">
        <Form.Item
          name="deleteReason"
          label={t('flow.follow.deleteReason')}
          rules={[{ required: true, whitespace: true, message: t('flow.follow.deleteReasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
