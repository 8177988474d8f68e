import { useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { createElement, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { joinPath } from '../providers/endpoints';
import type { CustomAction, ResourceDef } from '../resources/types';
import { ConfirmLines } from './confirm-lines';
import { toolbarActionsOf } from './export-action';
import { namesOf, whichLine } from './selection-names';
import { rowKeyOf } from './use-lazy-tree';

/** An action's own dialog while it is open, with the rows it acts on and the list's query. */
export type OpenActionDialog = {
  action: CustomAction;
  rows: BaseRecord[];
  query: Record<string, string | number>;
} | null;

/**
 * Row and toolbar actions beyond view/edit/delete (`def.rowActions`, `def.toolbarActions`):
 * the granted ones, and `run(action, rows)`, which asks the declared question, then either POSTs
 * `<base>/<endpoint>?<param>=<ids>` (Blade's style: ids as a comma-joined query param) and
 * refreshes the list, or opens the action's own dialog. `granted`: the actions of a list this user
 * holds the buttons of (`useCrudPermissions`), the others hidden.
 */
export function useCustomActions(def: ResourceDef, granted: (actions: CustomAction[]) => CustomAction[]) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const rowActions = useMemo(() => granted(def.rowActions ?? []), [granted, def]);
  // Its own toolbar actions, then 导出 when it declares `export`.
  const toolbarActions = useMemo(() => granted(toolbarActionsOf(def)), [granted, def]);
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
        // Blade reads the ids from the query or the path: no body (a JSON `{}` is not what it binds).
        values: undefined,
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
      const key = action.call?.key ?? rowKeyOf(def);
      modal.confirm({
        title: t('crud.confirmTitle'),
        // A question on a selection says what it acts on; one on the whole list (导出) needs no list.
        content: action.wholeList
          ? t(action.confirm)
          : createElement(ConfirmLines, {
              lines: [t(action.confirm), whichLine(t, rows.length, namesOf(def.fields, rows, key, i18n.language))],
            }),
        okText: t('crud.ok'),
        cancelText: t('crud.cancel'),
        onOk: go,
      });
    },
    [call, message, modal, navigate, t, def, i18n.language],
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
