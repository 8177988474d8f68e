import { useCustom } from '@refinedev/core';
import { Alert, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost, withQuery } from '../../crud/use-action-post';
import { userIdsOf } from './user-ids';

type RoleNode = { id: string; title: string; children?: RoleNode[] };
type Node = { key: string; title: string; children?: Node[] };
const toNodes = (roles: RoleNode[]): Node[] =>
  roles.map((role) => ({ key: role.id, title: role.title, children: role.children && toNodes(role.children) }));

/**
 * 角色配置 (Saber's role dialog): the role tree of the selected users' tenant (`role/tree?tenantId=`:
 * the platform lists every tenant's users), checked with the roles of a single selected user; OK
 * sends `user/grant?userIds&roleIds`, replacing the roles of every selected user. Roles belong to
 * one tenant, so users of several tenants are refused with a word, before anything is asked.
 */
export default function GrantRolesDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const dialog = useActionDialog(onDone);
  const tenants = [...new Set(rows.map((row) => String(row.tenantId ?? '')))];
  const mixed = tenants.length > 1;
  const tenantNames = [...new Set(rows.map((row) => String(row.tenantName || row.tenantId || '')))].join(', ');
  const { query, result } = useCustom<RoleNode[]>({
    url: systemApi.roleTree,
    method: 'get',
    config: { query: tenants[0] ? { tenantId: tenants[0] } : undefined },
    queryOptions: { enabled: !mixed },
    errorNotification: false,
  });
  const nodes = useMemo(() => toNodes(Array.isArray(result.data) ? result.data : []), [result.data]);
  const [checked, setChecked] = useState<string[]>(() =>
    rows.length === 1
      ? String(rows[0].roleId ?? '')
          .split(',')
          .filter(Boolean)
      : [],
  );
  const [missing, setMissing] = useState(false);
  const { post, pending } = useActionPost();

  const save = async () => {
    if (mixed) return;
    if (checked.length === 0) {
      setMissing(true);
      return;
    }
    const url = withQuery(systemApi.user.grant, { userIds: userIdsOf(rows), roleIds: checked.join(',') });
    if (await post(url, undefined, t('crud.success'))) dialog.finish();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={t('user.grantTitle')}
      width={420}
      confirmLoading={pending}
      okButtonProps={{ disabled: mixed }}
      onOk={save}
    >
      {mixed ? (
        <Alert type="error" showIcon message={t('user.grantTenantsDiffer', { tenants: tenantNames })} />
      ) : (
        <Alert
          type="info"
          showIcon
          message={t('user.grantHint', { count: rows.length })}
          style={{ marginBottom: 12 }}
        />
      )}
      {missing && checked.length === 0 && (
        <Alert type="error" message={t('user.grantRequired')} style={{ marginBottom: 12 }} />
      )}
      <Spin spinning={!mixed && query.isLoading}>
        <Tree
          checkable
          // A role is granted on its own: checking a parent role does not grant the roles below it.
          checkStrictly
          // Clicking a role's name checks it, as its box does.
          selectable={false}
          defaultExpandAll
          key={nodes.length}
          treeData={nodes}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      </Spin>
    </ActionModal>
  );
}
