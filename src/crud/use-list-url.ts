import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FieldDef } from '../resources/types';
import { navigateAtOnce } from '../shell/app-router';
import { OWN_QUERY_STATE, usePaneRouted } from '../shell/tabs/pane-routed';
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
  /** The side tree's pick, where the list has one. */
  side?: string;
  setSide?: (side: string | undefined) => void;
};

/** The list state the page's URL asks for (read on every render; the table starts from it). */
export function useListUrlState(fields: FieldDef[], defaults: ListDefaults): ListState {
  const { search } = useLocation();
  return useMemo(() => listStateFromUrl(search, fields, defaults), [search, fields, defaults]);
}

/**
 * Keeps a list and its URL together, in the spirit of Refine's `syncWithLocation` but with Blade's
 * own query words (see list-url.ts) and with history: a page turned, a new size, a search or an
 * order is a new history entry, and a new entry under the page (back, forward, a link to the open
 * tab) is shown. F5 and a pasted link start the table from the URL (`useListUrlState`).
 *
 * Only the routed tab writes its URL. Arriving back at a tab at the address it was left at, the
 * table wins: what changed meanwhile (its page moved into range after a delete elsewhere, a click
 * while the router was still on its way) is written then. Arriving at another address (back to an
 * older entry, a link with a search), the URL wins. `onApplied` hears of a state taken from the
 * URL. Answers `moveInPlace`: the next write replaces the entry (a correction the user did not ask
 * for, which back must not land on again).
 */
export function useListUrlSync(
  table: Table,
  fromUrl: ListState,
  defaults: ListDefaults,
  onApplied: (state: ListState) => void,
) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const routed = usePaneRouted();
  const urlQuery = listStateToUrl(fromUrl, defaults);
  const stateQuery = listStateToUrl(table, defaults);
  const { form } = table.searchFormProps;
  // The query the URL and the table last agreed on.
  const synced = useRef<string | null>(null);
  // Queries written that the router has not shown yet (a navigation may render late).
  const written = useRef<string[]>([]);
  // A URL being applied, and the table's query it replaces (until the table has caught up).
  const applying = useRef<{ url: string; from: string } | null>(null);
  const wasRouted = useRef(routed);
  const inPlace = useRef(false);

  // URL → table, at every new entry. On arrival only the search form is filled (the table
  // started from the URL).
  const applyUrl = useEffectEvent(() => {
    if (synced.current === null) {
      synced.current = urlQuery;
      form?.setFieldsValue(fromUrl.values as never);
      return;
    }
    const echo = written.current.indexOf(urlQuery);
    if (echo >= 0) {
      written.current = written.current.slice(echo + 1);
      synced.current = urlQuery;
      return;
    }
    written.current = [];
    const backAsLeft = routed && !wasRouted.current && urlQuery === synced.current;
    if (urlQuery === stateQuery || backAsLeft) return;
    synced.current = urlQuery;
    applying.current = { url: urlQuery, from: stateQuery };
    form?.resetFields();
    form?.setFieldsValue(fromUrl.values as never);
    table.setSorters(fromUrl.sorters);
    table.setFilters(fromUrl.filters, 'replace');
    table.setPageSize(fromUrl.pageSize);
    table.setCurrentPage(fromUrl.currentPage);
    table.setSide?.(fromUrl.side);
    onApplied(fromUrl);
  });
  useEffect(() => applyUrl(), [key]);

  // Table → URL, after the table changed or the tab is routed again.
  const writeUrl = useEffectEvent(() => {
    wasRouted.current = routed;
    if (!routed) return;
    const pending = applying.current;
    if (pending) {
      // The table has not taken the URL yet: nothing to write.
      if (stateQuery === pending.from) return;
      applying.current = null;
    }
    if (stateQuery === (written.current.at(-1) ?? urlQuery)) return;
    const replace = inPlace.current;
    inPlace.current = false;
    written.current.push(stateQuery);
    // Rendered at once, not as a transition: back pressed right after a page turn must find the
    // turn's entry drawn, or the router would show it the entry before as if nothing had moved.
    navigateAtOnce(() => {
      void navigate({ pathname, search: stateQuery ? `?${stateQuery}` : '' }, { replace, state: OWN_QUERY_STATE });
    });
  });
  useEffect(() => writeUrl(), [stateQuery, routed]);

  return useCallback(() => {
    inPlace.current = true;
  }, []);
}
