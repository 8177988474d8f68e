import { InboxOutlined } from '@ant-design/icons';
import { App, Form, Progress, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost } from '../../crud/use-action-post';
import { uploadProgress } from '../../crud/use-file-upload';
import { flowApi } from '../../resources/flow/api';
import { deployFileProblem, DEPLOY_ACCEPT } from './deploy-files';
import { DEPLOY_TARGET_START, DeployTargetFields, deployTargetParams, type DeployTarget } from './deploy-target-fields';

/**
 * 部署 (Saber's flow/deploy.vue): one or more process files with their type and tenants, sent as
 * one multipart `deploy-upload` (files, category=flow_<key>, tenantIds) with its progress. Files
 * that are no process file (or too large) are refused before anything is sent; a refused deploy
 * keeps the dialog, the files and the choices.
 */
export default function DeployUploadDialog({ onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeployTarget>();
  const dialog = useActionDialog(onDone);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [missingFiles, setMissingFiles] = useState(false);
  const { post, pending } = useActionPost();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = deployFileProblem(file);
    if (problem) {
      message.error(t(problem.key, problem.values));
      return Upload.LIST_IGNORE;
    }
    setFiles((now) => [...now, file as unknown as UploadFile]);
    setMissingFiles(false);
    // Kept here and sent with the deploy, not uploaded on its own.
    return false;
  };

  const deploy = async () => {
    const values = await form.validateFields().catch(() => null);
    setMissingFiles(files.length === 0);
    if (!values || files.length === 0) return;
    const body = new FormData();
    for (const file of files) body.append('files', (file.originFileObj ?? file) as unknown as Blob, file.name);
    const { category, tenantIds } = deployTargetParams(values);
    body.append('category', category);
    body.append('tenantIds', tenantIds);
    const onUploadProgress = uploadProgress(setPercent);
    setPercent(0);
    const done = await post(flowApi.deployUpload, body, t('flow.upload.done'), { request: { onUploadProgress } });
    setPercent(done ? 100 : null);
    if (done) dialog.finish();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={t('flow.upload.title')}
      width={600}
      okText={t('flow.upload.submit')}
      confirmLoading={pending}
      maskClosable={false}
      onOk={deploy}
    >
      <Form form={form} layout="vertical" initialValues={DEPLOY_TARGET_START}>
        <DeployTargetFields />
        <Form.Item
          label={t('flow.upload.files')}
          required
          validateStatus={missingFiles ? 'error' : undefined}
          help={missingFiles ? t('flow.upload.filesRequired') : undefined}
        >
          <Upload.Dragger
            multiple
            accept={DEPLOY_ACCEPT}
            fileList={files}
            beforeUpload={beforeUpload}
            onRemove={(file) => setFiles((now) => now.filter((each) => each.uid !== file.uid))}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{t('flow.upload.pick')}</p>
            <p className="ant-upload-hint">{t('flow.upload.hint')}</p>
          </Upload.Dragger>
        </Form.Item>
        {percent !== null && <Progress percent={percent} size="small" />}
      </Form>
    </ActionModal>
  );
}
