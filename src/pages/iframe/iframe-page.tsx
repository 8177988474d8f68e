import { ExportOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { config } from '../../config';
import type { MenuItem } from '../../providers/menu-types';
import { useSessionServices, useSessionState } from '../../providers/session-context';
import { iframeTarget } from '../../shell/iframe-target';
import { menuLabel } from '../../shell/menu-label';
import { iframeSandbox, isCrossOriginPage } from './iframe-sandbox';
import { PageTitle } from '../../shell/page-title';

/**
 * The token goes only to hosts the deployment lists, and only over https: on plain http anyone on
 * the way reads it. Any other page gets the bare URL. The framed page's address is not the
 * console's (no address bar or history of the user's shows it), but its host's access log does:
 * README, Against a real BladeX gateway.
 */
export function iframeSource(
  path: string,
  token: string | undefined,
  trustedHosts: readonly string[],
  origin: string,
): string {
  const url = new URL(path, origin);
  if (token && url.protocol === 'https:' && trustedHosts.includes(url.host)) url.searchParams.set('token', token);
  return url.toString();
}

/**
 * /myiframe/:routerPath — the external page of a menu item, sandboxed (see iframeSandbox). An
 * internal path opens its own route instead, and an unknown one the 404 page (see iframeTarget);
 * both replace this address, so Back does not return to it.
 */
export default function IframePage() {
  const { routerPath = '' } = useParams();
  const { menus } = useSessionState();
  const target = iframeTarget(routerPath, menus ?? []);
  if (target.kind === 'route') return <Navigate to={target.path} replace />;
  if (target.kind === 'missing') return <Navigate to="/404" replace />;
  return <EmbeddedMenuPage menu={target.menu} />;
}

function EmbeddedMenuPage({ menu }: { menu: MenuItem }) {
  const { t, i18n } = useTranslation();
  const { storage } = useSessionServices();
  const src = iframeSource(menu.path, storage.getToken()?.accessToken, config.iframeTokenHosts, window.location.origin);
  return (
    <Card
      className="iframe-page"
      variant="borderless"
      title={<PageTitle>{menuLabel(menu, t, i18n.language)}</PageTitle>}
      extra={
        // A page of our own origin opened as a window of its own would run unsandboxed, able to
        // read the token; only another site's page is offered outside the frame.
        isCrossOriginPage(src, window.location.origin) && (
          <Button
            type="link"
            icon={<ExportOutlined aria-hidden />}
            href={src}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('iframe.openWindow')}
          </Button>
        )
      }
    >
      <iframe
        title={menuLabel(menu, t, i18n.language)}
        src={src}
        sandbox={iframeSandbox(src, window.location.origin)}
        referrerPolicy="no-referrer"
        className="iframe-frame"
      />
    </Card>
  );
}
