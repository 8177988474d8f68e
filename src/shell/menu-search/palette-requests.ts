/**
 * The palette's openings asked for before its code is in (Ctrl/Cmd+K, the top bar's box): kbar and
 * the palette come once the first screen is drawn (palette-root.tsx). Until then an opening shows
 * the early box (menu-palette.tsx), which keeps what is typed and an Enter pressed in it; the
 * palette opens as it mounts, starts from that text and acts on the Enter once its results exist.
 */
type Toggle = () => void;

/** What was typed in the early box, and whether Enter was pressed there. */
export type EarlyTyping = { readonly open: boolean; readonly text: string; readonly enter: boolean };

const CLOSED: EarlyTyping = { open: false, text: '', enter: false };

let toggleOpen: Toggle | null = null;
let early: EarlyTyping = CLOSED;
const listeners = new Set<() => void>();

function set(next: EarlyTyping) {
  early = next;
  for (const listener of listeners) listener();
}

export const paletteRequests = {
  /** Opens or closes the palette; before it is there, opens or closes the early box. */
  toggle() {
    if (toggleOpen) toggleOpen();
    else set(early.open ? CLOSED : { open: true, text: '', enter: false });
  },
  /** The mounted palette's toggle from now on (an early box open opens it); returns the detach. */
  attach(toggle: Toggle) {
    toggleOpen = toggle;
    if (early.open) toggle();
    return () => {
      if (toggleOpen === toggle) toggleOpen = null;
    };
  },
  /** Whether kbar is there, listening to Ctrl/Cmd+K itself. */
  attached: () => toggleOpen !== null,

  // The early box's state, for useSyncExternalStore.
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  early: (): EarlyTyping => early,
  /** The early box's text (each key typed in it). */
  type(text: string) {
    if (early.open && !early.enter) set({ ...early, text });
  },
  /** Enter in the early box: the palette acts on the results for its text once they exist. */
  enter() {
    if (early.open) set({ ...early, enter: true });
  },
  /** The palette has taken what the early box held: the box goes. */
  handed() {
    if (early.open) set(CLOSED);
  },
};

/** kbar's `$mod`: the Command key on a Mac, Control elsewhere. */
export const isMac = () => typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

/** kbar's own toggle (`$mod+k`): Cmd+K on a Mac, Ctrl+K elsewhere, no other modifier. */
export function isToggleKey(event: KeyboardEvent): boolean {
  const mod = isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return mod && !event.shiftKey && !event.altKey && (event.key?.toLowerCase() === 'k' || event.code === 'KeyK');
}
