import type { MessageKey } from '../blade';
import { dictWord } from '../handlers/org-tree';
import type { StandinDb } from '../standin-db';

// What 数据权限 and 接口权限 share (entities/data-scope.ts, api-scope.ts): Blade's scopes are rows of
// a menu, platform-wide, changed by the 000000 tenant only and guarded by 菜单管理's buttons (Saber's
// scope screens check menu_add / _edit / _delete); each is listed per menu (`list?menuId=`, entity
// binding: equality; the name by "contains" for the drawer's search).

/**
 * The blade family's rules for a kind of scope: its type one of its dictionary's (1..`last`, else
 * `required`), its menu one that exists; list and detail add the type's word (scopeTypeName).
 */
export const scopeCrud = <K extends string>(db: StandinDb, type: { dict: string; last: number; required: K }) => ({
  validate: (row: { scopeType: number; menuId: string }): K | MessageKey | null =>
    row.scopeType >= 1 && row.scopeType <= type.last
      ? db.tables.menus.some((menu) => menu.id === row.menuId)
        ? null
        : 'scopeMenuRequired'
      : type.required,
  present: <Row extends { scopeType: number }>(row: Row) => ({
    ...row,
    scopeTypeName: dictWord(db, type.dict, row.scopeType),
  }),
  searchable: ['scopeName'] as const,
  tenantScoped: false,
  platformOnly: true,
});
