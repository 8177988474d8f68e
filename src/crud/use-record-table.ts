import { useTable } from '@refinedev/antd';
import type { BaseRecord, HttpError, MetaQuery } from '@refinedev/core';
import type { TableProps } from 'antd';
import { config } from '../config';
import type { FieldDef, ResourceDef } from '../resources/types';
import { useTranslation } from 'react-i18next';
import { SELECTION_WIDTH } from './column-layout';
import { selectionLabels } from './selection-names';
import { useDialogState, type FormDialogState } from './dialog-state';
import { toFilters, type SearchValues } from './search-filters';
import { useBulkRemove } from './use-bulk-remove';
import { useRowSelection } from './use-row-selection';

type Options = {
  searchFields: FieldDef[];
  /** Where the rows come from, when not the declaration's list (a dictionary's entries, a menu's scopes). */
  meta?: MetaQuery;
  /** Paged (the default), or all rows at once. */
  paged?: boolean;
  /** Rows may be picked for a bulk remove. */
  selectable: boolean;
};

/**
 * A table of a declaration's records inside a screen of its own (the dictionaries and their
 * entries, a menu's scopes): Refine's `useTable` with the search form's filters, the pager, the
 * picked rows and their bulk remove, and which add/edit dialog is open.
 */
export function useRecordTable(def: ResourceDef, { searchFields, meta, paged = true, selectable }: Options) {
  const { searchFormProps, tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize } = useTable<
    BaseRecord,
    HttpError,
    SearchValues
  >({
    resource: def.name,
    meta,
    pagination: paged ? { pageSize: config.pageSize } : { mode: 'off' },
    filters: { defaultBehavior: 'replace' },
    syncWithLocation: false,
    errorNotification: false,
    onSearch: (values) => toFilters(searchFields, values),
  });
  const { t } = useTranslation();
  const selected = useRowSelection('id');
  const tableProps: TableProps<BaseRecord> = {
    rowKey: 'id',
    size: 'middle',
    tableLayout: 'fixed',
    dataSource: result.data,
    loading: tableQuery.isFetching,
    pagination: false,
    rowSelection: selectable
      ? {
          columnWidth: SELECTION_WIDTH,
          ...selectionLabels(t, def.fields, 'id'),
          selectedRowKeys: selected.keys,
          onChange: selected.onChange,
        }
      : undefined,
  };
  const remove = useBulkRemove(def, selected.onRemoved);
  return {
    searchFormProps,
    tableProps,
    /** CrudToolbar's props but the add (no newest-first order here: a new row is not singled out). */
    toolbarProps: {
      selected: selected.keys.length,
      newestFirst: false,
      onRemoveSelected: () => remove(selected.keys, selected.rows),
      onClearSelection: selected.clear,
      onClearOrder: () => undefined,
      onRefresh: () => void tableQuery.refetch(),
    },
    remove,
    /** CrudPager's props; none when every row shows at once. */
    pager: paged
      ? {
          current: currentPage,
          pageSize,
          total: result.total ?? 0,
          onChange: (page: number, size: number) => {
            setCurrentPage(page);
            setPageSize(size);
          },
        }
      : undefined,
    dialog: useDialogState<FormDialogState>(),
  };
}
