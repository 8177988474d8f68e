import { CaretDownOutlined } from '@ant-design/icons';
import { useCustom, useDataProvider, useOne, type BaseRecord } from '@refinedev/core';
import { Alert, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost, withQuery } from '../../crud/use-action-post';
import { SaveConflictDialog } from '../../crud/save-conflict-dialog';
import { currentRecords } from '../../crud/stored-check';
import { useSetConflict, type HeldSets } from '../../crud/use-set-conflict';
import { titlesOf } from '../role/grant-values';
import { userIdsOf } from './user-ids';

type RoleNode = { id: string; title: string; children?: RoleNode[] };
type Node = { key: string; title: string; children?: Node[] };
const toNodes = (roles: RoleNode[]): Node[] =>
  roles.map((role) => ({ key: role.id, title: role.title, children: role.children && toNodes(role.children) }));
const rolesOf = (user: BaseRecord): string[] =>
  String(user.roleId ?? '')
    .split(',')
    .filter(Boolean);
/** The users' roles by user id. */
const heldBy = (users: BaseRecord[]): HeldSets =>
  Object.fromEntries(users.map((user) => [String(user.id), rolesOf(user)]));

/**
 * 角色配置 (Saber's role dialog): the role tree of the selected users' tenant (`role/tree?tenantId=`:
 * the platform lists every tenant's users), checked with the roles of a single selected user; OK
 * sends `user/grant?userIds&roleIds`, replacing the roles of every selected user. Roles belong to
 * one tenant, so users of several tenants are refused with a word, before anything is asked. One
 * user's roles are read when it opens (the list's row may be older), and every selected user's
 * again before the write: changed meanwhile, the user chooses (use-set-conflict.ts).
 */
export default function GrantRolesDialog({ def, rows, onDone }: ActionDialogProps) {
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
  const titles = useMemo(() => titlesOf(Array.isArray(result.data) ? result.data : []), [result.data]);
  const single = rows.length === 1 ? rows[0] : undefined;
  const fresh = useOne({
    resource: def.name,
    id: single?.id as string,
    meta: { api: def.api },
    queryOptions: { enabled: !!single && !mixed, gcTime: 0 },
    errorNotification: false,
  });
  const freshUser = fresh.result && !fresh.query.isFetching ? fresh.result : undefined;
  // Several users start from none checked (the save replaces each one's roles), one from its own.
  const held = useMemo(
    () => (single ? freshUser && heldBy([freshUser]) : heldBy(rows)) ?? null,
    [single, freshUser, rows],
  );
  const [edited, setEdited] = useState<string[]>();
  const checked = edited ?? (single && held ? [...(held[String(single.id)] ?? [])] : []);
  const [missing, setMissing] = useState(false);
  const { post, pending } = useActionPost();
  const dataProvider = useDataProvider();
  const nameOf = (id: string) => {
    const row = rows.find((each) => String(each.id) === id);
    return String(row?.realName || row?.account || id);
  };

  const grant = async () => {
    const url = withQuery(systemApi.user.grant, { userIds: userIdsOf(rows), roleIds: checked.join(',') });
    if (await post(url, undefined, t('crud.success'))) dialog.finish();
  };
  const conflict = useSetConflict({
    held,
    reread: async () => heldBy(await currentRecords(dataProvider(), def, rows)),
    label: nameOf,
    name: (_user, role) => titles.get(role) ?? role,
    save: grant,
    // One user's checks show the latest roles; several users' checks are the choice for all of them.
    reload: () => {
      if (!single) return;
      setEdited(undefined);
      void fresh.query.refetch();
    },
  });

  const save = async () => {
    if (mixed) return;
    if (checked.length === 0) {
      setMissing(true);
      return;
    }
    await conflict.submit().catch(() => undefined);
  };

  return (
    <ActionModal
      dialog={dialog}
      title={t('user.grantTitle')}
      width={420}
      confirmLoading={pending || conflict.checking}
      okButtonProps={{ disabled: mixed || (!!single && !held) }}
      onOk={save}
    >
      <SaveConflictDialog {...conflict} />
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
      <Spin spinning={!mixed && (query.isLoading || (!!single && !held))}>
        <Tree
          // antd's arrow is named "caret-down"; the tree item says whether it is open.
          switcherIcon={<CaretDownOutlined aria-hidden />}
          checkable
          // A role is granted on its own: checking a parent role does not grant the roles below it.
          checkStrictly
          // Clicking a role's name checks it, as its box does.
          selectable={false}
          defaultExpandAll
          key={nodes.length}
          treeData={nodes}
          checkedKeys={checked}
          onCheck={(keys) => setEdited((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      </Spin>
    </ActionModal>
  );
}
