import { useCustom, useDataProvider } from '@refinedev/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readNow } from '../../crud/read-now';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps } from '../../resources/types';
import { freshData, GrantDialog } from '../role/grant-dialog';
import { GrantTree } from '../role/grant-tree';
import { leafKeys, titlesOf, withAncestorKeys, type GrantNode } from '../role/grant-values';

/**
 * 菜单配置: the menus a top menu groups (`menu/grant-top-tree`), pre-checked with its current ones
 * (`menu/top-tree-keys`), saved with `topmenu/grant`.
 */
export default function TopMenuGrantDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const topMenuIds = useMemo(() => rows.map((row) => String(row.id)), [rows]);
  const tree = useCustom<{ menu: GrantNode[] }>({
    url: systemApi.grant.topMenuTree,
    method: 'get',
    errorNotification: false,
  });
  const keys = useCustom<{ menu: string[] }>({
    url: systemApi.grant.topMenuKeys,
    method: 'get',
    config: { query: { topMenuIds: topMenuIds.join(',') } },
    queryOptions: { gcTime: 0 },
    errorNotification: false,
  });
  const [menus, held] = [freshData(tree), freshData(keys)];
  const nodes = useMemo(() => (menus && held ? (menus.menu ?? []) : undefined), [menus, held]);
  const [edited, setEdited] = useState<string[]>();
  const heldLeaves = useMemo(() => (nodes ? leafKeys(held?.menu ?? [], nodes) : null), [nodes, held]);
  const checked = edited ?? heldLeaves ?? [];
  const titles = useMemo(() => titlesOf(nodes ?? []), [nodes]);
  const dataProvider = useDataProvider();
  return (
    <GrantDialog
      title={t('topMenu.settingTitle')}
      names={rows.map((row) => row.name).join('、')}
      trees={
        nodes ? <GrantTree label={t('topMenu.setting')} nodes={nodes} checked={checked} onChange={setEdited} /> : null
      }
      grant={() =>
        nodes
          ? { url: systemApi.grant.topMenu, values: { topMenuIds, menuIds: withAncestorKeys(checked, nodes) } }
          : null
      }
      sets={{
        held: heldLeaves && { menu: heldLeaves },
        reread: async () => {
          const data = await readNow<{ menu: string[] }>(dataProvider(), systemApi.grant.topMenuKeys, {
            topMenuIds: topMenuIds.join(','),
          });
          return { menu: leafKeys(data.menu ?? [], nodes ?? []) };
        },
        label: () => t('topMenu.setting'),
        name: (_kind, key) => titles.get(key) ?? key,
        reload: () => {
          setEdited(undefined);
          void keys.query.refetch();
        },
      }}
      onDone={onDone}
    />
  );
}
