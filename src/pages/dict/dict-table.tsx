import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { BaseKey, BaseRecord, HttpError } from '@refinedev/core';
import { Button, Space, Table, Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import type { ResourceDef } from '../../resources/types';
import { CrudPager } from '../crud/crud-pager';
import { CrudSearchForm } from '../crud/crud-search-form';
import { useDialogState, type FormDialogState } from '../crud/dialog-state';
import { toFilters, type SearchValues } from '../crud/search-filters';
import { useBulkRemove } from '../crud/use-bulk-remove';
import { useCrudPermissions } from '../crud/use-crud-permissions';
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
  const { searchFormProps, tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize } = useTable<
    BaseRecord,
    HttpError,
    SearchValues
  >({
    resource: def.name,
    pagination: parent ? { mode: 'off' } : { pageSize: config.pageSize },
    filters: { defaultBehavior: 'replace' },
    syncWithLocation: false,
    errorNotification: false,
    onSearch: (values) => toFilters(searchFields, values),
    meta: parent ? { api: entryListApi(def.api), query: { parentId: String(parent.id) } } : undefined,
  });
  const dialog = useDialogState<FormDialogState>();
  const { open } = dialog;
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const onRemoved = useCallback(
    (ids: BaseKey[]) => setSelected((keys) => keys.filter((key) => !ids.includes(key))),
    [],
  );
  const remove = useBulkRemove(def, onRemoved);
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
      <CrudSearchForm fields={searchFields} formProps={searchFormProps} />
      <div className="crud-toolbar">
        <Space wrap>
          {can.add && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open({ mode: 'add', preset: presetOf(parent) })}
            >
              {t('crud.add')}
            </Button>
          )}
          {can.delete && (
            <Button danger icon={<DeleteOutlined />} onClick={() => remove(selected)}>
              {t('crud.batchDelete')}
            </Button>
          )}
        </Space>
        <Tooltip title={t('crud.refresh')}>
          <Button
            shape="circle"
            icon={<ReloadOutlined />}
            aria-label={t('crud.refresh')}
            onClick={() => tableQuery.refetch()}
          />
        </Tooltip>
      </div>
      <Table<BaseRecord>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        dataSource={result.data}
        loading={tableQuery.isFetching}
        columns={columns}
        scroll={{ x: width }}
        pagination={false}
        rowClassName={(row) => (selectedId !== undefined && row.id === selectedId ? 'dict-row-selected' : '')}
        onRow={onConfigure ? (row) => ({ onClick: () => onConfigure(row) }) : undefined}
        rowSelection={
          can.delete
            ? { columnWidth: 48, selectedRowKeys: selected, onChange: (keys) => setSelected(keys as BaseKey[]) }
            : undefined
        }
      />
      {!parent && (
        <CrudPager
          current={currentPage}
          pageSize={pageSize}
          total={result.total ?? 0}
          onChange={(page, size) => {
            setCurrentPage(page);
            setPageSize(size);
          }}
        />
      )}
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
