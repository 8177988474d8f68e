import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFirstScreenDrawn } from '../first-screen';
import { isMac, isToggleKey, paletteRequests } from './palette-requests';

const PaletteRoot = lazy(() => import('./palette-root'));

const useEarlyTyping = () => useSyncExternalStore(paletteRequests.subscribe, paletteRequests.early);

/**
 * The menu search palette (spec §2) with the open screen's and the shell's actions. kbar and the
 * palette (palette-root.tsx) are fetched and drawn once the first screen is: a reload no longer
 * parses them before its first rows (~56 KB of the frame's file). Until they are in, a Ctrl/Cmd+K
 * is caught here and opens the early box, which keeps the keys typed in it for the palette; from
 * then on kbar listens itself.
 */
export function MenuSearchProvider({ children }: { children: ReactNode }) {
  const drawn = useFirstScreenDrawn();
  const early = useEarlyTyping();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (paletteRequests.attached() || event.defaultPrevented || !isToggleKey(event)) return;
      event.preventDefault();
      // Drawn and focused before the next key arrives, however fast it is typed.
      flushSync(() => paletteRequests.toggle());
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
      {early.open && <EarlyBox text={early.text} />}
      {children}
    </>
  );
}

/**
 * The palette's search box while its code is still on the way: what is typed is shown and kept,
 * Enter is noted (the palette acts on it), Esc closes it. The palette's own look (styles.css).
 */
function EarlyBox({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="palette-backdrop palette-early">
      <div className="palette" role="dialog" aria-modal="true" aria-label={t('search.title')}>
        <div className="palette-search">
          <SearchOutlined aria-hidden />
          <input
            autoFocus
            autoComplete="off"
            spellCheck={false}
            className="palette-input"
            aria-label={t('search.title')}
            aria-busy
            value={text}
            placeholder={t('search.inputPlaceholder')}
            onChange={(event) => paletteRequests.type(event.target.value)}
            onKeyDown={(event) => {
              if (event.nativeEvent.isComposing || event.keyCode === 229) return;
              if (event.key === 'Enter') {
                event.preventDefault();
                paletteRequests.enter();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                paletteRequests.toggle();
              }
            }}
          />
        </div>
        <div className="palette-empty" role="status">
          {t('search.loading')}
        </div>
      </div>
    </div>
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
      <SearchOutlined aria-hidden />
      <span>{t('search.placeholder')}</span>
      <kbd>{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
    </button>
  );
}
