const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Tells the guards that the stored session may have changed. Another tab's lock, unlock, login or
 * logout arrives as a `storage` event; this tab's own lock and unlock call `notify`, since a tab
 * gets no storage event for its own writes. Listeners read a small verdict, so an unrelated key
 * changing costs a read, not a render.
 */
export const lockSync = {
  notify,
  subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', notify);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', notify);
    };
  },
};
