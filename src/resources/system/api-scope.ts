import { scopeEntries, scopeMenuTree, scopeText, type ScopeRow } from './scope-screens';

/** A row of api-scope/list and detail: an API scope of its menu. */
export type ApiScopeRow = ScopeRow & { scopePath: string };

// 接口权限: the menus as a lazy tree, each menu's API scopes (Blade's blade_scope_api) in a drawer
// (scope-screens.ts).

export const apiScopeEntries = scopeEntries<ApiScopeRow>('apiScope', 'api-scope', {
  route: '/authority/apiscope',
  widths: [200, 140, 130],
  typeDict: 'api_scope_type',
  around: [[scopeText('apiScope', 'scopePath', { table: { width: 280 }, form: { span: 24 } })], []],
});

export default scopeMenuTree(
  'apiScope',
  { name: 'api-scope', permission: 'apiscope', setting: 'api_scope_setting' },
  () => import('../../pages/scope/api-scope-drawer'),
);
