import type { BaseKey } from '@refinedev/core';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import { SELECTION_WIDTH } from '../../crud/column-layout';
import { crudColumns } from '../../crud/crud-columns';
import { CrudPager } from '../../crud/crud-pager';
import { CrudSearchForm } from '../../crud/crud-search-form';
import { CrudToolbar } from '../../crud/crud-toolbar';
import { useCrudPermissions } from '../../crud/use-crud-permissions';
import { useOptionLabels } from '../../crud/use-option-labels';
import { useRecordTable } from '../../crud/use-record-table';
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
  const table = useRecordTable(def, { searchFields, meta, selectable: can.delete });
  const { dialog, remove } = table;
  const { open } = dialog;
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
      <CrudSearchForm fields={searchFields} formProps={table.searchFormProps} />
      <CrudToolbar
        {...table.toolbarProps}
        canAdd={can.add}
        canDelete={can.delete}
        onAdd={() => open({ mode: 'add', preset: { resourceCode: menu.code } })}
      />
      <Table {...table.tableProps} columns={columns} scroll={{ x: width }} />
      {table.pager && <CrudPager {...table.pager} />}
      {dialog.state && (
        <ScopeFormDialog key={dialog.opening} def={def} state={dialog.state} menu={menu} onClosed={dialog.onClosed} />
      )}
    </div>
  );
}
