// The stand-in's tables of the develop screens (issue 12). Filled in by its seed (seed-develop.ts).
export type DevelopTables = Record<never, never>;

export const emptyDevelopTables = (): DevelopTables => ({});
