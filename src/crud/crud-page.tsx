import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Card, Table } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filtersToQuery } from '../providers/list-query';
import type { ResourceDef } from '../resources/types';
import { SELECTION_WIDTH } from './column-layout';
import { selectionLabels } from './selection-names';
import { ColumnSettingsPanel } from './column-settings-panel';
import { crudColumns } from './crud-columns';
import { CrudDialogs } from './crud-dialogs';
import './crud-page.css';
import { CrudPager } from './crud-pager';
import { CrudSearchForm } from './crud-search-form';
import { CrudSideLayout } from './crud-side-layout';
import { CrudToolbar } from './crud-toolbar';
import type { DialogState } from './dialog-state';
import { ActionPreloads } from './action-preloads';
import { CrudActionDialog } from './crud-action-dialog';
import { useDialogState } from './dialog-state';
import { useRowSelection } from './use-row-selection';
import { RetryAlert } from './retry-alert';
import { useBulkRemove } from './use-bulk-remove';
import { useColumnSettings } from './use-column-settings';
import { useCustomActions } from './use-custom-actions';
import { lazyTreeOf, rowKeyOf, useLazyTree } from './use-lazy-tree';
import { useCrudList } from './use-crud-list';
import { useCrudPermissions } from './use-crud-permissions';
import { useLongTable } from './use-long-table';
import { useOptionLabels } from './use-option-labels';
import { useShowAdded } from './use-show-added';
import { useWholeTree } from './use-whole-tree';
import { usePageAction } from '../shell/menu-search/page-actions';
import { useFirstScreenDrawn, useMarkFirstScreenDrawn } from '../shell/first-screen';
import { PageTitle } from '../shell/page-title';

