import { menuSeeds } from '../seed-data/menus';
import type { MenuPlace, MenuSeed } from '../seed-data/menu-seed';
import { entities } from './index';

// The product's menu rows: the menu lists with each entity module's rows where the lists place
// them, then the rows of every module no list places (a new screen's), in the entity list's order.
// Menu ids follow this order (the menus' own module numbers them: menu.ts), so no earlier row's id
// moves.

export function productMenuSeeds(): MenuSeed[] {
  const rowsOf = new Map(entities.map((entity) => [entity.code, entity.menu]));
  const placedCodes = new Set<string>();
  const resolve = ({ place, part }: MenuPlace): readonly MenuSeed[] => {
    const rows = rowsOf.get(place);
    if (!rows) throw new Error(`stand-in seed: no entity module has the menu '${place}'`);
    placedCodes.add(place);
    return part === 'screen' ? rows.slice(0, 1) : rows.slice(1);
  };
  const listed = menuSeeds.flatMap((item) => ('place' in item ? resolve(item) : [item]));
  const added = entities.filter((entity) => !placedCodes.has(entity.code));
  const rows = [...listed, ...added.flatMap((entity) => entity.menu.map((row) => ({ ...row })))];
  // A screen that names no sort goes after its parent's other screens.
  for (const entity of added.filter((each) => each.sortsAfterSiblings)) {
    const screen = rows.find((row) => row.code === entity.code)!;
    const siblings = rows.filter((row) => row.parent === screen.parent && row !== screen && row.category !== 2);
    screen.sort = Math.max(0, ...siblings.map((row) => row.sort)) + 1;
  }
  return rows;
}
