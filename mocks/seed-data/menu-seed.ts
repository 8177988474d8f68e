// The shape of a menu seed row and the buttons of a screen. A leaf: the menu lists (menus*.ts)
// and the entity modules (mocks/entities) both build rows with it without importing each other.

export type MenuSeed = {
  code: string;
  /** Code of the parent row; omitted for a top-level menu. */
  parent?: string;
  name: string;
  alias?: string;
  path?: string;
  source?: string;
  sort: number;
  /** 1 = menu (default), 2 = button. */
  category?: 1 | 2;
};

export type ButtonKind = 'add' | 'edit' | 'delete' | 'view';

/**
 * A further button of a screen: [suffix of `<code>_<suffix>`, name, icon], and what it keeps of its
 * own where BladeX's rows differ: its code (数据权限's data_scope_setting), no path (租户管理's
 * dialogs).
 */
export type ExtraButton = readonly [
  suffix: string,
  name: string,
  source: string,
  own?: { readonly code?: string; readonly path?: false },
];

const buttonNames: Record<ButtonKind, string> = { add: '新增', edit: '修改', delete: '删除', view: '查看' };
const buttonIcons: Record<ButtonKind, string> = {
  add: 'plus',
  edit: 'form',
  delete: 'delete',
  view: 'file-text',
};

/** The `<res>_add/_edit/_delete/_view` buttons of one screen, in that order. */
export function crudButtons(resource: string, kinds: readonly ButtonKind[]): MenuSeed[] {
  return kinds.map((kind, index) => ({
    code: `${resource}_${kind}`,
    parent: resource,
    name: buttonNames[kind],
    alias: kind,
    path: `/${resource}/${kind}`,
    source: buttonIcons[kind],
    sort: index + 1,
    category: 2,
  }));
}

/** A screen's standard buttons, then its further ones (sorted after them). */
export const screenButtons = (
  code: string,
  kinds: readonly ButtonKind[],
  extra: readonly ExtraButton[] = [],
): MenuSeed[] => [
  ...crudButtons(code, kinds),
  ...extra.map(([suffix, name, source, own], index): MenuSeed => ({
    code: own?.code ?? `${code}_${suffix}`,
    parent: code,
    name,
    alias: suffix,
    ...(own?.path === false ? {} : { path: `/${code}/${suffix}` }),
    source,
    sort: kinds.length + index + 1,
    category: 2,
  })),
];

/**
 * Where the menu rows of an entity module (mocks/entities) stood in a menu list before the module
 * held them: its screen row, or its buttons. Menu ids follow the list's order, so a moved screen
 * keeps its ids; a module no list places has its rows appended after every other menu.
 */
export type MenuPlace = { place: string; part: 'screen' | 'buttons' };

export const placed = (code: string, part: MenuPlace['part']): MenuPlace => ({ place: code, part });
