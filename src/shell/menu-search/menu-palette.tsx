import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstScreenDrawn } from '../first-screen';
import { isMac, isToggleKey, paletteRequests } from './palette-requests';

const PaletteRoot = lazy(() => import('./palette-root'));

/**
 * The menu search palette (spec §2) with the open screen's and the shell's actions. kbar and the
 * palette (palette-root.tsx) are fetched and drawn once the first screen is: a reload no longer
 * parses them before its first rows (~56 KB of the frame's file). Until they are in, a Ctrl/Cmd+K
 * is caught here and opens the palette as it comes; from then on kbar listens itself.
 */
export function MenuSearchProvider({ children }: { children: ReactNode }) {
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (paletteRequests.attached() || event.defaultPrevented || !isToggleKey(event)) return;
      event.preventDefault();
      paletteRequests.toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {drawn && (
        <Suspense fallback={null}>
          <PaletteRoot />
        </Suspense>
      )}
      {children}
    </>
  );
}

/** The search box in the top bar; it opens the palette. */
export function MenuSearchBox() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="menu-search-box"
      onClick={() => paletteRequests.toggle()}
      data-testid="menu-search"
    >
      <SearchOutlined />
      <span>{t('search.placeholder')}</span>
      <kbd>{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
    </button>
  );
}
