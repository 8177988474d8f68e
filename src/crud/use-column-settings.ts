import type { BaseRecord } from '@refinedev/core';
import type { TableColumnsType as ColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useSessionServices } from '../providers/session-context';
import {
  applyColumnSettings,
  DEFAULT_DENSITY,
  orderedColumns,
  readColumnSettings,
  writeColumnSettings,
  type ColumnSettings,
  type Density,
} from './column-settings';

/** A data column as the settings panel lists it. */
export type ColumnChoice = { key: string; title: string; shown: boolean };

const localStore = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * A list's column settings (show/hide, order, row height), kept in local storage per tenant, user
 * account and screen, so they come back after a reload and never follow another user on the same
 * browser. `columns` are the declaration's; the result is what the table shows.
 */
export function useColumnSettings(screen: string, columns: ColumnsType<BaseRecord>) {
  const { storage } = useSessionServices();
  const user = storage.getUser();
  const key = `crud-columns:${user?.tenantId ?? ''}:${user?.account ?? ''}:${screen}`;
  // Read again when the key changes (another user or screen in the same component).
  const [kept, setKept] = useState(() => ({ key, settings: readColumnSettings(localStore(), key) }));
  const settings = kept.key === key ? kept.settings : readColumnSettings(localStore(), key);

  const save = useCallback(
    (next: ColumnSettings) => {
      setKept({ key, settings: next });
      writeColumnSettings(localStore(), key, next);
    },
    [key],
  );

  const shownColumns = useMemo(() => applyColumnSettings(columns, settings), [columns, settings]);
  const choices = useMemo((): ColumnChoice[] => {
    const hidden = new Set(settings.hidden ?? []);
    return orderedColumns(columns, settings).map((column) => ({
      key: String(column.key),
      title: typeof column.title === 'string' ? column.title : String(column.key),
      shown: !hidden.has(String(column.key)),
    }));
  }, [columns, settings]);

  const toggle = (column: string, shown: boolean) => {
    const hidden = (settings.hidden ?? []).filter((each) => each !== column);
    save({ ...settings, hidden: shown ? hidden : [...hidden, column] });
  };
  const move = (column: string, by: -1 | 1) => {
    const order = choices.map((choice) => choice.key);
    const from = order.indexOf(column);
    const to = from + by;
    if (from < 0 || to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to], order[from]];
    save({ ...settings, order });
  };
  const setDensity = (density: Density) => save({ ...settings, density });
  const reset = () => save({});

  return {
    columns: shownColumns,
    size: settings.density ?? DEFAULT_DENSITY,
    panel: {
      choices,
      density: settings.density ?? DEFAULT_DENSITY,
      changed: Object.keys(settings).length > 0,
      toggle,
      move,
      setDensity,
      reset,
    },
  };
}

export type ColumnSettingsPanelProps = ReturnType<typeof useColumnSettings>['panel'];
