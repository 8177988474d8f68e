import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Alert, Button, Card, Table } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import { SELECTION_WIDTH } from './column-layout';
import { crudColumns } from './crud-columns';
import { CrudDialogs } from './crud-dialogs';
import './crud-page.css';
import { CrudPager } from './crud-pager';
import { CrudSearchForm } from './crud-search-form';
import { CrudToolbar } from './crud-toolbar';
import type { DialogState } from './dialog-state';
import { useBulkRemove } from './use-bulk-remove';
import { useCrudList } from './use-crud-list';
import { useCrudPermissions } from './use-crud-permissions';
import { useLongTable } from './use-long-table';
import { useOptionLabels } from './use-option-labels';
import { useShowAdded } from './use-show-added';

/** The list page every plain entity gets from its declaration. */
export default function CrudPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const can = useCrudPermissions(def);
  const list = useCrudList(def);
  const { tableProps, searchFormProps, tableQuery, result, total, sorters, currentPage, setCurrentPage, pageSize, setPageSize } = list;
  const added = useShowAdded(def, list);
  const [dialog, setDialog] = useState<{ state: DialogState; opening: number }>({ state: null, opening: 0 });
  const open = useCallback((state: DialogState) => setDialog((last) => ({ state, opening: last.opening + 1 })), []);
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const onRemoved = useCallback((ids: BaseKey[]) => setSelected((keys) => keys.filter((key) => !ids.includes(key))), []);
  const remove = useBulkRemove(def, onRemoved);
  const labels = useOptionLabels(def.fields);

  // Stable columns: a re-render of the page (a keystroke in the search form) does not re-render
  // every cell of a long table.
  const columns = useMemo(
    () =>
      crudColumns(
        def,
        t,
        {
          view: can.view ? (row) => open({ mode: 'view', id: row.id as BaseKey }) : undefined,
          edit: can.edit ? (row) => open({ mode: 'edit', id: row.id as BaseKey }) : undefined,
          remove: can.delete ? (row) => remove([row.id as BaseKey]) : undefined,
        },
        labels,
        sorters,
      ),
    [def, t, can.view, can.edit, can.delete, open, remove, labels, sorters],
  );
  const layout = useLongTable(columns, pageSize, can.delete);

  return (
    <Card className="crud-page" variant="borderless" title={t(def.label)}>
      <CrudSearchForm fields={list.searchFields} formProps={searchFormProps} />
      <CrudToolbar
        canAdd={can.add}
        canDelete={can.delete}
        selected={selected.length}
        newestFirst={added.newestFirst}
        onAdd={() => open({ mode: 'add' })}
        onRemoveSelected={() => remove(selected)}
        onClearSelection={() => setSelected([])}
        onClearOrder={added.clearOrder}
        onRefresh={() => tableQuery.refetch()}
      />
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('crud.loadFailed')} action={<Button size="small" onClick={() => tableQuery.refetch()}>{t('crud.retry')}</Button>} style={{ marginBottom: 12 }} />
      )}
      <div ref={layout.ref}>
        <Table<BaseRecord>
          rowKey="id"
          size="middle"
          tableLayout="fixed"
          dataSource={result.data}
          loading={tableQuery.isFetching}
          columns={layout.columns}
          virtual={layout.virtual}
          scroll={layout.scroll}
          pagination={false}
          rowClassName={(row) => (row.id === added.highlight ? 'crud-row-new' : '')}
          // Sorting goes through useTable (header clicks become its sorters); paging is the pager's.
          onChange={(_pagination, filters, sorter, extra) => {
            if (extra.action === 'sort') tableProps.onChange?.({ current: 1, pageSize }, filters, sorter, extra);
          }}
          rowSelection={
            can.delete
              ? { columnWidth: SELECTION_WIDTH, selectedRowKeys: selected, onChange: (keys) => setSelected(keys as BaseKey[]), preserveSelectedRowKeys: true }
              : undefined
          }
        />
      </div>
      <CrudPager
        current={currentPage}
        pageSize={pageSize}
        total={total}
        onChange={(page, size) => {
          setCurrentPage(page);
          setPageSize(size);
        }}
      />
      <CrudDialogs def={def} state={dialog.state} opening={dialog.opening} onAdded={added.onAdded} onClosed={() => setDialog((last) => ({ ...last, state: null }))} />
    </Card>
  );
}
