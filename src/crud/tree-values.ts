import type { FieldOption } from './option-query';

/**
 * A menu tree is stored with every checked node and its ancestors (a parent must be granted for
 * its children to show), but a checkable tree edits leaves. These convert between the two.
 */
export function leafValues(stored: string[], options: FieldOption[]): string[] {
  const keep = new Set(stored);
  const leaves: string[] = [];
  const walk = (nodes: FieldOption[]) =>
    nodes.forEach((node) =>
      node.children?.length ? walk(node.children) : keep.has(node.value) && leaves.push(node.value),
    );
  walk(options);
  return leaves;
}

export function withAncestors(checked: string[], options: FieldOption[]): string[] {
  const parentOf = new Map<string, string>();
  const order: string[] = [];
  const walk = (nodes: FieldOption[], parent?: string) =>
    nodes.forEach((node) => {
      order.push(node.value);
      if (parent) parentOf.set(node.value, parent);
      if (node.children) walk(node.children, node.value);
    });
  walk(options);
  const all = new Set<string>();
  for (const value of checked) {
    for (let at: string | undefined = value; at && !all.has(at); at = parentOf.get(at)) all.add(at);
  }
  // Tree order, so the stored string is stable whatever the click order was.
  return order.filter((value) => all.has(value));
}
