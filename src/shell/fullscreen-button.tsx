import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBarButton } from './top-bar-button';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () =>
    (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
      () => undefined,
    );
  const label = t(full ? 'shell.exitFullscreen' : 'shell.fullscreen');
  return (
    <TopBarButton
      label={label}
      icon={full ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
      onClick={toggle}
    />
  );
}
