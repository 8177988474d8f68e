import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TableColumnsType as ColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { CustomAction, FieldDef, FieldType, ResourceDef } from '../resources/types';
import { i18n } from '../providers/i18n';
import { ValueView } from './field-value';
import { shownValue } from './menu-name-value';
import { actionColumnWidth, RowActionButtons, type RowAction } from './row-actions';

type RowActions = {
  view?: (row: BaseRecord) => void;
  edit?: (row: BaseRecord) => void;
  remove?: (row: BaseRecord) => void;
  addChild?: (row: BaseRecord) => void;
  /** Declared actions the user holds, each run on its row. */
  custom?: { actions: CustomAction[]; run: (action: CustomAction, row: BaseRecord) => void };
};

/** A column's width when the declaration gives none: enough for a typical value of the type. */
const WIDTH_OF_TYPE: Record<FieldType, number> = {
  text: 160,
  textarea: 200,
  number: 110,
  select: 120,
  'tree-select': 240,
  date: 170,
  'date-range': 170,
  switch: 90,
  radio: 120,
  password: 160,
  icon: 150,
  checkbox: 240,
  image: 80,
  'rich-text': 300,
};

/**
 * A column's `shouldCellUpdate`: a cell draws again only when its row is a new object, or the
 * first time this set of columns meets the row. antd otherwise re-renders every cell whenever
 * the table renders (a page turn's loading state, a tick in the selection, a branch loaded in a
 * tree), though the row did not change. The columns are made again when what their cells show
 * depends on changes (language, option labels, permissions, sort order): each set remembers the
 * rows it has drawn, so a new set draws every cell once.
 */
function drawnOnce() {
  const drawn = new WeakSet<BaseRecord>();
  return {
    mark: (row: BaseRecord) => drawn.add(row),
    shouldCellUpdate: (row: BaseRecord, previous: BaseRecord) => row !== previous || !drawn.has(row),
  };
}

const tableOf = (field: FieldDef) => (typeof field.table === 'object' ? field.table : {});
const widthOf = (field: FieldDef) => tableOf(field).width ?? WIDTH_OF_TYPE[field.type ?? 'text'];

/** The table's fields, the declaration's ranked ones first (rank 1 leftmost), then the others as declared. */
function rankedTableFields(def: ResourceDef): FieldDef[] {
  const shown = def.fields.filter((field) => field.table);
  const rankOf = (field: FieldDef) => tableOf(field).rank ?? Infinity;
  // A stable sort: equal ranks (and the unranked) keep the declared order.
  return [...shown].sort((a, b) => (rankOf(a) === rankOf(b) ? 0 : rankOf(a) - rankOf(b)));
}

/** Every button a row of this list has for this user, whether or not the row allows it. */
function rowActionsOf(def: ResourceDef, actions: RowActions): RowAction[] {
  const builtIn: (RowAction | false | undefined)[] = [
    actions.view && { key: 'view', label: 'crud.view', run: actions.view },
    actions.edit && { key: 'edit', label: 'crud.edit', run: actions.edit },
    actions.remove && {
      key: 'delete',
      label: 'crud.delete',
      danger: true,
      blockedBy: def.removeBlockedBy,
      run: actions.remove,
    },
    actions.addChild && { key: 'addChild', label: 'crud.addChild', run: actions.addChild },
  ];
  const custom = actions.custom;
  const declared = (custom?.actions ?? []).map((action): RowAction => ({
    key: action.key,
    label: action.label,
    // A declared 删除 (a deployment's) is red as the usual one is.
    danger: action.key === 'delete',
    blockedBy: action.blockedBy,
    run: (row) => custom?.run(action, row),
  }));
  return [...builtIn.filter((action): action is RowAction => !!action), ...declared];
}

/**
 * Table columns from the declaration (its ranked ones first), plus an actions column holding the
 * permitted buttons, each row's the same (row-actions.tsx), as wide as they need. Every column has a width and cuts a long value short (full value on hover), so one long key
 * cannot push the others behind the fixed action column. Sorting is controlled: the header
 * shows the order the list was asked for, whoever set it.
 */
export function crudColumns(
  def: ResourceDef,
  t: TFunction,
  actions: RowActions,
  labels: Map<string, Map<string, string>>,
  sorters: CrudSort[],
): ColumnsType<BaseRecord> {
  // A cell declared to open a row action (`opens`) is a link when the user holds that action.
  const openerOf = (field: FieldDef, row: BaseRecord) => {
    const action = field.opens ? actions.custom?.actions.find((each) => each.key === field.opens) : undefined;
    return action && !action.blockedBy?.(row) ? action : undefined;
  };
  const columns: ColumnsType<BaseRecord> = rankedTableFields(def).map((field) => {
    const cells = drawnOnce();
    return {
      key: field.name,
      dataIndex: field.name,
      title: t(field.label),
      width: widthOf(field),
      ellipsis: { showTitle: false },
      sorter: tableOf(field).sorter,
      sortOrder: tableOf(field).sorter ? (getDefaultSortOrder(field.name, sorters) ?? null) : undefined,
      shouldCellUpdate: cells.shouldCellUpdate,
      render: (value: unknown, row: BaseRecord) => {
        cells.mark(row);
        // The columns are made again when the language changes, so i18n's language is current.
        const shown = (
          <ValueView
            field={field}
            value={shownValue(field, value, row, t, i18n.language)}
            labels={labels.get(field.name)}
            titled
          />
        );
        const opener = openerOf(field, row);
        return opener ? (
          <button type="button" className="crud-cell-link" onClick={() => actions.custom?.run(opener, row)}>
            {shown}
          </button>
        ) : (
          shown
        );
      },
    };
  });
  const rowActions = rowActionsOf(def, actions);
  if (rowActions.length > 0) {
    const cells = drawnOnce();
    columns.push({
      key: '__actions',
      title: t('crud.actions'),
      width: actionColumnWidth(rowActions, t),
      fixed: 'right',
      shouldCellUpdate: cells.shouldCellUpdate,
      render: (_, row) => {
        cells.mark(row);
        return <RowActionButtons actions={rowActions} row={row} t={t} />;
      },
    });
  }
  return columns;
}
