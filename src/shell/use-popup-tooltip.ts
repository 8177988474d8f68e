import { useEffect, useState, type ReactNode, type Ref } from 'react';

/** A popup panel fetched by the click that asked for it and mounted already open: its button
 * (`trigger`) holds the open state (usePopupTooltip) and the panel reports closing. */
export type PopupPanelProps = {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's content, for focus to go to when it opens (usePopupFocus). */
  panelRef?: Ref<HTMLDivElement>;
};

/**
 * For a top-bar button that opens a popup (menu, popover) and names itself in a tooltip: the
 * popup's open state, which Escape ends (antd's menus close on it, its popovers do not), and the
 * tooltip, shown only while the popup is closed. Both open below the button, and the tooltip would
 * cover the popup's first row (and catch the click meant for it).
 */
export function usePopupTooltip(initiallyOpen = false) {
  const [popupOpen, setPopupOpen] = useState(initiallyOpen);
  useEffect(() => {
    if (!popupOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPopupOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [popupOpen]);
  return { popupOpen, onPopupOpenChange: setPopupOpen, tooltipOpen: popupOpen ? false : undefined };
}
