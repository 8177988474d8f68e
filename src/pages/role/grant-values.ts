// A grant tree checks in Refine/antd's "conduct" mode (a parent is checked when all below it is,
// half-checked when some is), while Blade stores plain id lists. These convert between the two.

export type GrantNode = { id: string; title: string; children?: GrantNode[] };

const walk = (nodes: GrantNode[], visit: (node: GrantNode, parent?: string) => void, parent?: string) =>
  nodes.forEach((node) => {
    visit(node, parent);
    if (node.children) walk(node.children, visit, node.id);
  });

/**
 * The stored ids to check: only the leaves among them. The tree works out the parents; a stored
 * parent whose children are only partly stored (a half-checked parent Blade keeps) must not check
 * them all.
 */
export function leafKeys(stored: readonly string[], nodes: GrantNode[]): string[] {
  const keep = new Set(stored);
  const leaves: string[] = [];
  walk(nodes, (node) => {
    if (!node.children?.length && keep.has(node.id)) leaves.push(node.id);
  });
  return leaves;
}

/**
 * The checked ids with every ancestor (the half-checked parents too), in tree order: Blade's
 * routes need a granted menu's parents granted to show it, as a tenant package stores them.
 */
export function withAncestorKeys(checked: readonly string[], nodes: GrantNode[]): string[] {
  const parentOf = new Map<string, string>();
  const order: string[] = [];
  walk(nodes, (node, parent) => {
    order.push(node.id);
    if (parent) parentOf.set(node.id, parent);
  });
  const all = new Set<string>();
  for (const id of checked) {
    for (let at: string | undefined = id; at && !all.has(at); at = parentOf.get(at)) all.add(at);
  }
  return order.filter((id) => all.has(id));
}

/** The checked leaves: in a scope tree the menus only hold the scopes, which are the leaves. */
export function checkedLeaves(checked: readonly string[], nodes: GrantNode[]): string[] {
  return leafKeys(checked, nodes);
}

/** Every node's title by id: how a changed grant names what it holds. */
export function titlesOf(nodes: GrantNode[]): Map<string, string> {
  const titles = new Map<string, string>();
  walk(nodes, (node) => titles.set(node.id, node.title));
  return titles;
}
