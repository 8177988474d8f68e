import { useDataProvider, type BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { LazyTreeTable, ResourceDef } from '../resources/types';

type Children = ReadonlyMap<string, BaseRecord[]>;

export const rowKeyOf = (def: ResourceDef) => def.rowKey ?? 'id';

/** The declaration's lazily loaded tree, if its table is one (not a whole tree answered at once). */
export const lazyTreeOf = (def: ResourceDef): LazyTreeTable | undefined =>
  def.tree && 'parentField' in def.tree ? def.tree : undefined;

type Attached = { loaded: BaseRecord[] | undefined; children: BaseRecord[] | undefined; row: BaseRecord };
/** What `attach` made of each row the last time: reused while its branch did not change. */
type AttachCache = WeakMap<BaseRecord, Attached>;

const sameRows = (a: BaseRecord[] | undefined, b: BaseRecord[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((row, i) => row === b[i]));

/**
 * Loaded branches hung under their parents. A node the server says has children gets an empty
 * list until it is opened, so the table draws its expand button; a node without children has none.
 * A row whose branch did not change keeps its object from the last time, so loading one level
 * draws that level and its parent, not every row of the tree again (see crud-columns).
 */
function attach(rows: BaseRecord[], children: Children, key: string, cache: AttachCache): BaseRecord[] {
  return rows.map((row) => {
    const loaded = children.get(String(row[key]));
    const below = loaded ? attach(loaded, children, key, cache) : undefined;
    const last = cache.get(row);
    if (last && last.loaded === loaded && sameRows(last.children, below)) return last.row;
    const { children: _ignored, ...rest } = row;
    const made = below ? { ...row, children: below } : row.hasChildren ? { ...rest, children: [] } : rest;
    cache.set(row, { loaded, children: below, row: made });
    return made;
  });
}

/**
 * The lazy tree behind a tree table (`def.tree`): a row's children are fetched from the list
 * endpoint with `?<parentField>=<key>` when it is opened. `top` is the top level (or a search's
 * matches); each time it is fetched again (after an add, edit or remove) the open branches are
 * fetched again too, so a new child, a renamed one or a removed one shows where it is.
 */
export function useLazyTree(def: ResourceDef, top: BaseRecord[], topFetchedAt: number) {
  const tree = lazyTreeOf(def);
  const key = rowKeyOf(def);
  const dataProvider = useDataProvider();
  const [children, setChildren] = useState<Children>(new Map());
  const [expanded, setExpanded] = useState<string[]>([]);

  const load = useCallback(
    async (parent: string) => {
      if (!tree) return;
      try {
        const { data } = await dataProvider().getList({
          resource: def.name,
          pagination: { mode: 'off' },
          meta: { api: def.api, query: { [tree.parentField]: parent } },
        });
        setChildren((last) => new Map(last).set(parent, data));
      } catch {
        // The request layer has said why; the branch stays closed.
        setExpanded((keys) => keys.filter((each) => each !== parent));
      }
    },
    [tree, def.name, def.api, dataProvider],
  );

  // Only a new answer for the top level fetches the open branches again. Refine hands out a new
  // data provider getter whenever its context changes (a domain's declarations joining its
  // resources), and a branch opened is fetched by its click: neither is a reason to fetch them all.
  const reloadOpen = useEffectEvent(() => expanded.forEach((parent) => void load(parent)));
  useEffect(() => {
    if (topFetchedAt) reloadOpen();
  }, [topFetchedAt]);

  /** Opens `parent` (after a child was added under it), loading its children. */
  const reveal = useCallback(
    (parent: string) => {
      if (!tree || parent === tree.root) return;
      setExpanded((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
      void load(parent);
    },
    [tree, load],
  );

  const [cache] = useState<AttachCache>(() => new WeakMap());
  const data = useMemo(() => (tree ? attach(top, children, key, cache) : top), [tree, top, children, key, cache]);
  const expandable: TableProps<BaseRecord>['expandable'] = tree
    ? {
        expandedRowKeys: expanded,
        onExpand: (opened, row) => {
          const rowKey = String(row[key]);
          setExpanded((keys) => (opened ? [...keys, rowKey] : keys.filter((each) => each !== rowKey)));
          if (opened) void load(rowKey);
        },
      }
    : undefined;
  return { data, expandable, reveal };
}
