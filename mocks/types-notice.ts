// The stand-in's tables of the notice screens (issue 12). Filled in by its seed (seed-notice.ts).
export type NoticeTables = Record<never, never>;

export const emptyNoticeTables = (): NoticeTables => ({});
