import type { BaseRecord } from '@refinedev/core';
import { Button, Space } from 'antd';
import { ReadableTag } from '../../crud/readable-tag';
import type { TableColumnsType as ColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { FieldDef } from '../../resources/types';
import { statusColor } from '../../crud/status-kinds';

type RowActions = {
  configure?: (row: BaseRecord) => void;
  edit?: (row: BaseRecord) => void;
  remove?: (row: BaseRecord) => void;
};

const ACTION_WIDTH = 72;
const ACTIONS_PADDING = 24;

/** A cell as a person reads it: the seal as 是/否, an entry's parent by its name. */
function cellText(field: FieldDef, row: BaseRecord, t: TFunction): string {
  const value: unknown = row[field.name];
  if (field.name === 'isSealed') return t(Number(value) === 1 ? 'dictionary.sealedYes' : 'dictionary.sealedNo');
  if (field.name === 'parentId') return String(row.parentName || value || '');
  return value === undefined || value === null ? '' : String(value);
}

/** The columns of either table, plus an actions column holding only the permitted buttons. */
export function dictColumns(fields: FieldDef[], t: TFunction, actions: RowActions): ColumnsType<BaseRecord> {
  const columns: ColumnsType<BaseRecord> = fields
    .filter((field) => field.table)
    .map((field) => ({
      key: field.name,
      dataIndex: field.name,
      title: t(field.label),
      width: typeof field.table === 'object' ? field.table.width : undefined,
      ellipsis: { showTitle: false },
      render: (_value: unknown, row: BaseRecord) => {
        const text = cellText(field, row, t);
        if (field.statuses)
          return <ReadableTag color={statusColor(field.statuses, String(row[field.name]))}>{text}</ReadableTag>;
        return <span title={text}>{text}</span>;
      },
    }));
  const link = { color: 'primary', variant: 'link', size: 'small' } as const;
  const count = [actions.configure, actions.edit, actions.remove].filter(Boolean).length;
  if (count > 0) {
    columns.push({
      key: '__actions',
      title: t('crud.actions'),
      width: ACTIONS_PADDING + ACTION_WIDTH * count,
      fixed: 'right',
      render: (_value, row) => (
        // A click on a button is not a click on the row (which selects it).
        <Space size={0} onClick={(event) => event.stopPropagation()}>
          {actions.configure && (
            <Button {...link} onClick={() => actions.configure?.(row)}>
              {t('dictionary.configure')}
            </Button>
          )}
          {actions.edit && (
            <Button {...link} onClick={() => actions.edit?.(row)}>
              {t('crud.edit')}
            </Button>
          )}
          {actions.remove && (
            <Button {...link} color="danger" onClick={() => actions.remove?.(row)}>
              {t('crud.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }
  return columns;
}
