import type { BaseKey, BaseRecord, CrudFilter, DataProvider, MetaQuery } from '@refinedev/core';
import { hasDetail } from '../providers/endpoints';
import type { ResourceDef } from '../resources/types';
import type { FormValues } from './form-options';

// After a save whose answer never came (a timeout, a dropped connection), whether the server
// stored it: the record read again (an edit), or the list searched for what was sent (an add).
// Saving again without knowing would store an add twice.

const scalar = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** The sent fields a row is compared on: the form's own, with a plain value. */
function sentFields(def: ResourceDef, values: FormValues): [string, string | number][] {
  return def.fields
    .filter((field) => field.form && !field.offRow && field.type !== 'password')
    .map((field): [string, unknown] => [field.name, values[field.name]])
    .filter((entry): entry is [string, string | number] => scalar(entry[1]));
}

/** Whether `row` holds every sent value it has a field for (and has at least one). */
function holds(row: BaseRecord, sent: [string, string | number][]): boolean {
  const compared = sent.filter(([name]) => row[name] !== undefined && row[name] !== null);
  return compared.length > 0 && compared.every(([name, value]) => String(row[name]) === String(value));
}

/** The list's filters for what was sent: its searchable fields, text by "contains", options by equality. */
function searchFor(def: ResourceDef, values: FormValues): CrudFilter[] {
  return def.fields
    .filter((field) => field.search && scalar(values[field.name]))
    .map((field) => ({
      field: field.name,
      operator: field.options ? ('eq' as const) : ('contains' as const),
      value: values[field.name],
    }));
}

/**
 * The record as the server holds it now: its detail, or without a detail call its row found again
 * through the list (`rowSearch`, else the searched fields' values); null when the list does not
 * bring it back.
 */
export async function currentRecord(
  provider: DataProvider,
  def: ResourceDef,
  record: { id: BaseKey; row: BaseRecord; meta?: MetaQuery },
): Promise<BaseRecord | null> {
  const meta = { api: def.api, ...record.meta };
  if (hasDetail(def.api)) return (await provider.getOne({ resource: def.name, id: record.id, meta })).data;
  const filters: CrudFilter[] = def.rowSearch
    ? Object.entries(def.rowSearch(record.row)).map(([field, value]) => ({ field, operator: 'eq' as const, value }))
    : searchFor(def, record.row);
  const { data } = await provider.getList({
    resource: def.name,
    filters,
    pagination: { currentPage: 1, pageSize: 50 },
    meta,
  });
  return data.find((row) => String(row.id) === String(record.id)) ?? null;
}

/** True when the save is stored, false when it is not; throws when the server cannot be read either. */
export async function wasStored(
  provider: DataProvider,
  def: ResourceDef,
  sent: { id?: BaseKey; values: FormValues; meta?: MetaQuery },
): Promise<boolean> {
  const fields = sentFields(def, sent.values);
  const { id } = sent;
  // Called outside Refine's hooks, which would add the resource's own meta: its calls, as they do.
  const meta = { api: def.api, ...sent.meta };
  if (id !== undefined && hasDetail(def.api)) {
    const { data } = await provider.getOne({ resource: def.name, id, meta });
    return holds(data, fields);
  }
  const { data } = await provider.getList({
    resource: def.name,
    filters: searchFor(def, sent.values),
    pagination: { currentPage: 1, pageSize: 50 },
    meta,
  });
  return data.some((row) => (id === undefined || String(row.id) === String(id)) && holds(row, fields));
}
