import { config } from '../../config';
import { defineResource, type CustomAction } from '../types';

/** A row of topmenu/list and detail: a tab of the top bar; `path` is the page the client opens when the tab is picked. */
export type TopMenuRow = {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  source: string;
  path: string;
  sort: number;
};

// Top menus (Saber's topmenu.vue): the tabs of the top bar, and their grant: which menus each
// groups (topmenu_setting 菜单配置), from a row or for the selected top menus.
const setting: CustomAction = {
  key: 'setting',
  label: 'topMenu.setting',
  permission: 'topmenu_setting',
  dialog: () => import('../../pages/menu/top-menu-grant-dialog'),
};

export default defineResource<TopMenuRow>({
  name: 'top-menu',
  route: '/system/topmenu',
  label: 'topMenu.title',
  noun: 'topMenu.name',
  permission: 'topmenu',
  api: { base: `${config.services.management}/topmenu`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  newestFirst: false,
  rowActions: [setting],
  toolbarActions: [setting],
  fields: [
    {
      name: 'name',
      label: 'topMenu.menuName',
      table: { width: 180 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'topMenu.nameRequired', trigger: 'blur' }],
    },
    {
      name: 'source',
      label: 'topMenu.source',
      type: 'icon',
      table: { width: 210 },
      form: true,
      rules: [{ required: true, message: 'topMenu.sourceRequired', trigger: 'change' }],
    },
    {
      name: 'code',
      label: 'topMenu.code',
      table: { width: 150 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'topMenu.codeRequired', trigger: 'blur' }],
    },
    { name: 'path', label: 'topMenu.path', table: { width: 180 }, form: true, maxLength: 255 },
    {
      name: 'sort',
      label: 'topMenu.sort',
      type: 'number',
      table: { width: 110 },
      form: true,
      rules: [{ required: true, message: 'topMenu.sortRequired', trigger: 'blur' }],
    },
  ],
});
