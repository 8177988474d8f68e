/** How long a page may take to draw its heading (a lazy page's chunk on a slow line) before focus stays on main. */
const HEADING_WAIT_MS = 10_000;

/**
 * Focus stays where the user took the page from: the shown page's own tab in the strip (another
 * tab is where the palette puts focus back; the strip may still mark the page left as selected
 * for a frame), the page itself, and a dialog or popover open over it (the router may catch up
 * with a tab picked while the palette is already open). From the sider, a menu of the top bar,
 * the palette or a page left behind, it moves.
 */
function stays(active: Element | null, path: string): boolean {
  if (!active || active === document.body) return false;
  const tab = active.closest<HTMLElement>('.tab-bar [role="tab"]');
  if (tab) return tab.dataset.path === path;
  return (
    !!active.closest('.tab-bar-more, [role="dialog"], .ant-popover') ||
    (!!active.closest('.tab-pane') && !active.closest('[inert]'))
  );
}

/**
 * After a move to `path`: focus on `#console-main` at once, then on the shown page's `h1`
 * (rendered with tabIndex -1) once it is drawn, unless the user has moved focus meanwhile.
 * Returns the cancel for an effect's cleanup.
 */
export function landOnPage(path: string): () => void {
  const until = performance.now() + HEADING_WAIT_MS;
  const land = () => {
    // A dialog over the page, the palette on its way out among them, may close with the focus on
    // nothing, after the move has been made: the focus then lands here rather than on the body.
    if (document.activeElement?.closest('[role="dialog"]') && performance.now() < until) {
      frame = requestAnimationFrame(land);
      return;
    }
    if (stays(document.activeElement, path)) return;
    const main = document.getElementById('console-main');
    main?.focus({ preventScroll: true });
    const heading = () => {
      if (document.activeElement !== main) return;
      const title = document.querySelector<HTMLElement>('.tab-pane:not(.is-hidden) h1');
      if (title) title.focus({ preventScroll: true });
      else if (performance.now() < until) frame = requestAnimationFrame(heading);
    };
    heading();
  };
  let frame = requestAnimationFrame(land);
  return () => cancelAnimationFrame(frame);
}
