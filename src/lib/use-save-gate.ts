import { useMemo, useRef } from 'react';

export type SaveGate = {
  /** Runs `save` unless one is running or one went through; answers once it has settled. */
  run(save: () => unknown): Promise<void>;
  /** A save went through: the dialog is closing, and takes no other. */
  done(): void;
  /** The dialog opens again (one kept mounted between opens). */
  reopen(): void;
};

/**
 * A dialog's saves, one at a time, and none once one has gone through. Refs, not state: a second
 * click can come before React has drawn the first one's spinner (a double click, a tab in the
 * background whose renders wait) or while the dialog closes, and a second save would store the
 * record twice.
 */
export function useSaveGate(): SaveGate {
  const running = useRef(false);
  const finished = useRef(false);
  return useMemo(
    () => ({
      async run(save) {
        if (running.current || finished.current) return;
        running.current = true;
        try {
          await save();
        } finally {
          running.current = false;
        }
      },
      done() {
        finished.current = true;
      },
      reopen() {
        finished.current = false;
      },
    }),
    [],
  );
}
