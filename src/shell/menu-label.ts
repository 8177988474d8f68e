import type { TFunction } from 'i18next';
import type { MenuItem } from '../providers/menu-types';
import { i18n } from '../providers/i18n';

/**
 * A menu's label in the current language. The server names menus in Chinese, and its `alias`
 * is an action code, not a translation: in Chinese the server's name wins (an admin may rename
 * a menu); in another language the locale's `menu.<code>` does, falling back to the name.
 */
export function menuLabel(item: Pick<MenuItem, 'code' | 'name'>, t: TFunction, language: string): string {
  const key = `menu.${item.code}`;
  if (language !== 'zh' && item.code && i18n.exists(key)) return t(key);
  return item.name;
}
