import { useTable } from '@refinedev/antd';
import { useDataProvider, type BaseRecord, type CrudFilter, type HttpError } from '@refinedev/core';
import type { EarlyLists } from '../providers/data-provider';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResourceDef } from '../resources/types';
import { listDefaultsOf, listParamsOf, searchFieldsOf, sideQueryOf, type ListState } from './list-url';
import { toFilters, type SearchValues } from './search-filters';
import { lazyTreeOf } from './use-lazy-tree';
import { useListUrlState, useListUrlSync } from './use-list-url';

const searches = (filters: CrudFilter[]) =>
  filters.some((filter) => 'value' in filter && filter.value !== undefined && filter.value !== '');

/**
 * The list behind a page: Refine's antd `useTable` (paging, sorting, the search form's props)
 * with its state in the URL (use-list-url.ts: F5, back/forward and a pasted link show the same
 * rows) and the page kept in range. Deleting the last rows of the last page leaves the server
 * answering an empty page with the old page number; the list then moves to the last page that
 * has rows. A tree table lists at once what the server answers (a lazy tree's level, or a whole
 * tree), unpaged. `side`: the node picked in a tree beside the table (ResourceDef.sideTree), sent
 * with every list call and kept in the URL with the rest; `pickSide` lists it from its first page.
 */
export function useCrudList(def: ResourceDef) {
  const searchFields = useMemo(() => searchFieldsOf(def), [def]);
  const defaults = useMemo(() => listDefaultsOf(def), [def]);
  const tree = lazyTreeOf(def);
  const fromUrl = useListUrlState(searchFields, defaults);
  const [side, setSide] = useState(fromUrl.side);
  const sideQuery = useMemo(() => sideQueryOf(def, side), [def, side]);
  // A lazy tree table lists the top level until a search asks for matching nodes at any depth.
  const [searching, setSearching] = useState(() => searches(fromUrl.filters));
  const dataProvider = useDataProvider();
  // F5 on a list: its first page was asked for beside the frame's code and may be in already; it
  // is then the first render's rows (one render, not a loading state and a second render).
  // The same request as the one asked ahead of it (listParamsOf, as app-routes.tsx warms it).
  const [early] = useState(() =>
    def.tree ? undefined : (dataProvider() as Partial<EarlyLists>).earlyList?.(listParamsOf(def, fromUrl)),
  );
  // For the first page's query only: react-query gives `initialData` to every query the table makes
  // (a search, another page), which would show the first page's rows as their answer.
  const seed = useRef(early);
  const list = useTable<BaseRecord, HttpError, SearchValues>({
    resource: def.name,
    // The table starts where its URL says (F5, a pasted link); later URL changes are applied below.
    pagination: def.tree ? { mode: 'off' } : { currentPage: fromUrl.currentPage, pageSize: fromUrl.pageSize },
    filters: { defaultBehavior: 'replace', initial: fromUrl.filters },
    // A declared order goes out with the first call and marks its column (ResourceDef.sort).
    sorters: { initial: fromUrl.sorters },
    syncWithLocation: false,
    errorNotification: false,
    queryOptions: early
      ? {
          initialData: () => {
            const first = seed.current;
            seed.current = undefined;
            return first;
          },
        }
      : undefined,
    // A side tree's pick (`deptId`) goes with every list call, searched or not.
    meta:
      tree && !searching
        ? { query: { [tree.parentField]: tree.root, ...sideQuery } }
        : sideQuery
          ? { query: sideQuery }
          : undefined,
    onSearch: (values) => {
      const filters = toFilters(searchFields, values);
      setSearching(searches(filters));
      return filters;
    },
  });
  const onApplied = useCallback((state: ListState) => setSearching(searches(state.filters)), []);
  const moveInPlace = useListUrlSync({ ...list, side, setSide }, fromUrl, defaults, onApplied);
  const { tableQuery, currentPage, setCurrentPage, pageSize, result } = list;
  const total = result.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const settled = tableQuery.isSuccess && !tableQuery.isFetching;
  const paged = !def.tree;
  useEffect(() => {
    if (paged && settled && currentPage > lastPage) {
      moveInPlace();
      setCurrentPage(lastPage);
    }
  }, [paged, settled, currentPage, lastPage, setCurrentPage, moveInPlace]);
  const pickSide = useCallback(
    (next: string | undefined) => {
      setSide(next);
      setCurrentPage(1);
    },
    [setCurrentPage],
  );
  return { ...list, total, searchFields, side, sideQuery, pickSide };
}
