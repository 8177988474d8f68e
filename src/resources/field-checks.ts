import type { FieldDef, FieldRule } from './types';

// A declared field's rules read as a server reads a saved body: what the add/edit form checks at
// the field (src/crud/form-rules.ts turns the same rules into antd's), the stand-in checks
// again before it stores (mocks/declared-checks.ts). One list of rules, one set of words: a body
// that skips the form gets the message the form would have shown.

/** What a rule refuses: the field, the locale key of its message and the values it names. */
export type FieldProblem = { field: string; message: string; values: Record<string, number> };

const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Characters, not UTF-16 units: 院 and 𠀋 are one each, as a column counts them. */
const lengthOf = (text: string) => [...text].length;

const isNumberField = (field: FieldDef) => field.type === 'number';

/** The size a min/max rule measures: a number field's value, a text's length; null when none. */
function measure(field: FieldDef, value: unknown): number | null {
  if (blank(value)) return null;
  if (isNumberField(field)) {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return typeof value === 'string' ? lengthOf(value) : null;
}

/** Whether `rule` refuses `value` in a row holding `row`. */
function refuses(field: FieldDef, rule: FieldRule, value: unknown, row: Record<string, unknown>): boolean {
  if ('required' in rule) {
    if (rule.when && !rule.when.values.includes(String(row[rule.when.field] ?? ''))) return false;
    return blank(value);
  }
  // The other rules leave a blank value to `required`.
  if (blank(value)) return false;
  if ('pattern' in rule) return typeof value === 'string' && !rule.pattern.test(value);
  if ('len' in rule) return typeof value === 'string' && lengthOf(value) !== rule.len;
  if ('min' in rule) {
    const size = measure(field, value);
    return size !== null && size < rule.min;
  }
  if ('max' in rule) {
    const size = measure(field, value);
    return size !== null && size > rule.max;
  }
  // A confirmation (`matches`) is the form's own: the body carries one of the two.
  return false;
}

const valuesOf = (rule: FieldRule): Record<string, number> =>
  'min' in rule ? { min: rule.min } : 'max' in rule ? { max: rule.max } : 'len' in rule ? { len: rule.len } : {};

/** Whether the add/edit form holds the field: in the form, not a search-only filter, and shown. */
function inForm(field: FieldDef, row: Record<string, unknown>): boolean {
  if (!field.form || field.offRow === 'search') return false;
  const shown = field.shownWhen;
  return !shown || shown.values.includes(String(row[shown.field] ?? ''));
}

/** The first rule of the declared fields that refuses `row`, in the form's order; null when none. */
export function firstFieldProblem(fields: readonly FieldDef[], row: Record<string, unknown>): FieldProblem | null {
  for (const field of fields) {
    if (!inForm(field, row)) continue;
    const rule = (field.rules ?? []).find((each) => refuses(field, each, row[field.name], row));
    if (rule) return { field: field.name, message: rule.message, values: valuesOf(rule) };
  }
  return null;
}

/** The column size of each declared text field (`maxLength`), for a server's length check. */
export const maxLengthsOf = (fields: readonly FieldDef[]): Record<string, number> =>
  Object.fromEntries(fields.flatMap((field) => (field.maxLength ? [[field.name, field.maxLength]] : [])));
