import type { BaseKey, BaseRecord } from '@refinedev/core';
import { useCallback, useState } from 'react';

/**
 * An add or edit dialog: a new record (`preset`: values it starts with, e.g. its parent), or one
 * record by id. `row` is the list's row: the record itself for an entity without a detail call.
 */
export type FormDialogState =
  { mode: 'add'; preset?: Record<string, unknown> } | { mode: 'edit'; id: BaseKey; row?: BaseRecord };

/** Which dialog of a list page is open. */
export type DialogState = FormDialogState | { mode: 'view'; id: BaseKey; row?: BaseRecord } | null;

/**
 * The open dialog of a table (none: `state` null) and how many were opened: keyed by it, a dialog
 * opened while the last one still fades out is a new one, with a fresh form.
 */
export function useDialogState<State extends FormDialogState | DialogState>() {
  const [dialog, setDialog] = useState<{ state: State | null; opening: number }>({ state: null, opening: 0 });
  const open = useCallback((state: State) => setDialog((last) => ({ state, opening: last.opening + 1 })), []);
  const onClosed = useCallback(() => setDialog((last) => ({ ...last, state: null })), []);
  return { ...dialog, open, onClosed };
}
