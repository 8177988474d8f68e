import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../crud/action-modal';
import { FieldControl } from '../../crud/field-control';
import { useActionDialog } from '../../crud/use-action-dialog';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps, FieldDef } from '../../resources/types';
import { useTenantCall } from './use-tenant-call';

const datasourceField: FieldDef = {
  name: 'datasourceId',
  label: 'tenant.datasourceId',
  type: 'select',
  options: { url: systemApi.datasourceSelect, labelKey: 'name', valueKey: 'id' },
};

/** 租户数据源配置: binds the tenant's own database (`datasource?tenantId=<code>&datasourceId=`). */
export default function TenantDatasourceDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ datasourceId?: string }>();
  const dialog = useActionDialog(onDone);
  const { send, pending } = useTenantCall();
  const tenant = rows[0];
  // Blade writes an unbound one as null, which null-to-empty may turn into '' or -1.
  const current =
    tenant.datasourceId === null || tenant.datasourceId === '' || tenant.datasourceId === -1
      ? undefined
      : String(tenant.datasourceId);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.datasourceId) return;
    if (
      await send(systemApi.tenant.datasource, { tenantId: String(tenant.tenantId), datasourceId: values.datasourceId })
    )
      dialog.finish();
  };
  return (
    <ActionModal
      dialog={dialog}
      title={t('tenant.datasourceTitle', { name: tenant.tenantName })}
      width={450}
      confirmLoading={pending}
      onOk={save}
    >
      <p className="tenant-dialog-hint">{t('tenant.datasourceHint')}</p>
      <Form form={form} layout="vertical" initialValues={{ datasourceId: current }}>
        <Form.Item
          name="datasourceId"
          label={t('tenant.datasourceId')}
          rules={[{ required: true, message: t('tenant.datasourceRequired') }]}
        >
          <FieldControl field={datasourceField} id="tenant-datasourceId" />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
