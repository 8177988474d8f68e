/**
 * The palette's openings asked for before its code is in (Ctrl/Cmd+K, the top bar's box): kbar and
 * the palette come once the first screen is drawn (palette-root.tsx), and take a wish noted
 * before them as they mount.
 */
type Toggle = () => void;

let toggleOpen: Toggle | null = null;
let wished = false;

export const paletteRequests = {
  /** Opens or closes the palette; before it is there, notes the wish to open it. */
  toggle() {
    if (toggleOpen) toggleOpen();
    else wished = true;
  },
  /** The mounted palette's toggle from now on (a wish noted before opens it); returns the detach. */
  attach(toggle: Toggle) {
    toggleOpen = toggle;
    if (wished) {
      wished = false;
      toggle();
    }
    return () => {
      if (toggleOpen === toggle) toggleOpen = null;
      wished = false;
    };
  },
  /** Whether kbar is there, listening to Ctrl/Cmd+K itself. */
  attached: () => toggleOpen !== null,
};

/** kbar's `$mod`: the Command key on a Mac, Control elsewhere. */
export const isMac = () => typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

/** kbar's own toggle (`$mod+k`): Cmd+K on a Mac, Ctrl+K elsewhere, no other modifier. */
export function isToggleKey(event: KeyboardEvent): boolean {
  const mod = isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return mod && !event.shiftKey && !event.altKey && (event.key?.toLowerCase() === 'k' || event.code === 'KeyK');
}
