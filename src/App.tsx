import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppRoutes } from './app-routes';
import { config } from './config';
import { defaultAntdLocale, loadAntdLocale, type Locale } from './providers/antd-locale';
import { SessionProvider } from './providers/session-context';
import { startTokenRefreshLoop } from './providers/token-refresh-loop';
import { loopTabInDialogs } from './lib/dialog-tab-loop';
import type { Services } from './services';
import { Bridges } from './shell/bridges';
import { useThemeSettings } from './shell/theme/theme-store';
import { antdStyleMode } from './shell/theme/antd-style-mode';
import { readableColors } from './shell/theme/readable-tokens';
import { themes } from './shell/theme/themes';
import { usePrimaryColorVariable } from './shell/theme/use-primary-color-variable';

/** antd's locale and theme, the session services, and the routes. The router comes from outside. */
export function App({ services }: { services: Services }) {
  const { t, i18n } = useTranslation();
  const look = useThemeSettings();
  const [locale, setLocale] = useState<Locale>(defaultAntdLocale);
  const dark = themes[look.theme].dark === true;
  const readable = readableColors(look.color, dark);
  usePrimaryColorVariable(readable.shades.text);
  useEffect(() => {
    let current = true;
    // A locale chunk that fails to load leaves antd in the previous language; the rejection goes
    // to the error log like any other.
    void loadAntdLocale(i18n.language === 'en' ? 'en' : 'zh').then((next) => current && setLocale(next));
    return () => {
      current = false;
    };
  }, [i18n.language]);

  useEffect(loopTabInDialogs, []);

  // rc-dialog names its × "Close" whatever the language: the console's own word instead, one
  // object for dialogs and drawers, made again only when the language changes.
  const closeNamed = useMemo(() => ({ closable: { 'aria-label': t('crud.close') } }), [t]);
  const session = useMemo(
    () => ({
      store: services.session,
      menus: services.menus,
      storage: services.storage,
      http: services.http,
      auth: services.auth,
      startRefreshLoop: () =>
        startTokenRefreshLoop({
          storage: services.storage,
          renew: services.http.renew,
          tokenTime: config.tokenTime,
          intervalMs: config.refreshCheckMs,
        }),
    }),
    [services],
  );

  return (
    <ConfigProvider
      locale={locale}
      modal={closeNamed}
      drawer={closeNamed}
      theme={{
        // Rules read the theme from CSS variables: the first screens' come from the build.
        ...antdStyleMode,
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        // antd draws progress bars and links in colorInfo (colorLink follows it), not colorPrimary:
        // both follow the picker, in the shades of the picked colour that text reads on and in.
        token: readable.token,
        components: readable.components,
      }}
    >
      <Bridges />
      <SessionProvider value={session}>
        <AppRoutes services={services} />
      </SessionProvider>
    </ConfigProvider>
  );
}
