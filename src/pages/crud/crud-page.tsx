import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useDeleteMany, useTable, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Alert, App, Button, Card, Space, Table, Tooltip } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import type { ResourceDef } from '../../resources/types';
import { crudColumns } from './crud-columns';
import { CrudDialog, type DialogState } from './crud-dialog';
import { CrudSearchForm } from './crud-search-form';
import { useCrudPermissions } from './use-crud-permissions';
import { useOptionLabels } from './use-option-labels';
import { useLongTable } from './use-long-table';

/** The list page every plain entity gets from its declaration. */
export default function CrudPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useCrudPermissions(def);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const { tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize, setFilters, setSorters } = useTable<BaseRecord>({
    resource: def.name,
    pagination: { pageSize: config.pageSize },
    syncWithLocation: false,
    errorNotification: false,
  });
  const { mutateAsync: removeMany } = useDeleteMany();

  const labels = useOptionLabels(def.fields);
  const confirmRemove = useCallback((ids: BaseKey[]) => {
    if (ids.length === 0) {
      message.warning(t('crud.selectAtLeastOne'));
      return;
    }
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('crud.confirmDelete'),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        removeMany({
          resource: def.name,
          ids,
          mutationMode: 'pessimistic',
          successNotification: () => ({ message: t('crud.deleteSuccess'), type: 'success' }),
          errorNotification: false,
        })
          .then(() => setSelected((keys) => keys.filter((key) => !ids.includes(key))))
          .catch(() => undefined),
    });
  }, [def.name, message, modal, removeMany, t]);

  // Stable columns: a re-render of the page (a keystroke in the search form) does not re-render
  // every cell of a long table.
  const columns = useMemo(
    () =>
      crudColumns(
        def,
        t,
        {
          view: can.view ? (row) => setDialog({ mode: 'view', id: row.id as BaseKey }) : undefined,
          edit: can.edit ? (row) => setDialog({ mode: 'edit', id: row.id as BaseKey }) : undefined,
          remove: can.delete ? (row) => confirmRemove([row.id as BaseKey]) : undefined,
        },
        labels,
      ),
    [def, t, can.view, can.edit, can.delete, confirmRemove, labels],
  );

  const long = useLongTable(columns, pageSize, can.delete);

  const onTableChange = (_: unknown, __: unknown, sorter: SorterResult<BaseRecord> | SorterResult<BaseRecord>[]) => {
    const sorters = (Array.isArray(sorter) ? sorter : [sorter])
      .filter((s) => s.order && s.field)
      .map((s) => ({ field: String(s.field), order: s.order === 'ascend' ? ('asc' as const) : ('desc' as const) }));
    setSorters(sorters);
  };

  return (
    <Card className="crud-page" variant="borderless" title={t(def.label)}>
      <CrudSearchForm
        fields={def.fields.filter((f) => f.search)}
        onSearch={(filters) => {
          setCurrentPage(1);
          setFilters(filters, 'replace');
        }}
      />
      <div className="crud-toolbar">
        <Space>
          {can.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>
              {t('crud.add')}
            </Button>
          )}
          {can.delete && (
            <Button danger icon={<DeleteOutlined />} onClick={() => confirmRemove(selected)}>
              {t('crud.batchDelete')}
            </Button>
          )}
          {selected.length > 0 && (
            <span className="crud-selected">
              {t('crud.selected', { count: selected.length })}
              <Button type="link" size="small" onClick={() => setSelected([])}>{t('crud.clearSelection')}</Button>
            </span>
          )}
        </Space>
        <Tooltip title={t('crud.refresh')}>
          <Button shape="circle" icon={<ReloadOutlined />} aria-label={t('crud.refresh')} onClick={() => tableQuery.refetch()} />
        </Tooltip>
      </div>
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('crud.loadFailed')} action={<Button size="small" onClick={() => tableQuery.refetch()}>{t('crud.retry')}</Button>} style={{ marginBottom: 12 }} />
      )}
      <Table<BaseRecord>
        rowKey="id"
        size="middle"
        loading={tableQuery.isFetching}
        dataSource={result.data}
        columns={long.columns}
        onChange={onTableChange}
        virtual={long.virtual}
        scroll={long.scroll}
        rowSelection={can.delete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as BaseKey[]), preserveSelectedRowKeys: true } : undefined}
        pagination={{
          current: currentPage,
          pageSize,
          total: result.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: config.pageSizes.map(String),
          showTotal: (total) => t('crud.total', { total }),
          onChange: (page, size) => {
            setCurrentPage(size !== pageSize ? 1 : page);
            setPageSize(size);
          },
        }}
      />
      <CrudDialog def={def} state={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}
