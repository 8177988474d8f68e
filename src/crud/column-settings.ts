import type { BaseRecord } from '@refinedev/core';
import type { TableColumnsType as ColumnsType } from 'antd';
import { ROOMY_EXTRA } from './row-actions';

/** A list's row height, as antd's table sizes name it. */
export type Density = 'large' | 'middle' | 'small';
export const DENSITIES: readonly Density[] = ['large', 'middle', 'small'];
export const DEFAULT_DENSITY: Density = 'middle';

/**
 * What a user changed in a list's columns: their order (column keys), the ones hidden, the row
 * height. Left out, each is the declaration's.
 */
export type ColumnSettings = { order?: string[]; hidden?: string[]; density?: Density };

type Columns = ColumnsType<BaseRecord>;

/** The row actions' column: never hidden or moved, always last. */
const ACTIONS_KEY = '__actions';

const keyOf = (column: Columns[number]) => String(column.key);

/** The data columns in the user's order: theirs first, then any the declaration added since, as declared. */
export function orderedColumns(columns: Columns, settings: ColumnSettings): Columns {
  const data = columns.filter((column) => keyOf(column) !== ACTIONS_KEY);
  const byKey = new Map(data.map((column) => [keyOf(column), column]));
  const placed = (settings.order ?? []).flatMap((key) => byKey.get(key) ?? []);
  return [...placed, ...data.filter((column) => !placed.includes(column))];
}

/**
 * The columns a list shows: the user's order, without the ones they hid (never all of them), the
 * first kept in view when the table scrolls sideways, the row actions last.
 */
export function applyColumnSettings(columns: Columns, settings: ColumnSettings): Columns {
  const roomy = settings.density === 'large';
  const hidden = new Set(settings.hidden ?? []);
  const ordered = orderedColumns(columns, settings);
  const shown = ordered.filter((column) => !hidden.has(keyOf(column)));
  const data = (shown.length > 0 ? shown : ordered).map((column, i) =>
    i === 0 ? { ...column, fixed: 'left' as const } : column,
  );
  const actions = columns
    .filter((column) => keyOf(column) === ACTIONS_KEY)
    .map((column) => (roomy ? { ...column, width: Number(column.width) + ROOMY_EXTRA } : column));
  return [...data, ...actions];
}

const isDensity = (value: unknown): value is Density => DENSITIES.includes(value as Density);
const isKeys = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((each) => typeof each === 'string');

/** The stored settings, or none when there are none or they cannot be read (a damaged entry, no storage). */
export function readColumnSettings(storage: Storage | undefined, key: string): ColumnSettings {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (!raw || typeof raw !== 'object') return {};
    const { order, hidden, density } = raw as Record<string, unknown>;
    return {
      ...(isKeys(order) && { order }),
      ...(isKeys(hidden) && { hidden }),
      ...(isDensity(density) && { density }),
    };
  } catch {
    return {};
  }
}

/**
 * Keeps the settings (none: forgets them). Storage full or switched off: they hold for this visit
 * only, which is no reason to interrupt anyone's work.
 */
export function writeColumnSettings(storage: Storage | undefined, key: string, settings: ColumnSettings): void {
  try {
    if (Object.keys(settings).length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(settings));
  } catch {
    // Full or disabled storage: the settings stay in memory.
  }
}
