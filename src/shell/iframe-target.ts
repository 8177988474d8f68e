import { reportPreviewMenu } from '../resources/system/report-preview';
import { findMenuByCode, findMenuByPath, isExternalMenu, type MenuItem } from '../providers/menu-types';

/** What /myiframe/:routerPath stands for. */
export type IframeTarget = { kind: 'embed'; menu: MenuItem } | { kind: 'route'; path: string } | { kind: 'missing' };

/** The routerPath decoded; null when its percent-encoding is malformed (decodeURIComponent throws). */
const decode = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * A path of this console: one leading slash, then only what a URL path (and its query) holds as it is. A backslash
 * is a slash to a URL parser ('/\\host' is '//host', another origin), and whitespace or control
 * characters are no part of any route: such a link is crafted, and leads nowhere.
 */
const CONSOLE_PATH = /^\/(?![/\\])[\w\-.~!$&'()*+,;=:@%/?#]*$/;

/**
 * The routerPath is a menu code (what the sider links) or a path. Only a page the user's menu
 * declares as external (http(s) or a static .html) is framed: framing an internal route would put
 * a second console inside the first, and framing an address taken from the URL alone would let any
 * link show somebody else's page inside ours. An internal path, or a menu whose path is internal,
 * opens that route; anything else is unknown.
 */
export function iframeTarget(routerPath: string, menus: MenuItem[]): IframeTarget {
  const value = decode(routerPath);
  if (value === null) return { kind: 'missing' };
  const report = reportPreviewMenu(value, menus);
  if (report) return { kind: 'embed', menu: report };
  const menu = findMenuByCode(menus, value) ?? findMenuByPath(menus, value);
  const path = menu?.path ?? value;
  if (isExternalMenu({ path })) return menu ? { kind: 'embed', menu } : { kind: 'missing' };
  if (CONSOLE_PATH.test(path)) return { kind: 'route', path };
  return { kind: 'missing' };
}

const IFRAME_ROUTE = /^\/myiframe\/([^/]+)$/;

/** The routerPath of an /myiframe/ location, or undefined for any other path. */
export const iframeRouterPath = (pathname: string): string | undefined => pathname.match(IFRAME_ROUTE)?.[1];
