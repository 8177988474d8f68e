import { useCustom } from '@refinedev/core';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../../crud/use-field-options';
import type { FieldDef } from '../../resources/types';
import { flowApi } from '../../resources/flow/api';

// Where a deployment goes (Saber's 流程部署 form), the same for a model's 部署 and an upload: its
// type from the `flow` dictionary, general (every tenant) or for chosen tenants.

export type DeployTarget = { categoryValue?: string; flowMode?: '1' | '2'; tenantIds?: string[] };

/** A new deployment is general until the user says otherwise. */
export const DEPLOY_TARGET_START: DeployTarget = { flowMode: '1' };

type Tenant = { tenantId: string; tenantName: string };

const categoryField: FieldDef = {
  name: 'categoryValue',
  label: 'flow.deploy.categoryValue',
  type: 'select',
  options: { dict: 'flow' },
};

/** `category` and `tenantIds` as Blade takes them: flow_<key>, and no tenant for a general process. */
export const deployTargetParams = (values: DeployTarget) => ({
  category: `flow_${values.categoryValue}`,
  tenantIds: values.flowMode === '2' ? (values.tenantIds ?? []).join(',') : '',
});

/** The type, mode and (for a tenant-specific process) tenants, inside the dialog's form. */
export function DeployTargetFields() {
  const { t } = useTranslation();
  const mode = Form.useWatch('flowMode', Form.useFormInstance());
  const { options: categories, loading } = useFieldOptions(categoryField);
  const tenants = useCustom<Tenant[]>({
    url: flowApi.tenantSelect,
    method: 'get',
    queryOptions: { enabled: mode === '2' },
    errorNotification: false,
  });
  return (
    <>
      <Form.Item
        name="categoryValue"
        label={t('flow.deploy.categoryValue')}
        rules={[{ required: true, message: t('flow.deploy.categoryRequired') }]}
      >
        <Select
          options={categories}
          loading={loading}
          placeholder={t('crud.selectPlaceholder', { label: t('flow.deploy.categoryValue') })}
        />
      </Form.Item>
      <Form.Item
        name="flowMode"
        label={t('flow.deploy.flowMode')}
        rules={[{ required: true, message: t('flow.deploy.flowModeRequired') }]}
      >
        <Radio.Group options={(['1', '2'] as const).map((value) => ({ value, label: t(`flow.mode.${value}`) }))} />
      </Form.Item>
      {mode === '2' && (
        <Form.Item
          name="tenantIds"
          label={t('flow.deploy.tenantIds')}
          rules={[{ required: true, message: t('flow.deploy.tenantRequired') }]}
        >
          <Select
            mode="multiple"
            loading={tenants.query.isLoading}
            options={(Array.isArray(tenants.result.data) ? tenants.result.data : []).map((tenant) => ({
              value: tenant.tenantId,
              label: `${tenant.tenantName} (${tenant.tenantId})`,
            }))}
          />
        </Form.Item>
      )}
    </>
  );
}
