import type { BaseKey } from '@refinedev/core';

/** An add or edit dialog: a new record, or one record by id. */
export type FormDialogState = { mode: 'add' } | { mode: 'edit'; id: BaseKey };

/** Which dialog of a list page is open. */
export type DialogState = FormDialogState | { mode: 'view'; id: BaseKey } | null;
