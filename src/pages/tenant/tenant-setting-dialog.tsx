import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../crud/action-modal';
import { FieldControl } from '../../crud/field-control';
import { useActionDialog } from '../../crud/use-action-dialog';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps, FieldDef } from '../../resources/types';
import { useTenantCall } from './use-tenant-call';

type Values = { accountNumber?: number | null; expireTime?: string };

const accountField: FieldDef = { name: 'accountNumber', label: 'tenant.accountNumber', type: 'number' };
const expireField: FieldDef = { name: 'expireTime', label: 'tenant.expireTime', type: 'date' };

/**
 * 租户授权配置 (Saber's setting dialog): the account quota and expiry of the selected tenants. One
 * tenant starts from its own values, several from "unlimited" (-1, no expiry), as Saber does.
 */
export default function TenantSettingDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const dialog = useActionDialog(onDone);
  const { send, pending } = useTenantCall();
  const single = rows.length === 1 ? rows[0] : undefined;
  const initial: Values = {
    accountNumber: single ? Number(single.accountNumber ?? -1) : -1,
    expireTime: single ? String(single.expireTime ?? '') : '',
  };
  const save = async () => {
    const values = form.getFieldsValue();
    const accountNumber =
      values.accountNumber === null || values.accountNumber === undefined ? -1 : values.accountNumber;
    const ok = await send(systemApi.tenant.setting, {
      ids: rows.map((row) => String(row.id)).join(','),
      accountNumber: String(accountNumber),
      expireTime: values.expireTime ?? '',
    });
    if (ok) dialog.finish();
  };
  return (
    <ActionModal dialog={dialog} title={t('tenant.settingTitle')} width={450} confirmLoading={pending} onOk={save}>
      <Alert
        type="info"
        showIcon
        message={t('tenant.settingHint', { count: rows.length })}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="accountNumber" label={t('tenant.accountNumber')} extra={t('tenant.accountNumberHint')}>
          <FieldControl field={accountField} id="tenant-setting-accountNumber" />
        </Form.Item>
        <Form.Item name="expireTime" label={t('tenant.expireTime')} extra={t('tenant.expireTimeHint')}>
          <FieldControl field={expireField} id="tenant-setting-expireTime" />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
