import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import { CrudPager } from '../../crud/crud-pager';
import { CrudSearchForm } from '../../crud/crud-search-form';
import { CrudToolbar } from '../../crud/crud-toolbar';
import { useCrudPermissions } from '../../crud/use-crud-permissions';
import { useRecordTable } from '../../crud/use-record-table';
import { usePageAction } from '../../shell/menu-search/page-actions';
import { dictColumns } from './dict-columns';
import { dictFieldsOf, entryListApi, presetOf } from './dict-fields';
import DictFormDialog from './dict-form-dialog';

type Props = {
  def: ResourceDef;
  /** Given: the entries of this dictionary; else the dictionaries themselves. */
  parent?: BaseRecord;
  /** The dictionary whose entries are shown (highlighted in the dictionaries table). */
  selectedId?: BaseKey;
  /** Shows a dictionary's entries: its 字典配置 button, and a click on its row. */
  onConfigure?: (row: BaseRecord) => void;
};

/**
 * One of the two tables of the dictionary screen: the dictionaries (Blade's parent-list, paged)
 * or one dictionary's entries (child-list, all at once), each with its search, toolbar and dialog.
 */
export function DictTable({ def, parent, selectedId, onConfigure }: Props) {
  const { t } = useTranslation();
  const can = useCrudPermissions(def);
  const fields = dictFieldsOf(def, parent);
  // An entry's code is its parent's: searching by it would find them all.
  const searchFields = useMemo(
    () => fields.filter((field) => field.search && !(parent && field.name === 'code')),
    [fields, parent],
  );
  const table = useRecordTable(def, {
    searchFields,
    meta: parent ? { api: entryListApi(def.api), query: { parentId: String(parent.id) } } : undefined,
    paged: !parent,
    selectable: can.delete,
  });
  const { dialog, remove } = table;
  const { open } = dialog;
  // The screen's 新增 in the Ctrl+K palette is a new dictionary (an entry is added in its dictionary).
  usePageAction(
    'add',
    'crud.add',
    can.add && !parent ? () => open({ mode: 'add', preset: presetOf(parent) }) : undefined,
  );
  const columns = useMemo(
    () =>
      dictColumns(fields, t, {
        configure: onConfigure,
        edit: can.edit ? (row) => open({ mode: 'edit', id: row.id as BaseKey }) : undefined,
        remove: can.delete ? (row) => remove([row.id as BaseKey]) : undefined,
      }),
    [fields, t, onConfigure, can.edit, can.delete, open, remove],
  );
  const width = columns.reduce((sum, column) => sum + (Number(column.width) || 0), can.delete ? 48 : 0);

  return (
    <div className="dict-table">
      <CrudSearchForm fields={searchFields} formProps={table.searchFormProps} />
      <CrudToolbar
        {...table.toolbarProps}
        canAdd={can.add}
        canDelete={can.delete}
        onAdd={() => open({ mode: 'add', preset: presetOf(parent) })}
      />
      <Table
        {...table.tableProps}
        columns={columns}
        scroll={{ x: width }}
        rowClassName={(row) => (selectedId !== undefined && row.id === selectedId ? 'dict-row-selected' : '')}
        onRow={onConfigure ? (row) => ({ onClick: () => onConfigure(row) }) : undefined}
      />
      {table.pager && <CrudPager {...table.pager} />}
      {dialog.state && (
        <DictFormDialog
          key={dialog.opening}
          def={def}
          parent={parent}
          state={dialog.state}
          onClosed={dialog.onClosed}
        />
      )}
    </div>
  );
}
