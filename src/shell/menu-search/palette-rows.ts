import type { PaletteEntry } from './palette-entries';

/** What the list shows: section headings and the entries under them, in order. */
type PaletteRow = { heading: string } | { entry: PaletteEntry };

export type PaletteRows = {
  rows: PaletteRow[];
  /** The entries alone, in the order the rows show them: what the arrow keys walk. */
  entries: PaletteEntry[];
};

/** Rows under their headings; a section with no entry shows no heading. */
export function paletteRows(sections: { heading: string; entries: PaletteEntry[] }[]): PaletteRows {
  const shown = sections.filter((section) => section.entries.length);
  return {
    rows: shown.flatMap(({ heading, entries }) => [{ heading }, ...entries.map((entry) => ({ entry }))]),
    entries: shown.flatMap((section) => section.entries),
  };
}
