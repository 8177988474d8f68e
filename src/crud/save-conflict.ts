import type { BaseRecord } from '@refinedev/core';
import type { FieldDef } from '../resources/types';
import type { FormValues } from './form-options';

// BladeX has no optimistic locking: a save overwrites whatever another tab or colleague saved
// since this dialog loaded the record. Before an edit is saved the console reads the record
// again and compares; these are the comparisons.

/** Who changed the record under the dialog and when (BaseEntity's updateUser / updateTime), if it says. */
export type ServerChange = { updateUser: string; updateTime: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * How the server's record differs from the one the dialog loaded, or null when it is the same:
 * by updateTime where the entity keeps one (BaseEntity), else field by field over the whole row.
 */
export function changedSince(loaded: BaseRecord, current: BaseRecord): ServerChange | null {
  const change = { updateUser: text(current.updateUser), updateTime: text(current.updateTime) };
  if (text(loaded.updateTime) !== '') return text(loaded.updateTime) === change.updateTime ? null : change;
  const keys = new Set([...Object.keys(loaded), ...Object.keys(current)]);
  return [...keys].some((key) => JSON.stringify(loaded[key]) !== JSON.stringify(current[key])) ? change : null;
}

/** A value as the comparison shows it: a list comma-joined, nothing as ''. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A form field whose typed value is not what the server holds now. */
export type FieldDifference = { name: string; label: string; typed: string; server: string };

/** The form's fields whose typed value differs from the server's record, in the form's order. */
export function typedDifferences(
  fields: readonly FieldDef[],
  typed: FormValues,
  server: BaseRecord,
): FieldDifference[] {
  return fields
    .filter((field) => field.form && field.name in typed)
    .map((field) => ({
      name: field.name,
      label: field.label,
      typed: shownValue(typed[field.name]),
      server: shownValue(server[field.name]),
    }))
    .filter((each) => each.typed !== each.server);
}
