import type { MenuSeed } from './menus';

/** The notice screens' menus and buttons, as BladeX names them. */
export function noticeMenuSeeds(): MenuSeed[] {
  return [];
}
