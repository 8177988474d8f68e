import type { TFunction } from 'i18next';
import type { MenuItem } from '../../providers/menu-types';
import { menuLabel } from '../menu-label';

export type MenuMatch = { item: MenuItem; label: string; trail: string };

/**
 * Leaf menus whose label, in the current language, starts with the query (case-insensitive).
 * An empty query lists every leaf. `trail` names the parents, for the result's subtitle.
 */
export function matchMenus(tree: MenuItem[], query: string, t: TFunction, language: string): MenuMatch[] {
  const needle = query.trim().toLowerCase();
  const walk = (nodes: MenuItem[], trail: string[]): MenuMatch[] =>
    nodes.flatMap((item) => {
      const label = menuLabel(item, t, language);
      if (item.children?.length) return walk(item.children, [...trail, label]);
      return label.toLowerCase().startsWith(needle) ? [{ item, label, trail: trail.join(' / ') }] : [];
    });
  return walk(tree, []);
}
