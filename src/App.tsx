import '@ant-design/v5-patch-for-react-19';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppRoutes } from './app-routes';
import { config } from './config';
import { defaultAntdLocale, loadAntdLocale } from './providers/antd-locale';
import { startTokenRefreshLoop } from './providers/token-refresh-loop';
import { SessionProvider } from './providers/session-context';
import { refineResources } from './resources/registry';
import type { Services } from './services';
import { Bridges } from './shell/bridges';
import { useThemeSettings } from './shell/theme/theme-store';
import { themes } from './shell/theme/themes';

/** Wires the providers, antd's locale and theme, and the routes. The router comes from outside. */
export function App({ services }: { services: Services }) {
  const { i18n } = useTranslation();
  const look = useThemeSettings();
  const [locale, setLocale] = useState<Locale>(defaultAntdLocale);
  useEffect(() => {
    let current = true;
    loadAntdLocale(i18n.language === 'en' ? 'en' : 'zh').then((next) => current && setLocale(next));
    return () => {
      current = false;
    };
  }, [i18n.language]);

  const session = useMemo(
    () => ({
      store: services.session,
      menus: services.menus,
      storage: services.storage,
      http: services.http,
      startRefreshLoop: () =>
        startTokenRefreshLoop({
          storage: services.storage,
          refresh: services.http.refresh,
          tokenTime: config.tokenTime,
          intervalMs: config.refreshCheckMs,
        }),
    }),
    [services],
  );

  return (
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: themes[look.theme].dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary: look.color },
      }}
    >
      <AntdApp>
        <Bridges />
        <SessionProvider value={session}>
          <Refine
            dataProvider={services.data}
            authProvider={services.auth}
            accessControlProvider={services.accessControl}
            i18nProvider={services.i18n}
            notificationProvider={services.notification}
            routerProvider={routerProvider}
            resources={refineResources}
            options={{
              disableTelemetry: true,
              syncWithLocation: false,
              warnWhenUnsavedChanges: false,
              reactQuery: { clientConfig: services.queryClient },
            }}
          >
            <AppRoutes services={services} />
          </Refine>
        </SessionProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
