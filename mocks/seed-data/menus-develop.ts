import type { MenuSeed } from './menus';

/** The develop screens' menus and buttons, as BladeX names them. */
export function developMenuSeeds(): MenuSeed[] {
  return [];
}
