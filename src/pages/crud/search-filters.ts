import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import type { FieldDef } from '../../resources/types';
import { DATE_FORMAT } from './date-format';

export type SearchValues = Record<string, unknown>;

export const isDateField = (field: FieldDef) => field.type === 'date' || field.type === 'date-range';

/**
 * Search form values to Refine filters: dates become a `between` range, options an equality, the
 * rest a `contains` (Blade's map lists match plain keys with LIKE). An empty field still yields
 * its filter, with no value, so a new search replaces the last one field by field.
 */
export function toFilters(fields: FieldDef[], values: SearchValues): CrudFilter[] {
  return fields.map((field): CrudFilter => {
    const value = values[field.name];
    if (isDateField(field) && Array.isArray(value)) {
      const [from, to] = value as (Dayjs | null)[];
      return { field: field.name, operator: 'between', value: [from?.format(DATE_FORMAT), to?.format(DATE_FORMAT)] };
    }
    return { field: field.name, operator: field.options ? 'eq' : 'contains', value: typeof value === 'string' ? value.trim() : value };
  });
}
