import type { BaseKey, BaseRecord, CrudFilter, DataProvider, MetaQuery } from '@refinedev/core';
import { hasDetail } from '../providers/endpoints';
import type { ResourceDef } from '../resources/types';
import type { FormValues } from './form-options';

// After a save whose answer never came (a timeout, a dropped connection), whether the server
// stored it: the record read again (an edit), or the list searched for what was sent (an add).
// Saving again without knowing would store an add twice.

const scalar = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/**
 * The sent fields a row is compared on, with a plain value: every field sent (a bespoke form sends
 * what it draws), less what a row never shows as sent (a password, a field kept off the row).
 */
function sentFields(def: ResourceDef, values: FormValues): [string, string | number][] {
  const hidden = new Set(
    def.fields.filter((field) => field.offRow || field.type === 'password').map((field) => field.name),
  );
  return Object.entries(values).filter(
    (entry): entry is [string, string | number] => !hidden.has(entry[0]) && scalar(entry[1]),
  );
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

/** Each row as the server holds it now (`currentRecord`), or as it was where the server no longer brings it back. */
export const currentRecords = (
  provider: DataProvider,
  def: ResourceDef,
  rows: readonly BaseRecord[],
): Promise<BaseRecord[]> =>
  Promise.all(rows.map(async (row) => (await currentRecord(provider, def, { id: row.id as BaseKey, row })) ?? row));

/**
 * True when the save is stored, false when it is not; throws when the server cannot be read either.
 * An edit reads its record again (`row`: the record as the dialog had it, to find it through the
 * list where there is no detail call); an add searches the list for what was sent.
 */
export async function wasStored(
  provider: DataProvider,
  def: ResourceDef,
  sent: { id?: BaseKey; row?: BaseRecord; values: FormValues; meta?: MetaQuery },
): Promise<boolean> {
  const fields = sentFields(def, sent.values);
  const { id } = sent;
  if (id !== undefined) {
    const now = await currentRecord(provider, def, { id, row: sent.row ?? sent.values, meta: sent.meta });
    return now !== null && holds(now, fields);
  }
  // Called outside Refine's hooks, which would add the resource's own meta: its calls, as they do.
  const { data } = await provider.getList({
    resource: def.name,
    filters: searchFor(def, sent.values),
    pagination: { currentPage: 1, pageSize: 50 },
    meta: { api: def.api, ...sent.meta },
  });
  return data.some((row) => holds(row, fields));
}
