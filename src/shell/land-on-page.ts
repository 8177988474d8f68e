/** How long a page may take to draw its heading (a lazy page's chunk on a slow line) before focus stays on main. */
const HEADING_WAIT_MS = 10_000;

/**
 * Focus stays where the user took the page from: its own tab in the strip (another tab is where
 * the palette puts focus back), the page itself, and a dialog or popover open over it (the router
 * may catch up with a tab picked while the palette is already open). From the sider, a menu of
 * the top bar, the palette or a page left behind, it moves.
 */
const stays = (active: Element | null) =>
  !!active &&
  active !== document.body &&
  (!!active.closest('.tab-bar [aria-selected="true"], .tab-bar-more, [role="dialog"], .ant-popover') ||
    (!!active.closest('.tab-pane') && !active.closest('[inert]')));

/**
 * After a move to another page: focus on `#console-main` at once, then on the shown page's `h1`
 * (rendered with tabIndex -1) once it is drawn, unless the user has moved focus meanwhile.
 * Returns the cancel for an effect's cleanup.
 */
export function landOnPage(): () => void {
  let frame = requestAnimationFrame(() => {
    if (stays(document.activeElement)) return;
    const main = document.getElementById('console-main');
    main?.focus({ preventScroll: true });
    const until = performance.now() + HEADING_WAIT_MS;
    const heading = () => {
      if (document.activeElement !== main) return;
      const title = document.querySelector<HTMLElement>('.tab-pane:not(.is-hidden) h1');
      if (title) title.focus({ preventScroll: true });
      else if (performance.now() < until) frame = requestAnimationFrame(heading);
    };
    heading();
  });
  return () => cancelAnimationFrame(frame);
}
