import type { TFunction } from 'i18next';
import { findMenuByPath, type MenuItem } from '../../providers/menu-types';
import { loadedResources } from '../../resources/registry';
import { iframeRouterPath, iframeTarget } from '../iframe-target';
import { menuLabel } from '../menu-label';

/** Pages of the console that are not in the server menu, by path. */
const fixedLabels: Record<string, string> = {
  '/wel/index': 'menu.home',
  '/wel/dashboard': 'menu.dashboard',
  '/info/index': 'shell.userInfo',
  '/test/index': 'menu.test',
};

/** Pages with params in their path: the leave process's (its start form, a task, an instance). */
const patternLabels: [RegExp, string][] = [
  [/^\/work\/process\/leave\/form\/[^/]+$/, 'flowTab.leaveForm'],
  [/^\/work\/process\/leave\/handle\/[^/]+\/[^/]+\/[^/]+$/, 'flowTab.leaveHandle'],
  [/^\/work\/process\/leave\/detail\/[^/]+\/[^/]+$/, 'flowTab.leaveDetail'],
];

/**
 * What a tab (and the document title) calls a page: the menu's label in the current language.
 * A path that names no page has no label (undefined), so it never becomes a tab: showing the raw
 * path would leak an address where the user expects a name.
 */
export function tabLabel(path: string, menus: MenuItem[], t: TFunction, language: string): string | undefined {
  if (fixedLabels[path]) return t(fixedLabels[path]);
  const pattern = patternLabels.find(([shape]) => shape.test(path));
  if (pattern) return t(pattern[1]);
  const iframe = iframeRouterPath(path);
  if (iframe !== undefined) {
    const target = iframeTarget(iframe, menus);
    return target.kind === 'embed' ? menuLabel(target.menu, t, language) : undefined;
  }
  const menu = findMenuByPath(menus, path);
  if (menu) return menuLabel(menu, t, language);
  const resource = loadedResources().find((def) => def.route === path);
  return resource ? t(resource.label) : undefined;
}
