import type { BaseRecord } from '@refinedev/core';

/** The `userIds` a user call takes: the rows' ids, comma-joined (Blade's style). */
export const userIdsOf = (rows: BaseRecord[]): string => rows.map((row) => String(row.id)).join(',');
