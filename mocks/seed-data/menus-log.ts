import type { MenuSeed } from './menus';

/** The log screens' menus and buttons, as BladeX names them. */
export function logMenuSeeds(): MenuSeed[] {
  return [];
}
