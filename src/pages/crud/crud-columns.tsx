import type { BaseRecord } from '@refinedev/core';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { FieldDef, ResourceDef } from '../../resources/types';
import { ValueView } from './field-value';

type RowActions = {
  view?: (row: BaseRecord) => void;
  edit?: (row: BaseRecord) => void;
  remove?: (row: BaseRecord) => void;
};

const tableOf = (field: FieldDef) => (typeof field.table === 'object' ? field.table : {});

/** Table columns from the declaration, plus an actions column holding only permitted buttons. */
export function crudColumns(def: ResourceDef, t: TFunction, actions: RowActions, labels: Map<string, Map<string, string>>): ColumnsType<BaseRecord> {
  const columns: ColumnsType<BaseRecord> = def.fields
    .filter((field) => field.table)
    .map((field) => ({
      key: field.name,
      dataIndex: field.name,
      title: t(field.label),
      width: tableOf(field).width,
      ellipsis: tableOf(field).ellipsis,
      sorter: tableOf(field).sorter,
      render: field.options ? (value: unknown) => <ValueView field={field} value={value} labels={labels.get(field.name)} /> : undefined,
    }));
  const buttons = (row: BaseRecord) => (
    <Space size={0}>
      {actions.view && <Button type="link" size="small" onClick={() => actions.view?.(row)}>{t('crud.view')}</Button>}
      {actions.edit && <Button type="link" size="small" onClick={() => actions.edit?.(row)}>{t('crud.edit')}</Button>}
      {actions.remove && <Button type="link" size="small" danger onClick={() => actions.remove?.(row)}>{t('crud.delete')}</Button>}
    </Space>
  );
  if (actions.view || actions.edit || actions.remove) {
    columns.push({ key: '__actions', title: t('crud.actions'), width: 180, fixed: 'right', render: (_, row) => buttons(row) });
  }
  return columns;
}
