/** A node of the server menu tree (`menu/routes`, `menu/buttons`). Ids are strings (spec §4). */
export type MenuItem = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias?: string;
  path: string;
  source?: string;
  sort?: number;
  category?: number;
  isOpen?: number;
  children?: MenuItem[];
};

export type PermissionMap = Record<string, boolean>;

/** Leaves (and nodes) of the buttons tree become the flat permission map of spec §6. */
export function flattenButtons(tree: MenuItem[], into: PermissionMap = {}): PermissionMap {
  for (const node of tree) {
    if (node.code) into[node.code] = true;
    if (node.children?.length) flattenButtons(node.children, into);
  }
  return into;
}

/** Every path the user's menu grants, for the "not in your menu → 403" rule. */
export function menuPaths(tree: MenuItem[], into: Set<string> = new Set()): Set<string> {
  for (const node of tree) {
    if (node.path) into.add(node.path);
    if (node.children?.length) menuPaths(node.children, into);
  }
  return into;
}

export function findMenuByPath(tree: MenuItem[], path: string): MenuItem | undefined {
  for (const node of tree) {
    if (node.path === path) return node;
    const hit = node.children?.length ? findMenuByPath(node.children, path) : undefined;
    if (hit) return hit;
  }
  return undefined;
}
