import { useEffect } from 'react';

/**
 * While `changed`, leaving the page (reload, closing the browser tab) asks the browser's own
 * question: an editor's unsaved work is not lost to a stray F5.
 */
export function useWarnBeforeUnload(changed: boolean): void {
  useEffect(() => {
    if (!changed) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
}
