import { useCan, useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { joinPath } from '../../providers/endpoints';
import type { CustomAction, ResourceDef } from '../../resources/types';
import { toolbarActionsOf } from './export-action';
import { rowKeyOf } from './use-lazy-tree';

/** An action's own dialog while it is open, with the rows it acts on and the list's query. */
export type OpenActionDialog = {
  action: CustomAction;
  rows: BaseRecord[];
  query: Record<string, string | number>;
} | null;

/** The declared actions this user holds the button of (hidden, not disabled, otherwise). */
function useGranted(def: ResourceDef, actions: CustomAction[]): CustomAction[] {
  // A declaration never changes, so the number of hook calls is fixed for the page.
  const answers = actions.map(
    (action) =>
      useCan({
        resource: def.name,
        action: action.permission,
        params: { resource: { name: def.name, meta: { permission: def.permission } } },
      }).data?.can === true,
  );
  return useMemo(() => actions.filter((_action, i) => answers[i]), [actions, ...answers]);
}

/**
 * Row and toolbar actions beyond view/edit/delete (`def.rowActions`, `def.toolbarActions`):
 * the granted ones, and `run(action, rows)`, which asks the declared question, then either POSTs
 * `<base>/<endpoint>?<param>=<ids>` (Blade's style: ids as a comma-joined query param) and
 * refreshes the list, or opens the action's own dialog.
 */
/** One empty list for every page without actions: a new `[]` per render would rebuild the columns each time. */
const NONE: CustomAction[] = [];

export function useCustomActions(def: ResourceDef) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation();
  const rowActions = useGranted(def, def.rowActions ?? NONE);
  // Its own toolbar actions, then 导出 when it declares `export`.
  const toolbarActions = useGranted(def, toolbarActionsOf(def));
  const [dialog, setDialog] = useState<OpenActionDialog>(null);
  const navigate = useNavigate();

  const refresh = useCallback(
    () => invalidate({ resource: def.name, invalidates: ['list', 'detail'] }),
    [invalidate, def.name],
  );

  const call = useCallback(
    async (action: CustomAction, rows: BaseRecord[]) => {
      if (!action.call) return;
      const { endpoint, key } = action.call;
      const keys = rows.map((row) => encodeURIComponent(String(row[key ?? rowKeyOf(def)])));
      // The ids go where the endpoint names them (`reset/{id}`, `del/{ids}`), else as `?ids=a,b`.
      const url = /\{ids?\}/.test(endpoint)
        ? joinPath(def.api.base, endpoint.replace('{ids}', keys.join(',')).replace('{id}', keys[0]))
        : `${joinPath(def.api.base, endpoint)}${endpoint.includes('?') ? '&' : '?'}${action.call.param ?? 'ids'}=${keys.join(encodeURIComponent(','))}`;
      await mutateAsync({
        url,
        method: 'post',
        values: {},
        successNotification: () => ({ message: t(action.call?.success ?? 'crud.success'), type: 'success' }),
        errorNotification: false,
      }).catch(() => undefined);
      await refresh();
    },
    [def, mutateAsync, refresh, t],
  );

  const run = useCallback(
    (action: CustomAction, rows: BaseRecord[], query: Record<string, string | number> = {}) => {
      if (rows.length === 0 && !action.wholeList) {
        message.warning(t('crud.selectAtLeastOne'));
        return;
      }
      const go = () =>
        action.open
          ? navigate(action.open(rows[0]))
          : action.dialog
            ? setDialog({ action, rows, query })
            : call(action, rows);
      if (!action.confirm) {
        void go();
        return;
      }
      modal.confirm({
        title: t('crud.confirmTitle'),
        content: t(action.confirm),
        okText: t('crud.ok'),
        cancelText: t('crud.cancel'),
        onOk: go,
      });
    },
    [call, message, modal, navigate, t],
  );

  const closeDialog = useCallback(
    (changed: boolean) => {
      setDialog(null);
      if (changed) void refresh();
    },
    [refresh],
  );
  return { rowActions, toolbarActions, run, dialog, closeDialog };
}
