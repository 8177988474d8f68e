import type { TFunction } from 'i18next';
import { findMenuByCode, findMenuByPath, type MenuItem } from '../../providers/menu-types';
import { resources } from '../../resources/registry';
import { menuLabel } from '../menu-label';

/** Pages of the console that are not in the server menu, by path. */
const fixedLabels: Record<string, string> = {
  '/wel/index': 'menu.home',
  '/wel/dashboard': 'menu.dashboard',
  '/info/index': 'shell.userInfo',
  '/test/index': 'menu.test',
};

/** What a tab (and the document title) calls a page: the menu's label in the current language. */
export function tabLabel(path: string, menus: MenuItem[], t: TFunction, language: string): string {
  if (fixedLabels[path]) return t(fixedLabels[path]);
  const iframe = path.match(/^\/myiframe\/([^/]+)/);
  const menu = iframe ? findMenuByCode(menus, decodeURIComponent(iframe[1])) : findMenuByPath(menus, path);
  if (menu) return menuLabel(menu, t, language);
  const resource = resources.find((def) => def.route === path);
  return resource ? t(resource.label) : path;
}
