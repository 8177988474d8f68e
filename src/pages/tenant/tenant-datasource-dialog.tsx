import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { FieldControl } from '../crud/field-control';
import type { ActionDialogProps, FieldDef } from '../../resources/types';
import { useTenantCall } from './use-tenant-call';

const datasourceField: FieldDef = {
  name: 'datasourceId',
  label: 'tenant.datasourceId',
  type: 'select',
  options: { url: `/${config.services.develop}/datasource/select`, labelKey: 'name', valueKey: 'id' },
};

/** 租户数据源配置: binds the tenant's own database (`datasource?tenantId=<code>&datasourceId=`). */
export default function TenantDatasourceDialog({ def, rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ datasourceId?: string }>();
  const [open, setOpen] = useState(true);
  const [changed, setChanged] = useState(false);
  const { send, pending } = useTenantCall(def);
  const tenant = rows[0];
  // Blade writes an unbound one as null, which null-to-empty may turn into '' or -1.
  const current =
    tenant.datasourceId === null || tenant.datasourceId === '' || tenant.datasourceId === -1
      ? undefined
      : String(tenant.datasourceId);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.datasourceId) return;
    if (!(await send('datasource', { tenantId: String(tenant.tenantId), datasourceId: values.datasourceId }))) return;
    setChanged(true);
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      title={t('tenant.datasourceTitle', { name: tenant.tenantName })}
      width={450}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      confirmLoading={pending}
      onOk={save}
      onCancel={() => setOpen(false)}
      afterClose={() => onDone(changed)}
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
    </Modal>
  );
}
