import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost, withQuery } from '../../crud/use-action-post';
import { flowApi } from '../../resources/flow/api';
import { DEPLOY_TARGET_START, DeployTargetFields, deployTargetParams, type DeployTarget } from './deploy-target-fields';

/**
 * 部署 a model (Saber's 流程部署 dialog): its type from the `flow` dictionary (sent as flow_<key>),
 * general (every tenant) or for chosen tenants; `model/deploy?modelId&category&tenantIds`. A
 * refused deploy keeps the dialog and the choices.
 */
export default function ModelDeployDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeployTarget>();
  const dialog = useActionDialog(onDone);
  const { post, pending } = useActionPost();
  const model = rows[0];

  const deploy = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const url = withQuery(flowApi.modelDeploy, { modelId: String(model.id), ...deployTargetParams(values) });
    // The models list does not change with a deployment: nothing to refresh.
    if (await post(url, undefined, t('flow.deploy.done'))) dialog.close();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={`${t('flow.deploy.title')} · ${String(model?.name ?? '')}`}
      width={520}
      okText={t('flow.model.deploy')}
      confirmLoading={pending}
      maskClosable={false}
      onOk={deploy}
    >
      <Form form={form} layout="vertical" initialValues={DEPLOY_TARGET_START}>
        <DeployTargetFields />
      </Form>
    </ActionModal>
  );
}
