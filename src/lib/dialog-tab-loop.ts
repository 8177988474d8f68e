/**
 * Tab on the last control of an open dialog or drawer goes round to its first control, and
 * Shift+Tab on the first to the last. antd's dialogs (rc-dialog, rc-drawer) send focus round
 * through focusable sentinels of their own: after the last button comes an empty element where
 * focus is shown nowhere, then the whole dialog's box, before the first control.
 */

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** The Tab stops of a dialog in order: shown, enabled, not the dialog's own sentinels. */
function stopsOf(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      // rc-dialog's sentinels are the dialog's own children; rc-drawer's say what they are.
      element.parentElement !== dialog &&
      !element.hasAttribute('data-sentinel') &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      element.getClientRects().length > 0,
  );
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const active = document.activeElement as HTMLElement | null;
  const dialog = active?.closest<HTMLElement>('[role="dialog"][aria-modal="true"]');
  if (!active || !dialog) return;
  const stops = stopsOf(dialog);
  if (stops.length === 0) return;
  const [first, last] = [stops[0], stops[stops.length - 1]];
  // The dialog's box (focused as it opens) and rc-dialog's end sentinel count as neither end.
  const sentinel = active.parentElement === dialog && !stops.includes(active);
  const to = event.shiftKey
    ? active === first || sentinel
      ? last
      : undefined
    : active === last || (sentinel && !active.contains(first))
      ? first
      : undefined;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/** Listens on the document; returns the removal. */
export function loopTabInDialogs(): () => void {
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
