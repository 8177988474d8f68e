import type { ReactNode } from 'react';

/** One row of the palette: a menu, or an action of the open screen or the shell. */
export type PaletteEntry = {
  id: string;
  section: 'menus' | 'actions';
  name: string;
  /** Right-aligned: a menu's parents, the current choice of a setting. */
  subtitle?: string;
  icon?: ReactNode;
  /** Other words that find it (an action only: menus are found by their name, spec §2). */
  keywords?: string;
  /** Marks the choice in use (a language, a theme). */
  checked?: boolean;
  /** Picking it lists these instead (kbar's nested actions): a setting's choices. */
  children?: PaletteEntry[];
  perform?: () => void;
};

/**
 * Actions whose name, a word of it, or a keyword starts with the query, case-insensitive: the
 * menus' prefix rule, widened so 'lang' finds 'Switch language' and 'theme' finds 切换主题.
 */
export function matchActions(entries: PaletteEntry[], query: string): PaletteEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) => {
    const name = entry.name.toLowerCase();
    const words = [name, ...name.split(/\s+/), ...(entry.keywords?.toLowerCase().split(/\s+/) ?? [])];
    return words.some((word) => word.startsWith(needle));
  });
}
