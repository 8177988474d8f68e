import { type BaseRecord, type HttpError, useCustomMutation } from '@refinedev/core';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { flowApi } from './flow-api';
import { DEPLOY_TARGET_START, DeployTargetFields, deployTargetParams, type DeployTarget } from './deploy-target-fields';

/**
 * 部署 a model (Saber's 流程部署 dialog): its type from the `flow` dictionary (sent as flow_<key>),
 * general (every tenant) or for chosen tenants; `model/deploy?modelId&category&tenantIds`. A
 * refused deploy keeps the dialog and the choices.
 */
export default function ModelDeployDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeployTarget>();
  const [open, setOpen] = useState(true);
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const model = rows[0];

  const deploy = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const query = new URLSearchParams({ modelId: String(model.id), ...deployTargetParams(values) });
    const done = await mutateAsync({
      url: `${flowApi.modelDeploy}?${query}`,
      method: 'post',
      values: undefined,
      successNotification: () => ({ message: t('flow.deploy.done'), type: 'success' }),
      errorNotification: false,
    }).then(
      () => true,
      () => false,
    );
    if (done) setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={`${t('flow.deploy.title')} · ${String(model?.name ?? '')}`}
      width={520}
      okText={t('flow.model.deploy')}
      cancelText={t('crud.cancel')}
      confirmLoading={mutation.isPending}
      maskClosable={false}
      onOk={deploy}
      onCancel={() => setOpen(false)}
      afterClose={() => onDone(false)}
    >
      <Form form={form} layout="vertical" initialValues={DEPLOY_TARGET_START}>
        <DeployTargetFields />
      </Form>
    </Modal>
  );
}
