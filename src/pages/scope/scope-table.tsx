import { useTable } from '@refinedev/antd';
import type { BaseKey, BaseRecord, HttpError } from '@refinedev/core';
import { Table } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import type { ResourceDef } from '../../resources/types';
import { SELECTION_WIDTH } from '../crud/column-layout';
import { crudColumns } from '../crud/crud-columns';
import { CrudPager } from '../crud/crud-pager';
import { CrudSearchForm } from '../crud/crud-search-form';
import { CrudToolbar } from '../crud/crud-toolbar';
import { useDialogState, type FormDialogState } from '../crud/dialog-state';
import { toFilters, type SearchValues } from '../crud/search-filters';
import { useBulkRemove } from '../crud/use-bulk-remove';
import { useCrudPermissions } from '../crud/use-crud-permissions';
import { useOptionLabels } from '../crud/use-option-labels';
import ScopeFormDialog from './scope-form-dialog';

type Props = { def: ResourceDef; menu: { id: string; code: string; name: string } };

/**
 * One menu's scopes (`<scope>/list?menuId=`, paged), with search, add, edit and remove. The
 * scope entities are not routes of their own, so every call names its endpoint (`meta.api`).
 */
export function ScopeTable({ def, menu }: Props) {
  const { t } = useTranslation();
  const can = useCrudPermissions(def);
  const meta = useMemo(() => ({ api: def.api, query: { menuId: menu.id } }), [def.api, menu.id]);
  const searchFields = useMemo(() => def.fields.filter((field) => field.search), [def]);
  const { searchFormProps, tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize } = useTable<
    BaseRecord,
    HttpError,
    SearchValues
  >({
    resource: def.name,
    meta,
    pagination: { pageSize: config.pageSize },
    filters: { defaultBehavior: 'replace' },
    syncWithLocation: false,
    errorNotification: false,
    onSearch: (values) => toFilters(searchFields, values),
  });
  const dialog = useDialogState<FormDialogState>();
  const { open } = dialog;
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const onRemoved = useCallback(
    (ids: BaseKey[]) => setSelected((keys) => keys.filter((key) => !ids.includes(key))),
    [],
  );
  const remove = useBulkRemove(def, onRemoved);
  const labels = useOptionLabels(def.fields);
  const columns = useMemo(
    () =>
      crudColumns(
        def,
        t,
        {
          edit: can.edit ? (row) => open({ mode: 'edit', id: row.id as BaseKey }) : undefined,
          remove: can.delete ? (row) => remove([row.id as BaseKey]) : undefined,
        },
        labels,
        [],
      ),
    [def, t, can.edit, can.delete, open, remove, labels],
  );
  const width = columns.reduce((sum, column) => sum + (Number(column.width) || 0), SELECTION_WIDTH);

  return (
    <div className="scope-table">
      <CrudSearchForm fields={searchFields} formProps={searchFormProps} />
      <CrudToolbar
        canAdd={can.add}
        canDelete={can.delete}
        selected={selected.length}
        newestFirst={false}
        onAdd={() => open({ mode: 'add', preset: { resourceCode: menu.code } })}
        onRemoveSelected={() => remove(selected)}
        onClearSelection={() => setSelected([])}
        onClearOrder={() => undefined}
        onRefresh={() => tableQuery.refetch()}
      />
      <Table<BaseRecord>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        dataSource={result.data}
        loading={tableQuery.isFetching}
        columns={columns}
        scroll={{ x: width }}
        pagination={false}
        rowSelection={
          can.delete
            ? {
                columnWidth: SELECTION_WIDTH,
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as BaseKey[]),
              }
            : undefined
        }
      />
      <CrudPager
        current={currentPage}
        pageSize={pageSize}
        total={result.total ?? 0}
        onChange={(page, size) => {
          setCurrentPage(page);
          setPageSize(size);
        }}
      />
      {dialog.state && (
        <ScopeFormDialog key={dialog.opening} def={def} state={dialog.state} menu={menu} onClosed={dialog.onClosed} />
      )}
    </div>
  );
}
