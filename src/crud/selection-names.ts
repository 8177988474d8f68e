import type { BaseRecord } from '@refinedev/core';
import type { CheckboxProps } from 'antd';
import type { TFunction } from 'i18next';
import { cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { FieldDef } from '../resources/types';
import { OutsideHiddenCopy } from './outside-hidden-copy';

/** Rows named in a message: the first few, the rest as … */
const NAMED = 5;

/** How a message names a row: its first listed column with a value (an order's number). */
function rowName(fields: FieldDef[], row: BaseRecord, key: string): string {
  const named = fields.find(
    (field) => field.table && row[field.name] !== undefined && row[field.name] !== null && row[field.name] !== '',
  );
  return String(named ? row[named.name] : row[key]);
}

/**
 * The first few of `rows` by name, in the language's list style (张三、李四 / Ann, Bob), then …
 * when there are more (`total`: how many are meant, the known rows among them named).
 */
export function namesOf(
  fields: FieldDef[],
  rows: readonly BaseRecord[],
  key: string,
  language: string,
  total = rows.length,
): string {
  const shown = rows.slice(0, NAMED);
  return (
    shown.map((row) => rowName(fields, row, key)).join(language === 'zh' ? '、' : ', ') +
    (total > shown.length ? ' …' : '')
  );
}

/** The line under a bulk confirm: how many rows it acts on, and which (共 2 项:张三、李四). */
export function whichLine(t: TFunction, count: number, names: string): string {
  return names ? t('crud.confirmWhich', { count, names }) : t('crud.confirmCount', { count });
}

/**
 * Names for a table's selection checkboxes, which antd leaves unnamed (the rows) or names in
 * English whatever the language (the header's "Select all"): 全选, and 选择 <the row's name>.
 * Spread into antd's `rowSelection`.
 */
export function selectionLabels(t: TFunction, fields: FieldDef[], key: string) {
  return {
    columnTitle: (checkbox: ReactNode) =>
      createElement(
        OutsideHiddenCopy,
        null,
        isValidElement(checkbox)
          ? cloneElement(checkbox as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t('crud.selectAll') })
          : checkbox,
      ),
    // antd spreads these onto the row's Checkbox, which hands aria-* to its input; its type lists none.
    getCheckboxProps: (row: BaseRecord): CheckboxProps => {
      const props: CheckboxProps & { 'aria-label': string } = {
        'aria-label': t('crud.selectRow', { name: rowName(fields, row, key) }),
      };
      return props;
    },
  };
}
