import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { Alert, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../crud/action-modal';
import { FieldControl } from '../../crud/field-control';
import { SaveConflictDialog } from '../../crud/save-conflict-dialog';
import { currentRecords } from '../../crud/stored-check';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useSetConflict, type HeldSets } from '../../crud/use-set-conflict';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps, FieldDef } from '../../resources/types';
import { useTenantCall } from './use-tenant-call';

type Values = { accountNumber?: number | null; expireTime?: string };

const accountField: FieldDef = { name: 'accountNumber', label: 'tenant.accountNumber', type: 'number' };
const expireField: FieldDef = { name: 'expireTime', label: 'tenant.expireTime', type: 'date' };
const SETTINGS = ['accountNumber', 'expireTime'] as const;

/** Each tenant's settings as one-value sets (`<id> <setting>`), so a change is named by tenant and setting. */
const settingsOf = (tenants: BaseRecord[]): HeldSets =>
  Object.fromEntries(
    tenants.flatMap((tenant) =>
      SETTINGS.map((name) => [
        `${String(tenant.id)} ${name}`,
        [String(tenant[name] ?? (name === 'accountNumber' ? -1 : ''))],
      ]),
    ),
  );

/**
 * 租户授权配置 (Saber's setting dialog): the account quota and expiry of the selected tenants. One
 * tenant starts from its own values, several from "unlimited" (-1, no expiry), as Saber does. The
 * save replaces every selected tenant's settings: they are read again first, and a change made
 * since the list showed them waits for the user's choice (use-set-conflict.ts).
 */
export default function TenantSettingDialog({ def, rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const dialog = useActionDialog(onDone);
  const { send, pending } = useTenantCall();
  const single = rows.length === 1 ? rows[0] : undefined;
  const initial: Values = {
    accountNumber: single ? Number(single.accountNumber ?? -1) : -1,
    expireTime: single ? String(single.expireTime ?? '') : '',
  };
  const dataProvider = useDataProvider();
  const held = useMemo(() => settingsOf(rows), [rows]);
  const shown = (setting: string, value: string) =>
    setting === 'accountNumber' && Number(value) < 0
      ? t('tenant.unlimited')
      : setting === 'expireTime' && value === ''
        ? t('tenant.unlimited')
        : value;
  const conflict = useSetConflict({
    held,
    reread: async () => settingsOf(await currentRecords(dataProvider(), def, rows)),
    label: (kind) => {
      const [id, setting] = kind.split(' ');
      const tenant = rows.find((row) => String(row.id) === id);
      return `${String(tenant?.tenantName ?? id)} · ${t(`tenant.${setting}`)}`;
    },
    name: (kind, value) => shown(kind.split(' ')[1], value),
    save: () => save(),
    // One tenant's form shows its latest settings; several start from "unlimited" either way.
    reload: (now) => {
      if (single)
        form.setFieldsValue({
          accountNumber: Number(now[`${String(single.id)} accountNumber`]?.[0] ?? -1),
          expireTime: now[`${String(single.id)} expireTime`]?.[0] ?? '',
        });
    },
  });
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
    <ActionModal
      dialog={dialog}
      title={t('tenant.settingTitle')}
      width={450}
      confirmLoading={pending || conflict.checking}
      onOk={() => void conflict.submit().catch(() => undefined)}
    >
      <SaveConflictDialog {...conflict} />
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
