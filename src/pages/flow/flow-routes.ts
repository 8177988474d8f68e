import type { BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDictionary } from '../../crud/use-field-options';

// A process's pages are routes of the console named by its category: the `flow` dictionary's
// remark is the route key (flow_1 → 请假流程 → remark `leave` → /work/process/leave/...), as
// Saber's flowRoute does. Only the leave process has pages here.

/** The route keys the console has pages for. */
const FORMS = new Set(['leave']);

type DictRow = { dictKey: string; remark?: string };

/**
 * The route key of a category (`flow_1` → `leave`) once the dictionary is in: undefined while it
 * loads, null for a category without pages. The same query as the category column's options
 * (`useDictionary`), so it is usually answered from the cache.
 */
function useRouteKey(category: unknown): string | null | undefined {
  const { items, loading } = useDictionary<DictRow>('flow');
  if (loading) return undefined;
  const key = String(category ?? '').replace(/^flow_/, '');
  const remark = items.find((row) => String(row.dictKey) === key)?.remark;
  return remark && FORMS.has(remark) ? remark : null;
}

/**
 * A row action that opens a page of the row's process: once the route key is known it navigates
 * to `page(routeKey, row)`, or says the process has no page; either way the action is over.
 */
export function useOpenFlowPage(
  row: BaseRecord | undefined,
  page: (route: string, row: BaseRecord) => string,
  onDone: (changed: boolean) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const route = useRouteKey(row?.category);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || route === undefined) return;
    done.current = true;
    if (row && route) navigate(page(route, row));
    else message.warning(t('flow.work.noForm'));
    onDone(false);
  }, [route, row, page, navigate, message, t, onDone]);
}
