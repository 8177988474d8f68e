import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { config } from '../../config';
import { findMenuByCode } from '../../providers/menu-types';
import { useSessionServices, useSessionState } from '../../providers/session-context';
import { menuLabel } from '../../shell/menu-label';
import { iframeSandbox, isCrossOriginPage } from './iframe-sandbox';

/** The token goes only to hosts the deployment lists; any other page gets the bare URL. */
export function iframeSource(path: string, token: string | undefined, trustedHosts: readonly string[], origin: string): string {
  const url = new URL(path, origin);
  if (token && trustedHosts.includes(url.host)) url.searchParams.set('token', token);
  return url.toString();
}

/** /myiframe/:routerPath — the external page of a menu item, sandboxed (see iframeSandbox). */
export default function IframePage() {
  const { t, i18n } = useTranslation();
  const { routerPath = '' } = useParams();
  const { menus } = useSessionState();
  const { storage } = useSessionServices();
  const menu = findMenuByCode(menus ?? [], decodeURIComponent(routerPath));
  if (!menu) return <Result status="404" title={t('iframe.missing')} />;
  const src = iframeSource(menu.path, storage.getToken()?.accessToken, config.iframeTokenHosts, window.location.origin);
  return (
    <Card
      className="iframe-page"
      variant="borderless"
      title={menuLabel(menu, t, i18n.language)}
      extra={
        // A page of our own origin opened as a window of its own would run unsandboxed, able to
        // read the token; only another site's page is offered outside the frame.
        isCrossOriginPage(src, window.location.origin) && (
          <Button type="link" icon={<ExportOutlined />} href={src} target="_blank" rel="noopener noreferrer">
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
