import { InboxOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useCustom, useCustomMutation } from '@refinedev/core';
import { App, Form, Modal, Progress, Radio, Select, Upload, type UploadFile, type UploadProps } from 'antd';
import type { AxiosProgressEvent } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../crud/use-field-options';
import type { ActionDialogProps, FieldDef } from '../../resources/types';
import { flowApi } from './flow-api';
import { deployFileProblem, DEPLOY_ACCEPT } from './deploy-files';

type Values = { category?: string; flowMode?: '1' | '2'; tenantIds?: string[] };
type Tenant = { tenantId: string; tenantName: string };

const categoryField: FieldDef = { name: 'category', label: 'flow.deploy.categoryValue', type: 'select', options: { dict: 'flow' } };

/**
 * 部署 (Saber's flow/deploy.vue): one or more process files with their type and tenants, sent as
 * one multipart `deploy-upload` (files, category=flow_<key>, tenantIds) with its progress. Files
 * that are no process file (or too large) are refused before anything is sent; a refused deploy
 * keeps the dialog, the files and the choices.
 */
export default function DeployUploadDialog({ onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [deployed, setDeployed] = useState(false);
  const [missingFiles, setMissingFiles] = useState(false);
  const mode = Form.useWatch('flowMode', form);
  const { options: categories, loading } = useFieldOptions(categoryField);
  const tenants = useCustom<Tenant[]>({ url: flowApi.tenantSelect, method: 'get', queryOptions: { enabled: mode === '2' }, errorNotification: false });
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
    body.append('category', `flow_${values.category}`);
    body.append('tenantIds', values.flowMode === '2' ? (values.tenantIds ?? []).join(',') : '');
    const onUploadProgress = (event: AxiosProgressEvent) => {
      if (event.total) setPercent(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
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
      <Form form={form} layout="vertical" initialValues={{ flowMode: '1' }}>
        <Form.Item name="category" label={t('flow.deploy.categoryValue')} rules={[{ required: true, message: t('flow.deploy.categoryRequired') }]}>
          <Select options={categories} loading={loading} placeholder={t('crud.selectPlaceholder', { label: t('flow.deploy.categoryValue') })} />
        </Form.Item>
        <Form.Item name="flowMode" label={t('flow.deploy.flowMode')} rules={[{ required: true, message: t('flow.deploy.flowModeRequired') }]}>
          <Radio.Group options={(['1', '2'] as const).map((value) => ({ value, label: t(`flow.mode.${value}`) }))} />
        </Form.Item>
        {mode === '2' && (
          <Form.Item name="tenantIds" label={t('flow.deploy.tenantIds')} rules={[{ required: true, message: t('flow.deploy.tenantRequired') }]}>
            <Select
              mode="multiple"
              loading={tenants.query.isLoading}
              options={(Array.isArray(tenants.result.data) ? tenants.result.data : []).map((tenant) => ({ value: tenant.tenantId, label: `${tenant.tenantName} (${tenant.tenantId})` }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('flow.upload.files')} required validateStatus={missingFiles ? 'error' : undefined} help={missingFiles ? t('flow.upload.filesRequired') : undefined}>
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
