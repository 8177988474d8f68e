import { Button, Layout, Result } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSessionServices, useSessionState } from '../providers/session-context';
import { PageLoading } from './page-loading';
import { SiderMenu } from './sider-menu';
import { TopBar } from './top-bar';

/** The logged-in frame: server-driven sider, top bar, and the routed page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { menus: menuService, startRefreshLoop } = useSessionServices();
  const { menus } = useSessionState();
  const [collapsed, setCollapsed] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadMenus = () => {
    setFailed(false);
    // A cached menu paints at once; the server's answer replaces it when it comes.
    menuService.loadAll().catch(() => setFailed(true));
  };
  useEffect(loadMenus, [menuService]);
  useEffect(startRefreshLoop, [startRefreshLoop]);

  if (!menus) {
    return failed ? (
      <Result status="warning" title={t('shell.menuFailed')} extra={<Button onClick={loadMenus}>{t('shell.retry')}</Button>} />
    ) : (
      <PageLoading />
    );
  }

  return (
    <Layout className="console-layout">
      <Layout.Sider className="console-sider" width={230} collapsed={collapsed} collapsedWidth={64} trigger={null}>
        <div className="console-logo" title={t('app.title')}>
          <img src="/img/logo.svg" alt="" />
          {!collapsed && <span>{t('app.title')}</span>}
        </div>
        {menus.length ? <SiderMenu menus={menus} collapsed={collapsed} /> : <p className="console-empty-menu">{t('shell.emptyMenu')}</p>}
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <TopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        </Layout.Header>
        <Layout.Content className="console-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
