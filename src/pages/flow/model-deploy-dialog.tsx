import { type BaseRecord, type HttpError, useCustom, useCustomMutation } from '@refinedev/core';
import { Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../crud/use-field-options';
import type { ActionDialogProps, FieldDef } from '../../resources/types';
import { flowApi } from './flow-api';

type Values = { categoryValue?: string; flowMode?: '1' | '2'; tenantIds?: string[] };
type Tenant = { tenantId: string; tenantName: string };

const categoryField: FieldDef = { name: 'categoryValue', label: 'flow.deploy.categoryValue', type: 'select', options: { dict: 'flow' } };

/**
 * 部署 a model (Saber's 流程部署 dialog): its type from the `flow` dictionary (sent as flow_<key>),
 * general (every tenant) or for chosen tenants; `model/deploy?modelId&category&tenantIds`. A
 * refused deploy keeps the dialog and the choices.
 */
export default function ModelDeployDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const mode = Form.useWatch('flowMode', form);
  const { options: categories, loading } = useFieldOptions(categoryField);
  const tenants = useCustom<Tenant[]>({ url: flowApi.tenantSelect, method: 'get', queryOptions: { enabled: mode === '2' }, errorNotification: false });
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const model = rows[0];

  const deploy = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const query = new URLSearchParams({
      modelId: String(model.id),
      category: `flow_${values.categoryValue}`,
      tenantIds: values.flowMode === '2' ? (values.tenantIds ?? []).join(',') : '',
    });
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
      <Form form={form} layout="vertical" initialValues={{ flowMode: '1' }}>
        <Form.Item name="categoryValue" label={t('flow.deploy.categoryValue')} rules={[{ required: true, message: t('flow.deploy.categoryRequired') }]}>
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
      </Form>
    </Modal>
  );
}
