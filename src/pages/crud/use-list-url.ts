import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FieldDef } from '../../resources/types';
import { usePaneRouted } from '../../shell/tabs/pane-routed';
import { listStateFromUrl, listStateToUrl, type ListDefaults, type ListState } from './list-url';

/** What of Refine's table the URL drives. */
type Table = {
  currentPage: number;
  setCurrentPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  sorters: CrudSort[];
  setSorters: (sorters: CrudSort[]) => void;
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'replace' | 'merge') => void;
  searchFormProps: { form?: FormInstance };
};

/** The list state the page's URL asks for (read on every render; the table starts from it). */
export function useListUrlState(fields: FieldDef[], defaults: ListDefaults): ListState {
  const { search } = useLocation();
  return useMemo(() => listStateFromUrl(search, fields, defaults), [search, fields, defaults]);
}

/**
 * Keeps a list and its URL together, in the spirit of Refine's `syncWithLocation` but with Blade's
 * own query words (see list-url.ts) and with history: a page turned, a new size, a search or an
 * order is a new history entry, and a URL that changes under the page (back, forward, a link to
 * the open tab) is shown. F5 and a pasted link start the table from the URL (`useListUrlState`).
 * Only the routed tab writes its URL; a hidden tab's change (its page moved into range after a
 * delete elsewhere) is written, in place, when it is shown again. `onApplied` hears of a state
 * taken from the URL. Answers `moveInPlace`: the next write replaces the entry (a correction the
 * user did not ask for, which back must not land on again).
 */
export function useListUrlSync(
  table: Table,
  fromUrl: ListState,
  defaults: ListDefaults,
  onApplied: (state: ListState) => void,
) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routed = usePaneRouted();
  const urlQuery = listStateToUrl(fromUrl, defaults);
  const stateQuery = listStateToUrl(table, defaults);
  const { form } = table.searchFormProps;

  // URL → table. On arrival only the search form is filled (the table started from the URL).
  const applied = useRef<string | null>(null);
  const applyUrl = useEffectEvent(() => {
    const first = applied.current === null;
    applied.current = urlQuery;
    if (!first && urlQuery === stateQuery) return;
    form?.resetFields();
    form?.setFieldsValue(fromUrl.values as never);
    if (first) return;
    table.setSorters(fromUrl.sorters);
    table.setFilters(fromUrl.filters, 'replace');
    table.setPageSize(fromUrl.pageSize);
    table.setCurrentPage(fromUrl.currentPage);
    onApplied(fromUrl);
  });
  useEffect(() => applyUrl(), [urlQuery]);

  // Table → URL, after the table changed (its new state, not a URL just applied, decides).
  const inPlace = useRef(false);
  const wasRouted = useRef(routed);
  const writeUrl = useEffectEvent(() => {
    const replace = inPlace.current || !wasRouted.current;
    wasRouted.current = routed;
    if (!routed || stateQuery === urlQuery) return;
    inPlace.current = false;
    navigate({ pathname, search: stateQuery ? `?${stateQuery}` : '' }, { replace });
  });
  useEffect(() => writeUrl(), [stateQuery, routed]);

  return useCallback(() => {
    inPlace.current = true;
  }, []);
}
