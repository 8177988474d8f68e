import type { BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import type { ResourceDef } from '../resources/types';
import { rowKeyOf } from './use-lazy-tree';

/** Keys of the rows that have children. */
const parentKeys = (rows: BaseRecord[], key: string, into: string[] = []): string[] => {
  for (const row of rows) {
    const children = row.children as BaseRecord[] | undefined;
    if (children?.length) {
      into.push(String(row[key]));
      parentKeys(children, key, into);
    }
  }
  return into;
};

/**
 * A whole tree answered at once (`tree: { whole: true }`, Blade's `role/list`): every branch
 * open, as Saber shows it, until the user folds one; a branch that arrives later opens too.
 * Undefined for any other table.
 */
export function useWholeTree(def: ResourceDef, rows: BaseRecord[]): TableProps<BaseRecord>['expandable'] {
  const whole = !!def.tree && 'whole' in def.tree;
  const key = rowKeyOf(def);
  const [folded, setFolded] = useState<string[]>([]);
  return useMemo(() => {
    if (!whole) return undefined;
    return {
      expandedRowKeys: parentKeys(rows, key).filter((each) => !folded.includes(each)),
      onExpand: (opened: boolean, row: BaseRecord) => {
        const rowKey = String(row[key]);
        setFolded((keys) => (opened ? keys.filter((each) => each !== rowKey) : [...keys, rowKey]));
      },
    };
  }, [whole, rows, key, folded]);
}
