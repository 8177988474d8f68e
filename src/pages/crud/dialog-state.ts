import type { BaseKey } from '@refinedev/core';

/** An add or edit dialog: a new record (`preset`: values it starts with, e.g. its parent), or one record by id. */
export type FormDialogState = { mode: 'add'; preset?: Record<string, unknown> } | { mode: 'edit'; id: BaseKey };

/** Which dialog of a list page is open. */
export type DialogState = FormDialogState | { mode: 'view'; id: BaseKey } | null;
