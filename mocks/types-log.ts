// The stand-in's tables of the log screens (issue 12). Filled in by its seed (seed-log.ts).
export type LogTables = Record<never, never>;

export const emptyLogTables = (): LogTables => ({});
