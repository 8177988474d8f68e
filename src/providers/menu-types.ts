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

export function findMenuByCode(tree: MenuItem[], code: string): MenuItem | undefined {
  for (const node of tree) {
    if (node.code === code) return node;
    const hit = node.children?.length ? findMenuByCode(node.children, code) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** Blade marks an external page by a URL path (http(s)://… or a static .html); it is shown in an iframe. */
export const isExternalMenu = (item: Pick<MenuItem, 'path'>) =>
  /^https?:\/\//.test(item.path) || /\.html?(\?|#|$)/.test(item.path);

/** Where clicking a menu goes: its path, or the iframe route for an external page. */
export const menuTarget = (item: Pick<MenuItem, 'path' | 'code'>) =>
  isExternalMenu(item) ? `/myiframe/${encodeURIComponent(item.code)}` : item.path;

/** The leaves of a menu tree, in order: what a user can actually open. */
export const menuLeaves = (tree: MenuItem[]): MenuItem[] =>
  tree.flatMap((item) => (item.children?.length ? menuLeaves(item.children) : [item]));
