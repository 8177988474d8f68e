import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { ApiScopeRow, DataScopeRow } from '../types-access';
import { bladeCrud } from './crud';
import { dictWord } from './org-tree';

// Data scopes and API scopes (Blade's DataScopeController / ApiScopeController): the blade family
// over each, listed per menu (`list?menuId=`, entity binding: equality; the name by "contains"
// for the drawer's search). Like menus they are platform-wide, changed only by the 000000 tenant,
// and guarded by the menu buttons (Saber's scope screens check menu_add / _edit / _delete).

export function scopeHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  return [
    ...bladeCrud<DataScopeRow>(router, {
      base: `/api/${management}/data-scope`,
      table: 'dataScopes',
      blank: {
        menuId: '',
        resourceCode: '',
        scopeName: '',
        scopeField: '*',
        scopeClass: '',
        scopeColumn: '',
        scopeType: 0,
        scopeValue: '',
        remark: '',
      },
      required: [
        ['menuId', 'scopeMenuRequired'],
        ['scopeName', 'dataScopeNameRequired'],
        ['resourceCode', 'dataScopeCodeRequired'],
        ['scopeColumn', 'dataScopeColumnRequired'],
        ['scopeField', 'dataScopeFieldRequired'],
        ['scopeClass', 'dataScopeClassRequired'],
      ],
      validate: (row) =>
        row.scopeType >= 1 && row.scopeType <= 5
          ? db.tables.menus.some((menu) => menu.id === row.menuId)
            ? null
            : 'scopeMenuRequired'
          : 'dataScopeTypeRequired',
      present: (row) => ({ ...row, scopeTypeName: dictWord(db, 'data_scope_type', row.scopeType) }),
      searchable: ['scopeName'],
      permission: 'menu',
      tenantScoped: false,
      platformOnly: true,
    }),
    ...bladeCrud<ApiScopeRow>(router, {
      base: `/api/${management}/api-scope`,
      table: 'apiScopes',
      blank: { menuId: '', resourceCode: '', scopeName: '', scopePath: '', scopeType: 0, remark: '' },
      required: [
        ['menuId', 'scopeMenuRequired'],
        ['scopeName', 'apiScopeNameRequired'],
        ['resourceCode', 'apiScopeCodeRequired'],
        ['scopePath', 'apiScopePathRequired'],
      ],
      validate: (row) =>
        row.scopeType >= 1 && row.scopeType <= 2
          ? db.tables.menus.some((menu) => menu.id === row.menuId)
            ? null
            : 'scopeMenuRequired'
          : 'apiScopeTypeRequired',
      present: (row) => ({ ...row, scopeTypeName: dictWord(db, 'api_scope_type', row.scopeType) }),
      searchable: ['scopeName'],
      permission: 'menu',
      tenantScoped: false,
      platformOnly: true,
    }),
  ];
}
