import { type BaseRecord, type HttpError, useCustomMutation } from '@refinedev/core';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { useDiscardGuard } from '../crud/use-discard-guard';
import { flowApi } from './flow-api';

/**
 * 删除 a running instance (Saber's follow.vue asks for 删除理由): the reason is required and kept in
 * the history; `follow/delete-process-instance?processInstanceId&deleteReason`. A refusal keeps
 * the dialog and the reason typed.
 */
export default function DeleteInstanceDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ deleteReason?: string }>();
  const [open, setOpen] = useState(true);
  const [deleted, setDeleted] = useState(false);
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const instance = rows[0];
  const close = useDiscardGuard(form, () => setOpen(false));

  const remove = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const query = new URLSearchParams({
      processInstanceId: String(instance.processInstanceId),
      deleteReason: (values.deleteReason ?? '').trim(),
    });
    const done = await mutateAsync({
      url: `${flowApi.deleteInstance}?${query}`,
      method: 'post',
      values: undefined,
      successNotification: () => ({ message: t('flow.follow.deleted'), type: 'success' }),
      errorNotification: false,
    }).then(
      () => true,
      () => false,
    );
    if (done) {
      setDeleted(true);
      setOpen(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('flow.follow.deleteTitle')}
      width={520}
      okText={t('flow.follow.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('crud.cancel')}
      confirmLoading={mutation.isPending}
      maskClosable={false}
      onOk={remove}
      onCancel={close}
      afterClose={() => onDone(deleted)}
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
    </Modal>
  );
}
