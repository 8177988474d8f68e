import { useTable } from '@refinedev/antd';
import type { BaseKey, BaseRecord, HttpError } from '@refinedev/core';
import { Card, Table } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import { SELECTION_WIDTH } from '../crud/column-layout';
import { crudColumns } from '../crud/crud-columns';
import { CrudActionDialog } from '../crud/crud-action-dialog';
import { CrudDialogs } from '../crud/crud-dialogs';
import '../crud/crud-page.css';
import { CrudSearchForm } from '../crud/crud-search-form';
import { CrudToolbar } from '../crud/crud-toolbar';
import type { DialogState } from '../crud/dialog-state';
import { toFilters, type SearchValues } from '../crud/search-filters';
import { useBulkRemove } from '../crud/use-bulk-remove';
import { useCrudPermissions } from '../crud/use-crud-permissions';
import { useCustomActions } from '../crud/use-custom-actions';
import { useOptionLabels } from '../crud/use-option-labels';
import { usePreloadedDialogs } from '../crud/use-preloaded-dialogs';
import { useGrantTrees } from './use-grant-trees';

/** Ids of the rows that have children: the tree opens fully, as Saber's does. */
const parentIds = (rows: BaseRecord[], into: string[] = []): string[] => {
  for (const row of rows) {
    const children = row.children as BaseRecord[] | undefined;
    if (children?.length) {
      into.push(String(row.id));
      parentIds(children, into);
    }
  }
  return into;
};

/**
 * 角色管理: Blade's `role/list` answers the whole role tree (not a page), so the table shows it
 * nested and unpaged; add, edit, view and remove are the generic dialogs, 权限设置 the grant dialog
 * of a row or of the selected roles.
 */
export default function RolePage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const can = useCrudPermissions(def);
  const searchFields = useMemo(() => def.fields.filter((field) => field.search), [def]);
  const { searchFormProps, tableQuery, result } = useTable<BaseRecord, HttpError, SearchValues>({
    resource: def.name,
    pagination: { mode: 'off' },
    filters: { defaultBehavior: 'replace' },
    syncWithLocation: false,
    errorNotification: false,
    onSearch: (values) => toFilters(searchFields, values),
  });
  const rows = result.data;
  const custom = useCustomActions(def);
  // The grant dialog's code and its trees are fetched while the list shows (for a user who may
  // grant), so a click opens it with only the roles' keys to ask for.
  usePreloadedDialogs(def);
  useGrantTrees([...custom.rowActions, ...custom.toolbarActions].some((action) => action.key === 'grant'));
  const [dialog, setDialog] = useState<{ state: DialogState; opening: number }>({ state: null, opening: 0 });
  const open = useCallback((state: DialogState) => setDialog((last) => ({ state, opening: last.opening + 1 })), []);
  const [selected, setSelected] = useState<{ keys: BaseKey[]; rows: BaseRecord[] }>({ keys: [], rows: [] });
  const onRemoved = useCallback(
    (ids: BaseKey[]) =>
      setSelected(({ keys, rows: picked }) => ({
        keys: keys.filter((key) => !ids.includes(key)),
        rows: picked.filter((row) => !ids.includes(row.id as BaseKey)),
      })),
    [],
  );
  const remove = useBulkRemove(def, onRemoved);
  const labels = useOptionLabels(def.fields);
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const expanded = useMemo(() => parentIds(rows).filter((id) => !collapsed.includes(id)), [rows, collapsed]);

  const columns = useMemo(
    () =>
      crudColumns(
        def,
        t,
        {
          view: can.view ? (row) => open({ mode: 'view', id: row.id as BaseKey }) : undefined,
          edit: can.edit ? (row) => open({ mode: 'edit', id: row.id as BaseKey }) : undefined,
          remove: can.delete ? (row) => remove([row.id as BaseKey]) : undefined,
          custom: custom.rowActions.length
            ? { actions: custom.rowActions, run: (action, row) => custom.run(action, [row]) }
            : undefined,
        },
        labels,
        [],
      ),
    [def, t, can.view, can.edit, can.delete, open, remove, labels, custom.rowActions, custom.run],
  );
  const width = columns.reduce((sum, column) => sum + (Number(column.width) || 0), SELECTION_WIDTH);

  return (
    <Card className="crud-page" variant="borderless" title={t(def.label)}>
      <CrudSearchForm fields={searchFields} formProps={searchFormProps} />
      <CrudToolbar
        canAdd={can.add}
        canDelete={can.delete}
        selected={selected.keys.length}
        newestFirst={false}
        onAdd={() => open({ mode: 'add' })}
        onRemoveSelected={() => remove(selected.keys)}
        onClearSelection={() => setSelected({ keys: [], rows: [] })}
        actions={custom.toolbarActions}
        onAction={(action) => custom.run(action, selected.rows)}
        onClearOrder={() => undefined}
        onRefresh={() => tableQuery.refetch()}
      />
      <Table<BaseRecord>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        dataSource={rows}
        loading={tableQuery.isFetching}
        columns={columns}
        scroll={{ x: width }}
        pagination={false}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (opened, row) =>
            setCollapsed((ids) => (opened ? ids.filter((id) => id !== String(row.id)) : [...ids, String(row.id)])),
        }}
        rowSelection={{
          columnWidth: SELECTION_WIDTH,
          selectedRowKeys: selected.keys,
          onChange: (keys, picked) => setSelected({ keys: keys as BaseKey[], rows: picked.filter(Boolean) }),
          // Picked one by one: removing or granting a parent is not doing so to its children.
          checkStrictly: true,
        }}
      />
      <CrudDialogs
        def={def}
        state={dialog.state}
        opening={dialog.opening}
        onAdded={() => undefined}
        onClosed={() => setDialog((last) => ({ ...last, state: null }))}
      />
      <CrudActionDialog def={def} open={custom.dialog} onDone={custom.closeDialog} />
    </Card>
  );
}
