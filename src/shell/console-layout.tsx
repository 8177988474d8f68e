import { Button, Layout } from 'antd';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSessionServices, useSessionState } from '../providers/session-context';
import { MenuSearchProvider } from './menu-search/menu-palette';
import { PageLoading } from './page-loading';
import { RouteProgress } from './route-progress';
import { SiderMenu } from './sider-menu';
import { KeepAliveOutlet, type PageBoundary } from './tabs/keep-alive-outlet';
import { TabBar } from './tabs/tab-bar';
import { tabLabel } from './tabs/tab-label';
import { tabsStore } from './tabs/tabs-store';
import { useThemeSettings } from './theme/theme-store';
import { themes, themeVariables } from './theme/themes';
import { readableColors } from './theme/readable-tokens';
import { landOnPage } from './land-on-page';
import { TopBar } from './top-bar';
import { storedTopMenu } from './top-menu-store';
import { ErrorLogButton } from './error-log/error-log-button';
import { hasKeptUnsaved } from '../lib/unsaved-input';
import { TabPageBoundary } from './error-log/tab-page-boundary';
import { useDocumentTitle } from '../lib/use-document-title';
import { useScreenBand } from '../lib/use-screen-band';
import { preloadResourcePages } from './resource-route';
import { whenIdle } from '../lib/when-idle';
import { useFirstScreenDrawn, useFirstScreenFallback } from './first-screen';

// Loaded only when a session ended under a dialog left its input to show (rare): not on every frame's way.
const UnsavedInputNotice = lazy(() => import('./unsaved-input-notice'));

type Props = {
  onClearCache: () => Promise<unknown>;
  /** The boundary each page renders in (the error log's by default). */
  PageBoundary?: PageBoundary;
};

/** The logged-in frame: server-driven sider, top bar, tabs, and the kept-alive routed pages. */
export default function ConsoleLayout({ onClearCache, PageBoundary = TabPageBoundary }: Props) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { menus: menuService, startRefreshLoop, http, store } = useSessionServices();
  const { menus, siderMenus } = useSessionState();
  const { theme, color } = useThemeSettings();
  const band = useScreenBand();
  const [collapsed, setCollapsed] = useState(band <= 1);
  // A new screen band resets the sider (folded on narrow screens); the toggle rules in between.
  const [bandSeen, setBandSeen] = useState(band);
  if (band !== bandSeen) {
    setBandSeen(band);
    setCollapsed(band <= 1);
  }
  const [failed, setFailed] = useState(false);
  const openTabs = useSyncExternalStore(tabsStore.subscribe, tabsStore.get);
  // Stable props: a navigation re-renders the layout, not the (memoised) top bar.
  const toggle = useCallback(() => setCollapsed((c) => !c), []);
  const errorLogButton = useMemo(() => <ErrorLogButton http={http} />, [http]);

  // A cached menu paints at once; the server's answer replaces it when it comes.
  const loadMenus = useCallback(() => menuService.loadAll(storedTopMenu()).catch(() => setFailed(true)), [menuService]);
  const retryMenus = () => {
    setFailed(false);
    void loadMenus();
  };
  // Just logged in, the menu is fresh already; after a reload it is revalidated.
  useEffect(() => {
    if (!store.isFresh()) void loadMenus();
    else if (storedTopMenu()) void menuService.loadRoutes(storedTopMenu()).catch(() => undefined);
  }, [menuService, store, loadMenus]);
  useEffect(startRefreshLoop, [startRefreshLoop]);
  useFirstScreenFallback();
  const drawn = useFirstScreenDrawn();
  // Once the first screen is drawn and the browser idle, fetch the list page's code for the first visit.
  useEffect(() => {
    if (!drawn) return;
    const timer = setTimeout(() => whenIdle(() => void preloadResourcePages().catch(() => undefined)), 2000);
    return () => clearTimeout(timer);
  }, [drawn]);
  const label = menus ? tabLabel(pathname, menus, t, i18n.language) : undefined;
  // Only a page with a name becomes a tab: redirect-only paths (/ and /wel) and an /myiframe/ path
  // that is about to open its route or 404 have none.
  useEffect(() => {
    if (label !== undefined) tabsStore.open(pathname);
  }, [pathname, label]);
  useDocumentTitle(label);
  // Arriving at a page from anywhere but its tab or the top bar (the sider, the palette, a link of
  // the page left, a login or unlock): focus goes to the page's heading (console-main until the
  // page is in), so a screen reader says where the user is and the next Tab is the page's own.
  const ready = !!menus;
  useEffect(() => (ready ? landOnPage(pathname) : undefined), [pathname, ready]);

  if (!menus) {
    return failed ? (
      <div className="page-error-boundary" role="alert">
        <h3 className="page-error-title">{t('shell.menuFailed')}</h3>
        <Button onClick={retryMenus}>{t('shell.retry')}</Button>
      </div>
    ) : (
      <PageLoading />
    );
  }

  const sider = siderMenus ?? menus;
  return (
    <MenuSearchProvider>
      <Layout
        className={`console-layout theme-${theme}`}
        style={themeVariables(theme, readableColors(color, themes[theme].dark === true).shades) as CSSProperties}
      >
        {/* The first stop of the keyboard: past the sider's menu and the top bar, to the page. */}
        <a
          className="skip-link"
          href="#console-main"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('console-main')?.focus();
          }}
        >
          {t('shell.skipToContent')}
        </a>
        <RouteProgress />
        {hasKeptUnsaved() && (
          <Suspense fallback={null}>
            <UnsavedInputNotice />
          </Suspense>
        )}
        <Layout.Sider
          className="console-sider"
          width={230}
          collapsed={collapsed}
          collapsedWidth={64}
          trigger={null}
          theme={themes[theme].menu}
        >
          <div className="console-logo" title={t('app.title')}>
            <img src="/img/logo.svg" alt="" />
            {!collapsed && <span>{t('app.title')}</span>}
          </div>
          {sider.length ? (
            <nav aria-label={t('shell.mainMenu')}>
              <SiderMenu menus={sider} collapsed={collapsed} theme={themes[theme].menu} />
            </nav>
          ) : (
            <p className="console-empty-menu">{t('shell.emptyMenu')}</p>
          )}
        </Layout.Sider>
        <Layout className="console-main">
          <Layout.Header className="console-header">
            <TopBar collapsed={collapsed} onToggle={toggle} errorLog={errorLogButton} />
          </Layout.Header>
          <TabBar store={tabsStore} onClearCache={onClearCache} />
          <Layout.Content className="console-content" id="console-main" tabIndex={-1}>
            <KeepAliveOutlet open={openTabs} Boundary={PageBoundary} />
          </Layout.Content>
        </Layout>
      </Layout>
    </MenuSearchProvider>
  );
}