/** The list page every plain entity gets from its declaration. */
export default function CrudPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const can = useCrudPermissions(def);
  const sideTree = def.sideTree;
  const list = useCrudList(def);
  const { side, sideQuery, pickSide } = list;
  const {
    tableProps,
    searchFormProps,
    tableQuery,
    result,
    total,
    sorters,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
  } = list;
  const added = useShowAdded(def, list);
  const { onAdded: showAdded } = added;
  const tree = useLazyTree(def, result.data, tableQuery.dataUpdatedAt);
  const { reveal } = tree;
  const wholeTree = useWholeTree(def, result.data);
  const custom = useCustomActions(def, can.granted);
  const { rowActions, toolbarActions, run, closeDialog } = custom;
  const preloadable = useMemo(() => [...new Set([...rowActions, ...toolbarActions])], [rowActions, toolbarActions]);
  const key = rowKeyOf(def);
  const dialog = useDialogState<NonNullable<DialogState>>();
  const { open } = dialog;
  const selected = useRowSelection(key);
  const remove = useBulkRemove(def, selected.onRemoved);
  const labels = useOptionLabels(def.fields);
  const lazyTree = lazyTreeOf(def);
  const parentField = lazyTree?.parentField;
  const addChild = !!lazyTree?.addChild;
  const onAdded = useCallback(
    (values: Record<string, unknown>) => {
      showAdded(values);
      // A child added under a row: that row opens to show it.
      if (parentField && values[parentField] !== undefined) reveal(String(values[parentField]));
    },
    [showAdded, parentField, reveal],
  );

  // A dialog that added records (an upload) shows them as an add does: newest first, from page 1.
  const addingDialog = !!custom.dialog?.action.adds;
  const onActionDone = useCallback(
    (changed: boolean) => {
      if (changed && addingDialog) showAdded({});
      closeDialog(changed);
    },
    [addingDialog, showAdded, closeDialog],
  );

  // Stable columns: a re-render of the page (a keystroke in the search form) does not re-render
  // every cell of a long table.
  const columns = useMemo(
    () =>
      crudColumns(
        def,
        t,
        {
          view: can.view ? (row) => open({ mode: 'view', id: row[key] as BaseKey, row }) : undefined,
          edit: can.edit ? (row) => open({ mode: 'edit', id: row[key] as BaseKey, row }) : undefined,
          remove: can.delete ? (row) => remove([row[key] as BaseKey], [row]) : undefined,
          addChild:
            can.add && parentField && addChild
              ? (row) => open({ mode: 'add', preset: { [parentField]: String(row[key]) } })
              : undefined,
          custom: rowActions.length ? { actions: rowActions, run: (action, row) => run(action, [row]) } : undefined,
        },
        labels,
        sorters,
      ),
    [
      def,
      t,
      key,
      can.view,
      can.edit,
      can.delete,
      can.add,
      parentField,
      addChild,
      open,
      remove,
      labels,
      sorters,
      rowActions,
      run,
    ],
  );
  const selectable = can.delete || toolbarActions.some((action) => !action.wholeList);
  // What the list shows (search and side tree), for an action on the whole list (export).
  const listQuery = useMemo(() => ({ ...filtersToQuery(list.filters), ...sideQuery }), [list.filters, sideQuery]);
  // 新增 in the Ctrl+K palette too, for whoever sees the toolbar's button: the generic add, else a
  // screen's own (an order, an organization, a model: its own dialog), under the button's words.
  const creating = can.add ? undefined : toolbarActions.find((action) => action.creates);
  usePageAction(
    'add',
    creating?.label ?? 'crud.add',
    can.add ? () => open({ mode: 'add' }) : creating ? () => run(creating, [], listQuery) : undefined,
  );
  // What the user chose to see (columns, their order, row height), kept per user and screen.
  const shown = useColumnSettings(def.name, columns);
  const { box, fitted, virtual, scroll } = useLongTable(shown.columns, pageSize, selectable, def.name);
  // The first rows (or the failure) on screen: the frame's later parts and the preloads may come.
  useMarkFirstScreenDrawn(!tableQuery.isPending);
  const drawn = useFirstScreenDrawn();

  const page = (
    <Card className="crud-page" variant="borderless" title={<PageTitle>{t(def.label)}</PageTitle>}>
      <CrudSearchForm fields={list.searchFields} formProps={searchFormProps} />
      <CrudToolbar
        canAdd={can.add}
        canDelete={can.delete}
        selected={selected.keys.length}
        selectedHidden={hiddenCount(selected.keys, tree.data, key)}
        newestFirst={added.newestFirst}
        onAdd={() => open({ mode: 'add' })}
        onRemoveSelected={() => remove(selected.keys, selected.rows)}
        onClearSelection={selected.clear}
        actions={toolbarActions}
        onAction={(action) => run(action, selected.rows, listQuery)}
        onClearOrder={added.clearOrder}
        onRefresh={() => tableQuery.refetch()}
        settings={<ColumnSettingsPanel {...shown.panel} />}
      />
      {tableQuery.isError && (
        <RetryAlert message={t('crud.loadFailed')} onRetry={tableQuery.refetch} style={{ marginBottom: 12 }} />
      )}
      <div ref={box}>
        <Table<BaseRecord>
          rowKey={key}
          size={shown.size}
          tableLayout="fixed"
          dataSource={tree.data}
          expandable={tree.expandable ?? wholeTree}
          // A quick answer shows no spinner: switching the blur on and off costs two style passes.
          loading={{ spinning: tableQuery.isFetching, delay: 300 }}
          columns={fitted}
          virtual={virtual}
          scroll={scroll}
          pagination={false}
          rowClassName={(row) => (row[key] === added.highlight ? 'crud-row-new' : '')}
          // Sorting goes through useTable (header clicks become its sorters); paging is the pager's.
          onChange={(_pagination, filters, sorter, extra) => {
            if (extra.action === 'sort') tableProps.onChange?.({ current: 1, pageSize }, filters, sorter, extra);
          }}
          rowSelection={
            selectable
              ? {
                  columnWidth: SELECTION_WIDTH,
                  ...selectionLabels(t, def.fields, key),
                  selectedRowKeys: selected.keys,
                  onChange: selected.onChange,
                  preserveSelectedRowKeys: true,
                  // A tree's rows are picked one by one: removing a parent is not removing its children.
                  checkStrictly: true,
                }
              : undefined
          }
        />
      </div>
      {/* A tree lists a whole level (Blade's lazy lists are not paged) or all of it at once. */}
      {!def.tree && (
        <CrudPager
          current={currentPage}
          pageSize={pageSize}
          total={total}
          onChange={(page, size) => {
            setCurrentPage(page);
            setPageSize(size);
          }}
        />
      )}
      <CrudDialogs
        def={def}
        state={dialog.state}
        opening={dialog.opening}
        onAdded={onAdded}
        onClosed={dialog.onClosed}
      />
      <CrudActionDialog def={def} open={custom.dialog} onDone={onActionDone} />
      {drawn && <ActionPreloads actions={preloadable} />}
    </Card>
  );
  if (!sideTree) return page;
  // A tree beside the table (def.sideTree): picking a node filters the list from its first page.
  return (
    <CrudSideLayout tree={sideTree} value={side} onChange={pickSide}>
      {page}
    </CrudSideLayout>
  );
}

/** How many of the selected keys the rows shown (a tree's children among them) do not hold. */
function hiddenCount(keys: readonly BaseKey[], rows: readonly BaseRecord[] | undefined, key: string): number {
  if (keys.length === 0) return 0;
  const shown = new Set<string>();
  const walk = (level: readonly BaseRecord[]) => {
    for (const row of level) {
      shown.add(String(row[key]));
      if (Array.isArray(row.children)) walk(row.children as BaseRecord[]);
    }
  };
  walk(rows ?? []);
  return keys.filter((each) => !shown.has(String(each))).length;
}
