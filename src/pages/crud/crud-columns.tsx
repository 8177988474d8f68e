import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { CustomAction, FieldDef, FieldType, ResourceDef } from '../../resources/types';
import { i18n } from '../../providers/i18n';
import { ValueView } from './field-value';
import { shownValue } from './menu-name-value';

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
// A small link button and the gap after it, and the cell's padding.
const ACTION_WIDTH = 64;
const ACTIONS_PADDING = 24;

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

/**
 * Table columns from the declaration, plus an actions column holding only permitted buttons.
 * Every column has a width and cuts a long value short (full value on hover), so one long key
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
    return action && (!action.when || action.when(row)) ? action : undefined;
  };
  const columns: ColumnsType<BaseRecord> = def.fields
    .filter((field) => field.table)
    .map((field) => {
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
  // Link buttons in the primary colour (antd's plain link colour does not follow the picker).
  const link = { color: 'primary', variant: 'link', size: 'small' } as const;
  const buttons = (row: BaseRecord) => (
    <Space size={0}>
      {actions.view && (
        <Button {...link} onClick={() => actions.view?.(row)}>
          {t('crud.view')}
        </Button>
      )}
      {actions.edit && (
        <Button {...link} onClick={() => actions.edit?.(row)}>
          {t('crud.edit')}
        </Button>
      )}
      {actions.remove && (!def.removable || def.removable(row)) && (
        <Button {...link} color="danger" onClick={() => actions.remove?.(row)}>
          {t('crud.delete')}
        </Button>
      )}
      {actions.addChild && (
        <Button {...link} onClick={() => actions.addChild?.(row)}>
          {t('crud.addChild')}
        </Button>
      )}
      {custom
        .filter((action) => !action.when || action.when(row))
        .map((action) => (
          <Button key={action.key} {...link} onClick={() => actions.custom?.run(action, row)}>
            {t(action.label)}
          </Button>
        ))}
    </Space>
  );
  const custom = actions.custom?.actions ?? [];
  const count = [actions.view, actions.edit, actions.remove, actions.addChild].filter(Boolean).length + custom.length;
  if (count > 0) {
    // An English caption ("Add child") is wider than the two characters of a Chinese one.
    const width = ACTIONS_PADDING + ACTION_WIDTH * count + (actions.addChild ? 16 : 0) + 16 * custom.length;
    const cells = drawnOnce();
    columns.push({
      key: '__actions',
      title: t('crud.actions'),
      width,
      fixed: 'right',
      shouldCellUpdate: cells.shouldCellUpdate,
      render: (_, row) => {
        cells.mark(row);
        return buttons(row);
      },
    });
  }
  return columns;
}
