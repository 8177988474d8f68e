import type { DictRow } from '../types';

// What Blade's dictionary mapper answers, computed over stored rows.

/** A DictVO: the row plus its parent's name and, in tree answers, its children. */
export type DictNode = DictRow & { parentName: string; children?: DictNode[]; hasChildren?: boolean };

/** Blade's TreeNode (`dict/tree`, `parent-tree`): dict_value as title, id as value and key. */
export type DictTreeNode = {
  id: string;
  parentId: string;
  title: string;
  value: string;
  key: string;
  children?: DictTreeNode[];
  hasChildren?: boolean;
};

export const isParent = (row: DictRow) => row.parentId === '0';

export const bySort = <T extends DictRow>(rows: readonly T[]): T[] => [...rows].sort((a, b) => a.sort - b.sort);

/** A row as DictVO, named after its parent among `rows`. */
export function toNode<T extends DictRow>(row: T, rows: readonly T[]): DictNode {
  const parent = isParent(row) ? undefined : rows.find((other) => other.id === row.parentId);
  return { ...row, parentName: parent?.dictValue ?? '' };
}

/**
 * `rows` nested under their parents (Blade's ForestNodeMerger): a row whose parent is not among
 * them is a root. `children`/`hasChildren` are omitted when empty (NON_EMPTY).
 */
export function forest<T extends DictRow>(rows: readonly T[], all: readonly T[]): DictNode[] {
  const nodes = new Map(bySort(rows).map((row) => [row.id, toNode(row, all)]));
  const roots: DictNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (!parent) {
      roots.push(node);
      continue;
    }
    parent.children = [...(parent.children ?? []), node];
    parent.hasChildren = true;
  }
  return roots;
}

export function treeNodes(nodes: DictNode[]): DictTreeNode[] {
  return nodes.map((node) => {
    const children = node.children ? treeNodes(node.children) : undefined;
    return {
      id: node.id,
      parentId: node.parentId,
      title: node.dictValue,
      value: node.id,
      key: node.id,
      ...(children?.length ? { children, hasChildren: true } : {}),
    };
  });
}

/**
 * `dictionary?code=`: Blade's `code=? and parent_id>0 and is_sealed=0`, in sort order. The
 * fields the mapper does not select are null, written as -1 for the integers (null-to-empty).
 */
export function dictionaryItems(rows: readonly DictRow[], code: string) {
  return bySort(rows.filter((row) => row.code === code && !isParent(row) && row.isSealed === 0)).map(
    ({ id, parentId, code: entryCode, dictKey, dictValue, sort, remark }) => ({
      id,
      parentId,
      code: entryCode,
      dictKey,
      dictValue,
      sort,
      remark,
      isSealed: -1,
      isDeleted: -1,
    }),
  );
}
