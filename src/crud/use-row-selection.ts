import type { BaseKey, BaseRecord } from '@refinedev/core';
import type { Key } from 'react';
import { useCallback, useState } from 'react';

/**
 * The rows picked in a table, keyed by `key`: what a bulk remove or a toolbar action acts on.
 * `onRemoved` drops the rows a remove took away; `onChange` is antd's rowSelection.onChange.
 */
export function useRowSelection(key: string) {
  const [selected, setSelected] = useState<{ keys: BaseKey[]; rows: BaseRecord[] }>({ keys: [], rows: [] });
  const onRemoved = useCallback(
    (ids: BaseKey[]) =>
      setSelected(({ keys, rows }) => ({
        keys: keys.filter((each) => !ids.includes(each)),
        rows: rows.filter((row) => !ids.includes(row[key] as BaseKey)),
      })),
    [key],
  );
  const onChange = useCallback(
    (keys: Key[], rows: (BaseRecord | undefined)[]) =>
      setSelected({ keys: keys as BaseKey[], rows: rows.filter((row): row is BaseRecord => !!row) }),
    [],
  );
  const clear = useCallback(() => setSelected({ keys: [], rows: [] }), []);
  return { ...selected, onRemoved, onChange, clear };
}
