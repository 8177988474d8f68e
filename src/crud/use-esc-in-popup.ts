import { useRef, type KeyboardEvent } from 'react';

/** An open select or tree list marks its input `aria-expanded`; a date picker shows its panel. */
function inOpenPopup(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[aria-expanded="true"]')) return true;
  return (
    !!target.closest('.ant-picker') && !!document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')
  );
}

/**
 * Props for the box around a dialog's form: Esc pressed in an open dropdown closes the dropdown
 * only. The tree select closes its list but lets the key go on to the dialog, which closed with
 * everything typed. Whether a list was open is read on the way down, before the field closes it.
 */
export function useEscInPopup() {
  const popupOpen = useRef(false);
  return {
    onKeyDownCapture: (event: KeyboardEvent) => {
      popupOpen.current = event.key === 'Escape' && inOpenPopup(event.target);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!popupOpen.current) return;
      popupOpen.current = false;
      event.stopPropagation();
    },
  };
}
