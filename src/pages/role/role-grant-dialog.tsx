import { useCustom, useCustomMutation } from '@refinedev/core';
import { Modal, Spin, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import type { ActionDialogProps } from '../../resources/types';
import { GrantTree } from './grant-tree';
import { checkedLeaves, leafKeys, withAncestorKeys, type GrantNode } from './grant-values';

type Kind = 'menu' | 'dataScope' | 'apiScope';
type Trees = Record<Kind, GrantNode[]>;
type Keys = Record<Kind, string[]>;

const KINDS: readonly (readonly [Kind, string])[] = [
  ['menu', 'role.menuTab'],
  ['dataScope', 'role.dataScopeTab'],
  ['apiScope', 'role.apiScopeTab'],
];
const base = `/${config.services.management}`;

/**
 * 权限设置: the menus, data scopes and API scopes (`menu/grant-tree`) of the roles, pre-checked
 * with what they hold (`menu/role-tree-keys`), saved with `role/grant`. A tab's tree is drawn
 * when the tab is first shown.
 */
export default function RoleGrantDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const roleIds = useMemo(() => rows.map((row) => String(row.id)), [rows]);
  const trees = useCustom<Trees>({ url: `${base}/menu/grant-tree`, method: 'get', errorNotification: false });
  const keys = useCustom<Keys>({ url: `${base}/menu/role-tree-keys`, method: 'get', config: { query: { roleIds: roleIds.join(',') } }, queryOptions: { gcTime: 0 }, errorNotification: false });
  const loaded = trees.result.data && keys.result.data && !trees.query.isFetching && !keys.query.isFetching ? { trees: trees.result.data, keys: keys.result.data } : null;
  const [edited, setEdited] = useState<Partial<Keys>>({});
  const checked = (kind: Kind): string[] => edited[kind] ?? (loaded ? leafKeys(loaded.keys[kind] ?? [], loaded.trees[kind] ?? []) : []);
  const { mutateAsync, mutation } = useCustomMutation();

  const save = async () => {
    if (!loaded) return;
    const { trees: all } = loaded;
    await mutateAsync({
      url: `${base}/role/grant`,
      method: 'post',
      values: {
        roleIds,
        menuIds: withAncestorKeys(checked('menu'), all.menu ?? []),
        dataScopeIds: checkedLeaves(checked('dataScope'), all.dataScope ?? []),
        apiScopeIds: checkedLeaves(checked('apiScope'), all.apiScope ?? []),
      },
      successNotification: () => ({ message: t('crud.success'), type: 'success' }),
      errorNotification: false,
    })
      .then(() => onDone(true))
      .catch(() => undefined);
  };

  return (
    <Modal
      open
      title={t('role.grantTitle')}
      width={480}
      maskClosable={false}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: !loaded }}
      confirmLoading={mutation.isPending}
      onOk={save}
      onCancel={() => onDone(false)}
    >
      <Typography.Text type="secondary">{t('role.grantFor', { names: rows.map((row) => row.roleName).join('、') })}</Typography.Text>
      {loaded ? (
        <Tabs
          items={KINDS.map(([kind, label]) => ({
            key: kind,
            label: t(label),
            children: <GrantTree label={t(label)} nodes={loaded.trees[kind] ?? []} checked={checked(kind)} onChange={(next) => setEdited((last) => ({ ...last, [kind]: next }))} />,
          }))}
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}
