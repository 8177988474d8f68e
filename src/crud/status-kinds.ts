import type { StatusKind } from '../resources/types';

/**
 * The one colour of each kind of status, on every screen: what is waiting for someone in the
 * warning colour, what is under way in the processing blue, what ended well (done, approved,
 * enabled) in green, what ended badly (rejected, failed, cancelled, refunded) in red, and what is
 * switched off or not started (a draft, a disabled config) plain. A declaration says what its
 * values mean (`FieldDef.statuses`), never which colour they are.
 */
const STATUS_COLOR: Readonly<Record<StatusKind, string>> = {
  pending: 'warning',
  inProgress: 'processing',
  done: 'success',
  failed: 'error',
  inactive: 'default',
};

/** The tag colour of a status value; a value the declaration does not name reads as plain. */
export const statusColor = (statuses: Readonly<Record<string, StatusKind>>, value: string): string =>
  STATUS_COLOR[statuses[value] ?? 'inactive'];
