import { useCustom, useDataProvider } from '@refinedev/core';
import { Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readNow } from '../../crud/read-now';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps } from '../../resources/types';
import { freshData, GrantDialog } from './grant-dialog';
import { GrantTree } from './grant-tree';
import { checkedLeaves, leafKeys, titlesOf, withAncestorKeys, type GrantNode } from './grant-values';
import { useGrantTrees, type GrantKind } from './use-grant-trees';

type Keys = Record<GrantKind, string[]>;

const KINDS: readonly (readonly [GrantKind, string])[] = [
  ['menu', 'role.menuTab'],
  ['dataScope', 'role.dataScopeTab'],
  ['apiScope', 'role.apiScopeTab'],
];

/**
 * 权限设置: the menus, data scopes and API scopes (`menu/grant-tree`) of the roles, pre-checked
 * with what they hold (`menu/role-tree-keys`), saved with `role/grant`. A tab's tree is drawn
 * when the tab is first shown, and only its rows in view; the role list has fetched the trees
 * already, so only the roles' keys are asked for at the opening.
 */
export default function RoleGrantDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const roleIds = useMemo(() => rows.map((row) => String(row.id)), [rows]);
  const trees = useGrantTrees();
  const keys = useCustom<Keys>({
    url: systemApi.grant.roleKeys,
    method: 'get',
    config: { query: { roleIds: roleIds.join(',') } },
    queryOptions: { gcTime: 0 },
    errorNotification: false,
  });
  const treeData = freshData(trees);
  const keyData = freshData(keys);
  // What the roles hold, as the leaves the trees check: worked out once per answer, not per render.
  const leavesOf = useCallback(
    (stored: Partial<Keys>, trees: Partial<Record<GrantKind, GrantNode[]>>) =>
      Object.fromEntries(KINDS.map(([kind]) => [kind, leafKeys(stored[kind] ?? [], trees[kind] ?? [])])) as Keys,
    [],
  );
  const held = useMemo(() => (treeData && keyData ? leavesOf(keyData, treeData) : null), [treeData, keyData, leavesOf]);
  const dataProvider = useDataProvider();
  const titles = useMemo(
    () =>
      Object.fromEntries(KINDS.map(([kind]) => [kind, titlesOf(treeData?.[kind] ?? [])])) as Record<
        GrantKind,
        Map<string, string>
      >,
    [treeData],
  );
  const [edited, setEdited] = useState<Partial<Keys>>({});
  // One stable handler per tree, so checking in one tree does not draw the others again.
  const onChange = useMemo(
    () =>
      Object.fromEntries(
        KINDS.map(([kind]) => [kind, (next: string[]) => setEdited((last) => ({ ...last, [kind]: next }))]),
      ) as Record<GrantKind, (next: string[]) => void>,
    [],
  );
  const checked = (kind: GrantKind): string[] => edited[kind] ?? held?.[kind] ?? [];
  return (
    <GrantDialog
      title={t('role.grantTitle')}
      names={rows.map((row) => row.roleName).join('、')}
      trees={
        treeData && held ? (
          <Tabs
            items={KINDS.map(([kind, label]) => ({
              key: kind,
              label: t(label),
              children: (
                <GrantTree
                  label={t(label)}
                  nodes={treeData[kind] ?? []}
                  checked={checked(kind)}
                  onChange={onChange[kind]}
                />
              ),
            }))}
          />
        ) : null
      }
      grant={() =>
        treeData && held
          ? {
              url: systemApi.grant.role,
              values: {
                roleIds,
                menuIds: withAncestorKeys(checked('menu'), treeData.menu ?? []),
                dataScopeIds: checkedLeaves(checked('dataScope'), treeData.dataScope ?? []),
                apiScopeIds: checkedLeaves(checked('apiScope'), treeData.apiScope ?? []),
              },
            }
          : null
      }
      sets={{
        held,
        reread: async () => {
          const data = await readNow<Keys>(dataProvider(), systemApi.grant.roleKeys, { roleIds: roleIds.join(',') });
          return leavesOf(data, treeData ?? {});
        },
        label: (kind) => t(KINDS.find(([each]) => each === kind)?.[1] ?? kind),
        name: (kind, key) => titles[kind as GrantKind]?.get(key) ?? key,
        reload: () => {
          setEdited({});
          void keys.query.refetch();
        },
      }}
      onDone={onDone}
    />
  );
}
