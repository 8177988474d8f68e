// The stand-in's tables of the resource screens (issue 12). Filled in by its seed (seed-resource.ts).
export type ResourceTables = Record<never, never>;

export const emptyResourceTables = (): ResourceTables => ({});
