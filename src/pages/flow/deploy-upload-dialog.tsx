import { InboxOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useCustomMutation } from '@refinedev/core';
import { App, Form, Modal, Progress, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { uploadProgress } from '../crud/use-file-upload';
import { flowApi } from './flow-api';
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
  const [open, setOpen] = useState(true);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [deployed, setDeployed] = useState(false);
  const [missingFiles, setMissingFiles] = useState(false);
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, FormData>();

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
    const done = await mutateAsync({
      url: flowApi.deployUpload,
      method: 'post',
      values: body,
      meta: { request: { onUploadProgress } },
      successNotification: () => ({ message: t('flow.upload.done'), type: 'success' }),
      errorNotification: false,
    }).then(
      () => true,
      () => false,
    );
    setPercent(done ? 100 : null);
    if (done) {
      setDeployed(true);
      setOpen(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('flow.upload.title')}
      width={600}
      okText={t('flow.upload.submit')}
      cancelText={t('crud.cancel')}
      confirmLoading={mutation.isPending}
      maskClosable={false}
      onOk={deploy}
      onCancel={() => setOpen(false)}
      afterClose={() => onDone(deployed)}
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
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('flow.upload.pick')}</p>
            <p className="ant-upload-hint">{t('flow.upload.hint')}</p>
          </Upload.Dragger>
        </Form.Item>
        {percent !== null && <Progress percent={percent} size="small" />}
      </Form>
    </Modal>
  );
}
