import { useState } from 'react';

/**
 * For a top-bar button that opens a popup (menu, popover) and names itself in a tooltip: the
 * tooltip shows only while the popup is closed. Both open below the button, and the tooltip would
 * cover the popup's first row (and catch the click meant for it).
 */
export function usePopupTooltip() {
  const [popupOpen, setPopupOpen] = useState(false);
  return { onPopupOpenChange: setPopupOpen, tooltipOpen: popupOpen ? false : undefined };
}
