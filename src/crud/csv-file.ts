import type { BaseRecord } from '@refinedev/core';
import type { FieldDef } from '../resources/types';
import { displayValue } from './field-display';

// A list as a CSV file Excel opens as it is: UTF-8 with a BOM (else Excel reads Chinese as
// mojibake), CRLF rows, the column labels in the user's language and dictionary labels in place
// of codes.

const BOM = '\uFEFF';

/** Excel shows a long digit string (a phone number) as 1.38E+10 unless told it is text. */
const LONG_DIGITS = /^\d{11,}$/;
/** A cell Excel would run as a formula (CSV injection), also behind a tab or a line break it skips. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: what a person reads, guarded, quoted when it must be. */
function csvCell(text: string): string {
  const guarded = LONG_DIGITS.test(text) ? `\t${text}` : FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n\t]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** What a field's value reads as in the file: its text, its label, or all its labels joined. */
function cellText(field: FieldDef, value: unknown, labels: Map<string, string> | undefined): string {
  const shown = displayValue(field, value, labels ?? new Map());
  return 'text' in shown ? shown.text : '';
}

/**
 * The CSV text of `rows` with a column per field: a header of `label(field)` and each row's values
 * as the list shows them (`labels`: value → label by field name).
 */
export function csvText(
  fields: FieldDef[],
  rows: BaseRecord[],
  labels: Map<string, Map<string, string>>,
  label: (field: FieldDef) => string,
): string {
  // Text, not tags: every label of a joined value, not the list's first three.
  const whole = fields.map((field) => ({
    ...field,
    display: field.display === 'tag' ? undefined : field.display,
    joinWith: field.joinWith ?? (field.joined || field.multiple ? '、' : undefined),
  }));
  const lines = [
    whole.map((field) => csvCell(label(field))).join(','),
    ...rows.map((row) =>
      whole.map((field) => csvCell(cellText(field, row[field.name], labels.get(field.name)))).join(','),
    ),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
