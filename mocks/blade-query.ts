import { normaliseDateTime } from './time';

// Blade's list conventions: `field=v` (equality, or "contains" for searchable fields), the
// `field_<op>` suffixes of Blade's Condition helper (e.g. createTime_dategt) and MyBatis-Plus
// paging. Sorting (ascs/descs) is in blade-sort.ts.

export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

export type FilterSpec = {
  /** Fields a filter may name; other query params (current, size, _t, ...) are ignored. */
  fields: readonly string[];
  /** Fields matched by "contains" instead of equality. */
  searchable?: readonly string[];
};

type Operator =
  | 'equal'
  | 'notequal'
  | 'like'
  | 'notlike'
  | 'gt'
  | 'ge'
  | 'lt'
  | 'le'
  | 'dategt'
  | 'datege'
  | 'datelt'
  | 'datele'
  | 'dateequal'
  | 'null'
  | 'notnull'
  | 'ignore';

const operators = new Set<string>([
  'equal',
  'notequal',
  'like',
  'notlike',
  'gt',
  'ge',
  'lt',
  'le',
  'dategt',
  'datege',
  'datelt',
  'datele',
  'dateequal',
  'null',
  'notnull',
  'ignore',
]);

const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';
const text = (value: unknown): string => (isBlank(value) ? '' : String(value));
const isNumeric = (value: string): boolean => value.trim() !== '' && Number.isFinite(Number(value));

/** Numbers as numbers, long numeric ids as BigInt, the rest as text. */
export function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const a = text(left);
  const b = text(right);
  if (/^\d{16,}$/.test(a) && /^\d{16,}$/.test(b)) return a === b ? 0 : BigInt(a) < BigInt(b) ? -1 : 1;
  if (isNumeric(a) && isNumeric(b)) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function matches(value: unknown, operator: Operator, wanted: string): boolean {
  const date = () => normaliseDateTime(text(value)).localeCompare(normaliseDateTime(wanted));
  switch (operator) {
    case 'equal':
      return text(value) === wanted;
    case 'notequal':
      return text(value) !== wanted;
    case 'like':
      return text(value).toLowerCase().includes(wanted.toLowerCase());
    case 'notlike':
      return !text(value).toLowerCase().includes(wanted.toLowerCase());
    case 'gt':
      return compareValues(value, wanted) > 0;
    case 'ge':
      return compareValues(value, wanted) >= 0;
    case 'lt':
      return compareValues(value, wanted) < 0;
    case 'le':
      return compareValues(value, wanted) <= 0;
    case 'dategt':
      return !isBlank(value) && date() > 0;
    case 'datege':
      return !isBlank(value) && date() >= 0;
    case 'datelt':
      return !isBlank(value) && date() < 0;
    case 'datele':
      return !isBlank(value) && date() <= 0;
    case 'dateequal':
      return text(value).slice(0, 10) === wanted.trim().slice(0, 10);
    case 'null':
      return isBlank(value);
    case 'notnull':
      return !isBlank(value);
    case 'ignore':
      return true;
  }
}

type Filter = { field: string; operator: Operator; wanted: string };

function parseFilters(query: URLSearchParams, spec: FilterSpec): Filter[] {
  const filters: Filter[] = [];
  query.forEach((wanted, key) => {
    const cut = key.lastIndexOf('_');
    const suffix = cut > 0 ? key.slice(cut + 1) : '';
    const field = operators.has(suffix) ? key.slice(0, cut) : key;
    if (!spec.fields.includes(field)) return;
    const operator: Operator = operators.has(suffix)
      ? (suffix as Operator)
      : spec.searchable?.includes(field)
        ? 'like'
        : 'equal';
    // Blade skips blank criteria, except the ones that are about blankness.
    if (wanted.trim() === '' && operator !== 'null' && operator !== 'notnull') return;
    filters.push({ field, operator, wanted: wanted.trim() });
  });
  return filters;
}

export function filterRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  query: URLSearchParams,
  spec: FilterSpec,
): T[] {
  const filters = parseFilters(query, spec);
  return rows.filter((row) => filters.every((f) => matches(row[f.field], f.operator, f.wanted)));
}

const intParam = (value: string | null, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** MyBatis-Plus paging: 1-based `current`, `size` ≤ 0 means "everything on one page". */
export function paginate<T>(rows: readonly T[], query: URLSearchParams): Page<T> {
  const total = rows.length;
  const requested = intParam(query.get('size'), 10);
  const size = requested > 0 ? requested : Math.max(total, 1);
  const current = Math.max(intParam(query.get('current'), 1), 1);
  const start = (current - 1) * size;
  return { records: rows.slice(start, start + size), total, size, current, pages: Math.ceil(total / size) };
}
