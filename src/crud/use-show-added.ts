import type { BaseKey, BaseRecord, CrudSort } from '@refinedev/core';
import { useCallback, useState } from 'react';
import type { ResourceDef } from '../resources/types';
import { newestFirstOf } from './list-url';
import type { useCrudList } from './use-crud-list';

type Added = { values: Record<string, unknown>; at: number };

const sameOrder = (a: CrudSort[], b: CrudSort[]) =>
  a.length === b.length && a.every((sort, i) => sort.field === b[i].field && sort.order === b[i].order);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The row holding what was submitted (Blade's submit answers `true`, not the new id). */
const holds = (row: BaseRecord, values: Record<string, unknown>) =>
  Object.entries(values).every(([key, value]) => typeof value === 'object' || text(row[key]) === text(value));

/**
 * After an add, the list shows the new record: first page, newest first (said on screen, and
 * undone by the user), with the record's row highlighted once the new page has arrived.
 */
export function useShowAdded(def: ResourceDef, list: ReturnType<typeof useCrudList>) {
  const order = newestFirstOf(def);
  const { setSorters, setCurrentPage, sorters, tableQuery, result } = list;
  const [added, setAdded] = useState<Added | null>(null);
  const [highlight, setHighlight] = useState<BaseKey>();

  const onAdded = useCallback(
    (values: Record<string, unknown>) => {
      if (order) setSorters(order);
      setCurrentPage(1);
      setAdded({ values, at: Date.now() });
    },
    [order, setSorters, setCurrentPage],
  );

  // The first answer after the add has arrived: its row stays marked (a later page turn or
  // refresh does not move the mark). Set while rendering, so that answer is drawn marked at once.
  if (added && !tableQuery.isFetching && tableQuery.dataUpdatedAt >= added.at) {
    setHighlight(result.data.find((row) => holds(row, added.values))?.id);
    setAdded(null);
  }

  const newestFirst = !!order && sameOrder(sorters, order);
  const clearOrder = useCallback(() => setSorters([]), [setSorters]);
  return { onAdded, highlight, newestFirst, clearOrder };
}
