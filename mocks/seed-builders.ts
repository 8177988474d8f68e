import { formatDateTime } from './time';
import type { DictRow, MenuRow, RoleRow } from './types';
import { roleSeeds, type SubtreeGrant } from './seed-data/accounts';
import type { DictSeed } from './seed-data/dicts';

// Turning the readable seed definitions (codes, keys, plain passwords) into stored rows.

/** Stable, believable creation times: one row a day from September 2024, office hours. */
export const seedTime = (index: number): string =>
  formatDateTime(new Date(2024, 8, 1 + index, 9 + (index % 9), (index * 17) % 60, (index * 29) % 60));

/** Resolves a seed key (code, key, name) to the id given to that row; a typo fails loudly. */
export function lookup(ids: Map<string, string>, key: string, what: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`stand-in seed: unknown ${what} '${key}'`);
  return id;
}

/** The seeded roles' ids by seed key (accounts.ts roleSeeds): a row keeps no key, but its tenant and alias. */
export const seededRoleIds = (roles: readonly RoleRow[]): Map<string, string> =>
  new Map(
    roleSeeds.flatMap((seed) => {
      const role = roles.find((each) => each.tenantId === seed.tenantId && each.roleAlias === seed.roleAlias);
      return role ? [[seed.key, role.id] as const] : [];
    }),
  );

export function buildDicts(seeds: DictSeed[], nextId: () => string): DictRow[] {
  return seeds.flatMap((dict, dictIndex) => {
    const parentId = nextId();
    const parent: DictRow = {
      id: parentId,
      parentId: '0',
      code: dict.code,
      dictKey: '-1',
      dictValue: dict.name,
      sort: dictIndex + 1,
      remark: '',
      isSealed: 0,
    };
    const children = dict.items.map(([dictKey, dictValue, remark], index): DictRow => ({
      ...parent,
      id: nextId(),
      parentId,
      dictKey,
      dictValue,
      sort: index + 1,
      remark: remark ?? '',
    }));
    return [parent, ...children];
  });
}

const keepsButton: Record<SubtreeGrant['buttons'], (button: MenuRow) => boolean> = {
  all: () => true,
  'no-delete': (button) => button.alias !== 'delete',
  view: (button) => button.alias === 'view',
  none: () => false,
};

/** The codes a grant names: each code as it is, each subtree walked (a menu, its buttons, its menus). */
export function grantedCodes(menus: readonly MenuRow[], grant: readonly (string | SubtreeGrant)[]): string[] {
  const walk = (menu: MenuRow, keep: (button: MenuRow) => boolean): string[] => {
    const below = menus.filter((row) => row.parentId === menu.id);
    return [
      menu.code,
      ...below.filter((row) => row.category === 2 && keep(row)).map((row) => row.code),
      ...below.filter((row) => row.category === 1).flatMap((row) => walk(row, keep)),
    ];
  };
  return grant.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const root = menus.find((menu) => menu.code === item.subtree);
    if (!root) throw new Error(`stand-in seed: unknown menu '${item.subtree}'`);
    return walk(root, keepsButton[item.buttons]);
  });
}
