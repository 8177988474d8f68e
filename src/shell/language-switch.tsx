import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupFocus } from './use-popup-focus';
import { usePopupTooltip } from './use-popup-tooltip';

const LanguageChoices = lazy(() => import('./language-choices'));

type Props = {
  /** Wraps the button, e.g. in the top bar's tooltip; gets whether the choices are open. */
  wrap?: (button: ReactElement, popupOpen: boolean) => ReactElement;
};

/**
 * The language control of the top bar, /login and /lock alike: it names the language in use and
 * opens the choice of both. Works outside Refine too (no useSetLocale).
 */
export function LanguageSwitch({ wrap = (button) => button }: Props) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const { popupOpen, onPopupOpenChange } = usePopupTooltip();
  const { panel, trigger } = usePopupFocus(popupOpen);
  // The first click mounts the choices already open; later clicks are the popover's to report.
  const load = () => {
    if (loaded) return;
    setLoaded(true);
    onPopupOpenChange(true);
  };
  const button = (
    <Button
      type="text"
      className="language-switch"
      icon={<TranslationOutlined aria-hidden />}
      data-testid="language-switch"
      ref={trigger}
      onClick={load}
    >
      {t(`shell.languages.${i18n.language === 'en' ? 'en' : 'zh'}`)}
    </Button>
  );
  return wrap(
    loaded ? (
      <Suspense fallback={button}>
        <LanguageChoices trigger={button} open={popupOpen} onOpenChange={onPopupOpenChange} panelRef={panel} />
      </Suspense>
    ) : (
      button
    ),
    popupOpen,
  );
}
