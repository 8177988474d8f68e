import type { MenuSeed } from './menus';

/** The resource screens' menus and buttons, as BladeX names them. */
export function resourceMenuSeeds(): MenuSeed[] {
  return [];
}
