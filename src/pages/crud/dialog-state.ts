import type { BaseKey, BaseRecord } from '@refinedev/core';

/**
 * An add or edit dialog: a new record (`preset`: values it starts with, e.g. its parent), or one
 * record by id. `row` is the list's row: the record itself for an entity without a detail call.
 */
export type FormDialogState =
  { mode: 'add'; preset?: Record<string, unknown> } | { mode: 'edit'; id: BaseKey; row?: BaseRecord };

/** Which dialog of a list page is open. */
export type DialogState = FormDialogState | { mode: 'view'; id: BaseKey; row?: BaseRecord } | null;
