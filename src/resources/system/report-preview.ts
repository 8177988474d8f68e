import type { MenuItem } from '../../providers/menu-types';

// A report definition opens in the console's iframe route, in UReport's preview page:
// `<report server>/preview?_u=blade-<file name>` (Saber's handlePreview). VITE_REPORT_URL names a
// real report server (`http://host:8108/ureport`); without it the stand-in's build draws the
// stand-in's reports in the console's own small viewer (public/ureport/preview.html), and a
// gateway build has no viewer: its sample figures would pass for the business's own.

const server = import.meta.env.VITE_REPORT_URL as string | undefined;
const VIEWER = server ? `${server.replace(/\/+$/, '')}/preview` : __USE_STANDIN__ ? '/ureport/preview.html' : undefined;
/** Whether reports can be previewed: a report server is named, or the stand-in draws its own. */
export const canPreviewReports = VIEWER !== undefined;
/** The route of the report list: a user whose menu holds it may open its reports. */
export const REPORT_LIST_ROUTE = '/report/reportlist';
const PREFIX = `${VIEWER}?_u=blade-`;

const reportViewerUrl = (name: string) => `${PREFIX}${encodeURIComponent(name)}`;

/** Where the console opens a report: its tab in the iframe route. */
export const reportPreviewRoute = (name: string) => `/myiframe/${encodeURIComponent(reportViewerUrl(name))}`;

const holdsReportList = (tree: MenuItem[]): boolean =>
  tree.some((node) => node.path === REPORT_LIST_ROUTE || holdsReportList(node.children ?? []));

/**
 * The page to frame for an iframe route that names a report preview, as a menu item titled with
 * the report's name; undefined for anything else, or for a user whose menu lacks the report list
 * (the viewer is framed because the deployment names it, never because a link says so).
 */
export function reportPreviewMenu(address: string, menus: MenuItem[]): MenuItem | undefined {
  if (!canPreviewReports || !address.startsWith(PREFIX) || !holdsReportList(menus)) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(address.slice(PREFIX.length));
  } catch {
    return undefined;
  }
  if (!name || /[?#&]/.test(address.slice(PREFIX.length))) return undefined;
  return { id: `report:${name}`, parentId: '', code: '', name: name.replace(/\.ureport\.xml$/, ''), path: address };
}
