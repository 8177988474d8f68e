import type { MenuSeed } from './menus';

// Menu rows of this area, named as BladeX names them, with their buttons. A function, called
// where menus.ts lists its rows (the two files import each other).
export function userMenuSeeds(): MenuSeed[] {
  return [];
}
