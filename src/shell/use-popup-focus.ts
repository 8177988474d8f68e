import { useEffect, useRef, type RefObject } from 'react';

const CHOSEN = '[aria-checked="true"], [aria-selected="true"]';
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus back on the button (`trigger`) when what it opened closes, if focus was left on the body
 * (the popup or dialog left the tree with it) or inside `within` (the popup, hidden). Where the
 * user has moved focus elsewhere, it stays there.
 */
export function useFocusReturn<T extends HTMLElement = HTMLButtonElement>(
  open: boolean,
  within?: RefObject<HTMLElement | null>,
) {
  const trigger = useRef<T>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || within?.current?.contains(active)) trigger.current?.focus();
  }, [open, within]);
  return trigger;
}

/**
 * Focus for a top-bar popup (antd's popovers render at the end of the body and leave focus where
 * it was): on opening it moves to the panel's chosen item, else its first control, so the keyboard
 * is where the choices are; on closing it comes back to the button (useFocusReturn). `panel` goes
 * on the popup's content, `trigger` on its button.
 */
export function usePopupFocus<P extends HTMLElement = HTMLDivElement, T extends HTMLElement = HTMLButtonElement>(
  open: boolean,
) {
  const panel = useRef<P>(null);
  const trigger = useFocusReturn<T>(open, panel);
  useEffect(() => {
    if (!open) return undefined;
    // The content mounts with the popup: in a later frame, once a panel fetched by this click is in.
    let frame = 0;
    const focusIn = () => {
      const root = panel.current;
      const target = root?.querySelector<HTMLElement>(CHOSEN) ?? root?.querySelector<HTMLElement>(FOCUSABLE);
      if (target) target.focus();
      else frame = requestAnimationFrame(focusIn);
    };
    frame = requestAnimationFrame(focusIn);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return { panel, trigger };
}
