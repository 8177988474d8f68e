import { useTable } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { config } from '../../config';
import type { ResourceDef } from '../../resources/types';
import { searchFromUrl, toFilters, type SearchValues } from './search-filters';
import { lazyTreeOf } from './use-lazy-tree';

/**
 * The list behind a page: Refine's antd `useTable` (paging, sorting, the search form's props)
 * with the page kept in range. Deleting the last rows of the last page leaves the server answering
 * an empty page with the old page number; the list then moves to the last page that has rows.
 * A tree table lists at once what the server answers (a lazy tree's level, or a whole tree), unpaged.
 * `sideQuery`: the filter of a tree beside the table, sent with every list call.
 */
export function useCrudList(def: ResourceDef, sideQuery?: Record<string, string>) {
  const searchFields = useMemo(() => def.fields.filter((field) => field.search), [def]);
  const tree = lazyTreeOf(def);
  // A lazy tree table lists the top level until a search asks for matching nodes at any depth.
  const [searching, setSearching] = useState(false);
  // A link to the list with a search in its URL (the home page's figures) opens it searched.
  const { search } = useLocation();
  const fromUrl = useMemo(() => searchFromUrl(searchFields, search), [searchFields, search]);
  const list = useTable<BaseRecord, HttpError, SearchValues>({
    resource: def.name,
    pagination: def.tree ? { mode: 'off' } : { pageSize: config.pageSize },
    filters: { defaultBehavior: 'replace', initial: fromUrl?.filters },
    // A declared order goes out with the first call and marks its column (ResourceDef.sort).
    sorters: def.sort ? { initial: [def.sort] } : undefined,
    syncWithLocation: false,
    errorNotification: false,
    // A side tree's pick (`deptId`) goes with every list call, searched or not.
    meta:
      tree && !searching
        ? { query: { [tree.parentField]: tree.root, ...sideQuery } }
        : sideQuery
          ? { query: sideQuery }
          : undefined,
    onSearch: (values) => {
      const filters = toFilters(searchFields, values);
      setSearching(filters.some((filter) => 'value' in filter && filter.value !== undefined && filter.value !== ''));
      return filters;
    },
  });
  const { tableQuery, currentPage, setCurrentPage, pageSize, result, setFilters, searchFormProps } = list;
  // The same tab opened again by another link: its search follows the new URL. Only a new URL
  // search applies it, not a new form instance or setter.
  const searchAsUrl = useEffectEvent((next: NonNullable<typeof fromUrl>) => {
    searchFormProps.form?.resetFields();
    searchFormProps.form?.setFieldsValue(next.values as never);
    setFilters(next.filters, 'replace');
    setCurrentPage(1);
  });
  useEffect(() => {
    if (fromUrl) searchAsUrl(fromUrl);
  }, [fromUrl]);
  const total = result.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const settled = tableQuery.isSuccess && !tableQuery.isFetching;
  const paged = !def.tree;
  useEffect(() => {
    if (paged && settled && currentPage > lastPage) setCurrentPage(lastPage);
  }, [paged, settled, currentPage, lastPage, setCurrentPage]);
  return { ...list, total, searchFields };
}
