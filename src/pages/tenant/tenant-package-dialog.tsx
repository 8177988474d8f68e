import { useCustom, useDataProvider } from '@refinedev/core';
import { Form, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../resources/system/api';
import tenantPackage from '../../resources/system/tenant-package';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { FieldValue } from '../../crud/field-value';
import { readNow } from '../../crud/read-now';
import { SaveConflictDialog } from '../../crud/save-conflict-dialog';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useSetConflict } from '../../crud/use-set-conflict';
import { useTenantCall } from './use-tenant-call';

type Pack = { id: string; packageName: string; menuId: string };

// The package's menus, shown as the package screen shows them (names in the current language).
const menuField = tenantPackage.fields.find((field) => field.name === 'menuId');

/**
 * 租户产品包配置: the tenant's current package (`package-detail?tenantId=<primary id>`), a choice
 * among `tenant-package/select` with its menus previewed, then `package-setting?tenantId=<code>`.
 * No package means no restriction, so clearing the choice is a choice too. The package is read
 * again before the save: changed since the dialog opened, the user chooses (use-set-conflict.ts).
 */
export default function TenantPackageDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const tenant = rows[0];
  const dialog = useActionDialog(onDone);
  // The user's choice (none yet: null); clearing it is a choice too.
  const [picked, setPicked] = useState<{ id?: string } | null>(null);
  const { send, pending } = useTenantCall();
  const detail = useCustom<Pack>({
    url: systemApi.tenant.packageDetail,
    method: 'get',
    config: { query: { tenantId: String(tenant.id) } },
    errorNotification: false,
    queryOptions: { gcTime: 0 },
  });
  const packs = useCustom<Pack[]>({
    url: systemApi.tenantPackageSelect,
    method: 'get',
    errorNotification: false,
  });
  const current = detail.result.data?.id;
  const packageId = picked ? picked.id : current ? String(current) : undefined;
  const list = useMemo(() => (Array.isArray(packs.result.data) ? packs.result.data : []), [packs.result.data]);
  const chosen = list.find((pack) => pack.id === packageId);
  const save = async () => {
    if (await send(systemApi.tenant.packageSetting, { tenantId: String(tenant.tenantId), packageId: packageId ?? '' }))
      dialog.finish();
  };
  const dataProvider = useDataProvider();
  const loaded = detail.result.data && !detail.query.isFetching ? detail.result.data : undefined;
  const conflict = useSetConflict({
    held: loaded ? { package: loaded.id ? [String(loaded.id)] : [] } : null,
    reread: async () => {
      const now = await readNow<Pack>(dataProvider(), systemApi.tenant.packageDetail, { tenantId: String(tenant.id) });
      return { package: now?.id ? [String(now.id)] : [] };
    },
    label: () => t('tenant.packageId'),
    name: (_kind, id) => list.find((pack) => pack.id === id)?.packageName ?? id,
    save,
    reload: () => {
      setPicked(null);
      void detail.query.refetch();
    },
  });
  return (
    <ActionModal
      dialog={dialog}
      title={t('tenant.packageTitle', { name: tenant.tenantName })}
      width={520}
      confirmLoading={pending || conflict.checking}
      okButtonProps={{ disabled: detail.query.isLoading }}
      onOk={() => void conflict.submit().catch(() => undefined)}
    >
      <SaveConflictDialog {...conflict} />
      <p className="tenant-dialog-hint">{t('tenant.packageHint')}</p>
      <Spin spinning={detail.query.isLoading}>
        <Form layout="vertical">
          <Form.Item label={t('tenant.packageId')} htmlFor="tenant-packageId">
            <Select
              id="tenant-packageId"
              allowClear
              loading={packs.query.isLoading}
              value={packageId}
              onChange={(value?: string) => setPicked({ id: value })}
              options={list.map((pack) => ({ label: pack.packageName, value: pack.id }))}
              placeholder={t('tenant.noPackage')}
            />
          </Form.Item>
          <Form.Item label={t('tenant.menuPreview')}>
            {chosen && menuField ? (
              <FieldValue field={{ ...menuField, display: undefined }} value={chosen.menuId} />
            ) : (
              <span className="value-empty">{t('tenant.noPackage')}</span>
            )}
          </Form.Item>
        </Form>
      </Spin>
    </ActionModal>
  );
}
