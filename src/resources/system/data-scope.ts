import { scopeEntries, scopeMenuTree, scopeText, type ScopeRow } from './scope-screens';

/** A row of data-scope/list and detail: a data scope of its menu. */
export type DataScopeRow = ScopeRow & {
  scopeField: string;
  scopeClass: string;
  scopeColumn: string;
  scopeValue: string;
};

// 数据权限: the menus as a lazy tree, each menu's data scopes (Blade's blade_scope_data) in a
// drawer (scope-screens.ts).

export const dataScopeEntries = scopeEntries<DataScopeRow>('dataScope', 'data-scope', {
  route: '/authority/datascope',
  widths: [220, 130, 170],
  typeDict: 'data_scope_type',
  around: [
    [scopeText('dataScope', 'scopeColumn', { table: { width: 130 } })],
    [
      scopeText('dataScope', 'scopeField', { form: { span: 24 }, defaultValue: '*' }),
      scopeText('dataScope', 'scopeClass', { form: { span: 24 } }),
      { name: 'scopeValue', label: 'dataScope.scopeValue', type: 'textarea', form: { span: 24 }, maxLength: 255 },
    ],
  ],
});

export default scopeMenuTree(
  'dataScope',
  { name: 'data-scope', permission: 'datascope', setting: 'data_scope_setting' },
  () => import('../../pages/scope/data-scope-drawer'),
);
