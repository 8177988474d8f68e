import { SearchOutlined } from '@ant-design/icons';
import { KBarAnimator, KBarPortal, KBarPositioner, KBarProvider, useKBar, VisualState } from '@refinedev/kbar';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFirstScreenDrawn } from '../first-screen';
import type { PaletteEntry } from './palette-entries';
import { PaletteBody } from './palette-body';
import { usePaletteActions } from './use-palette-actions';
import './menu-palette.css';

// The top bar's own lock dialog, fetched when the palette's 锁屏 is picked.
const LockDialog = lazy(() => import('../lock/lock-dialog'));

/**
 * The palette under kbar's provider (Ctrl/Cmd+K, Esc, the portal, the animation, the focus put
 * back on close). What is picked runs as the palette closes; a dialog it opens (新增, 锁屏, the logout
 * confirm) takes the focus once shown, after kbar has put it back where it was.
 */
function Palette() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { query, open } = useKBar((state) => ({
    open: state.visualState === VisualState.animatingIn || state.visualState === VisualState.showing,
  }));
  // Every opening gets a fresh body (empty box, caret in it), even one while the last closing
  // still fades out, when kbar keeps the old body mounted.
  const [openings, setOpenings] = useState({ count: 0, open: false });
  if (open !== openings.open) setOpenings({ count: openings.count + (open ? 1 : 0), open });
  const [locking, setLocking] = useState(false);
  const openLock = useCallback(() => setLocking(true), []);
  const actions = usePaletteActions(pathname, openLock);
  const onPerform = (entry: PaletteEntry) => {
    query.setVisualState(VisualState.animatingOut);
    entry.perform?.();
  };
  return (
    <>
      <KBarPortal>
        <KBarPositioner className="palette-backdrop">
          <KBarAnimator className="palette">
            <div role="dialog" aria-label={t('search.title')}>
              <PaletteBody key={openings.count} actions={actions} onPerform={onPerform} go={navigate} />
            </div>
          </KBarAnimator>
        </KBarPositioner>
      </KBarPortal>
      {locking && (
        <Suspense fallback={null}>
          <LockDialog onClose={() => setLocking(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The menu search palette (spec §2) with the open screen's and the shell's actions. The palette
 * itself (its actions, kbar's portal and subscriptions) is drawn once the first screen is: kbar's
 * provider is here from the start, so a Ctrl/Cmd+K pressed before that opens it as it comes.
 */
export function MenuSearchProvider({ children }: { children: ReactNode }) {
  const drawn = useFirstScreenDrawn();
  return (
    <KBarProvider options={{ disableScrollbarManagement: true }}>
      {drawn && <Palette />}
      {children}
    </KBarProvider>
  );
}

/** The search box in the top bar; it opens the palette. */
export function MenuSearchBox() {
  const { t } = useTranslation();
  const { query } = useKBar();
  const mac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
  return (
    <button type="button" className="menu-search-box" onClick={() => query.toggle()} data-testid="menu-search">
      <SearchOutlined />
      <span>{t('search.placeholder')}</span>
      <kbd>{mac ? '⌘K' : 'Ctrl K'}</kbd>
    </button>
  );
}
