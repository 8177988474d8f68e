import { config } from '../../config';
import { defineResource } from '../types';

/** A row of menu/lazy-list and menu/detail (blade_menu as MenuVO); category 1 = menu, 2 = button. */
export type MenuRow = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  /** A route of the console, or an external page: a path starting with http(s):// or ending in
   * .html, which the client shows in an iframe (see mocks/README.md). */
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  isOpen: number;
  remark: string;
  /** MenuVO: the parent's name (顶级 at the top) and the words of category, action and isOpen. */
  parentName: string;
  categoryName: string;
  actionName: string;
  isOpenName: string;
  /** Lazy tree lists: whether it has menus below it. */
  hasChildren?: boolean;
};

// Menus (Saber's menu.vue): a tree table whose children load as a row opens (`lazy-list?parentId=`),
// a child added from its parent's row, the type, button position and new-window flag from their
// dictionaries, the icon from the icons the sider draws. From a row, its data scopes and API
// scopes in a drawer (the same drawers as 数据权限 / 接口权限). Menus are platform-wide. As in
// Saber's watch on the category: the path is required of a 菜单 (1) only, and 新窗口 is locked for a
// 按钮 (2). Names read in the user's language by code, as the sider and the package tree read them.
export default defineResource<MenuRow>({
  name: 'menu',
  route: '/system/menu',
  label: 'menuAdmin.title',
  noun: 'menuAdmin.name',
  permission: 'menu',
  api: { base: `${config.services.management}/menu`, family: 'blade', endpoints: { list: 'lazy-list' } },
  actions: { add: true, edit: true, delete: true, view: true },
  tree: { parentField: 'parentId', root: '0', addChild: true },
  // Blade lists a level by sort, and a menu has no create time.
  newestFirst: false,
  rowActions: [
    {
      key: 'dataScopes',
      label: 'menuAdmin.dataScopes',
      permission: 'data_scope_setting',
      dialog: () => import('../../pages/scope/data-scope-drawer'),
    },
    {
      key: 'apiScopes',
      label: 'menuAdmin.apiScopes',
      permission: 'api_scope_setting',
      dialog: () => import('../../pages/scope/api-scope-drawer'),
    },
  ],
  fields: [
    {
      name: 'name',
      label: 'menuAdmin.menuName',
      display: 'menu-name',
      table: { width: 200 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'menuAdmin.nameRequired', trigger: 'blur' }],
    },
    {
      name: 'path',
      label: 'menuAdmin.path',
      table: { width: 200 },
      form: true,
      maxLength: 255,
      rules: [
        {
          required: true,
          message: 'menuAdmin.pathRequired',
          trigger: 'blur',
          when: { field: 'category', values: ['1'] },
        },
      ],
    },
    {
      name: 'parentId',
      label: 'menuAdmin.parentId',
      type: 'tree-select',
      options: { url: `/${config.services.management}/menu/tree`, labelKey: 'title', valueKey: 'id', menuNames: true },
      form: true,
      view: true,
    },
    {
      name: 'source',
      label: 'menuAdmin.source',
      type: 'icon',
      table: { width: 210 },
      form: true,
      rules: [{ required: true, message: 'menuAdmin.sourceRequired', trigger: 'change' }],
    },
    {
      name: 'code',
      label: 'menuAdmin.code',
      table: { width: 160 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'menuAdmin.codeRequired', trigger: 'blur' }],
    },
    {
      name: 'category',
      label: 'menuAdmin.category',
      type: 'radio',
      options: { dict: 'menu_category' },
      display: 'tag',
      table: { width: 100 },
      form: true,
      defaultValue: 1,
      rules: [{ required: true, message: 'menuAdmin.categoryRequired', trigger: 'change' }],
    },
    {
      name: 'alias',
      label: 'menuAdmin.alias',
      table: { width: 110 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'menuAdmin.aliasRequired', trigger: 'blur' }],
    },
    {
      name: 'action',
      label: 'menuAdmin.action',
      type: 'radio',
      options: { dict: 'button_func' },
      form: true,
      view: true,
    },
    {
      name: 'sort',
      label: 'menuAdmin.sort',
      type: 'number',
      table: { width: 100 },
      form: true,
      rules: [{ required: true, message: 'menuAdmin.sortRequired', trigger: 'blur' }],
    },
    {
      name: 'isOpen',
      label: 'menuAdmin.isOpen',
      type: 'radio',
      options: { dict: 'yes_no' },
      form: true,
      view: true,
      defaultValue: 1,
      disabledWhen: { field: 'category', values: ['2'] },
    },
    { name: 'remark', label: 'menuAdmin.remark', type: 'textarea', form: { span: 24 }, maxLength: 255 },
  ],
});
