import { KBarAnimator, KBarPortal, KBarPositioner, KBarProvider, useKBar, VisualState } from '@refinedev/kbar';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PaletteEntry } from './palette-entries';
import { PaletteBody } from './palette-body';
import { paletteRequests } from './palette-requests';
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
  // The top bar's box and a Ctrl+K pressed before kbar was in reach it through paletteRequests.
  useEffect(() => paletteRequests.attach(() => query.toggle()), [query]);
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
            <div role="dialog" aria-modal="true" aria-label={t('search.title')}>
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

/** kbar and the palette: a file of their own, fetched once the first screen is drawn. */
export default function PaletteRoot() {
  return (
    <KBarProvider options={{ disableScrollbarManagement: true }}>
      <Palette />
    </KBarProvider>
  );
}
