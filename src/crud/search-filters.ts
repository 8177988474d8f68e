import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import type { FieldDef } from '../resources/types';
import { DATE_FORMAT } from './date-format';

export type SearchValues = Record<string, unknown>;

/**
 * A range end as the wire spells it: text from a link as it is; a day picked in the form as the
 * whole day, from 00:00:00 to 23:59:59 (the picker gives both ends at midnight, so `_datelt` of
 * the last day's midnight would leave that day out).
 */
const asDateText = (end: Dayjs | string | null | undefined, edge: 'from' | 'to'): string | undefined =>
  typeof end === 'string' ? end || undefined : end?.[edge === 'from' ? 'startOf' : 'endOf']('day').format(DATE_FORMAT);

export const isDateField = (field: FieldDef) => field.type === 'date' || field.type === 'date-range';

/**
 * Search form values to Refine filters: dates become a `between` range, options an equality, the
 * rest a `contains` (Blade's map lists match plain keys with LIKE). An empty field still yields
 * its filter, with no value, so a new search replaces the last one field by field.
 */
export function toFilters(fields: FieldDef[], values: SearchValues): CrudFilter[] {
  return fields.flatMap((field): CrudFilter[] => {
    const value = values[field.name];
    if (isDateField(field) && Array.isArray(value)) {
      const [from, to] = value as (Dayjs | string | null)[];
      const ends = [asDateText(from, 'from'), asDateText(to, 'to')];
      // Declared suffixes go out as named (releaseTime_datege); the default as a range (_dategt / _datelt).
      if (field.rangeParams)
        return field.rangeParams.map((param, end) => ({ field: param, operator: 'eq', value: ends[end] }));
      if (field.rangeSuffixes)
        return field.rangeSuffixes.map((suffix, end) => ({
          field: `${field.name}_${suffix}`,
          operator: 'eq',
          value: ends[end],
        }));
      return [{ field: field.name, operator: 'between', value: ends }];
    }
    return [
      {
        field: field.name,
        operator: field.options ? 'eq' : 'contains',
        value: typeof value === 'string' ? value.trim() : value,
      },
    ];
  });
}

/**
 * The search a link asks for: `?orderStatus=1&createTime_dategt=...` on a list's URL gives the
 * form values and filters of the declared search fields it names (others are ignored); null when
 * it names none.
 */
export function searchFromUrl(
  fields: FieldDef[],
  search: string,
): { values: SearchValues; filters: CrudFilter[] } | null {
  if (!search) return null;
  const params = new URLSearchParams(search);
  const values: SearchValues = {};
  for (const field of fields) {
    if (isDateField(field)) {
      const [fromSuffix, toSuffix] = field.rangeSuffixes ?? ['dategt', 'datelt'];
      const [fromName, toName] = field.rangeParams ?? [`${field.name}_${fromSuffix}`, `${field.name}_${toSuffix}`];
      const from = params.get(fromName);
      const to = params.get(toName);
      if (from || to) values[field.name] = [from ?? '', to ?? ''];
    } else if (params.has(field.name)) {
      values[field.name] = params.get(field.name) ?? '';
    }
  }
  return Object.keys(values).length ? { values, filters: toFilters(fields, values) } : null;
}
