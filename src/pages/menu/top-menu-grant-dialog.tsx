import { useCustom } from '@refinedev/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../resources/system/api';
import type { ActionDialogProps } from '../../resources/types';
import { freshData, GrantDialog } from '../role/grant-dialog';
import { GrantTree } from '../role/grant-tree';
import { leafKeys, withAncestorKeys, type GrantNode } from '../role/grant-values';

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
  const nodes = menus && held ? (menus.menu ?? []) : undefined;
  const [edited, setEdited] = useState<string[]>();
  const checked = edited ?? (nodes ? leafKeys(held?.menu ?? [], nodes) : []);
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
      onDone={onDone}
    />
  );
}
