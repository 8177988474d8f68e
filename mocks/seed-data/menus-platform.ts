import { crudButtons, placed, type MenuPlace, type MenuSeed } from './menu-seed';

// The platform screens, named and placed as BladeX names them: 租户管理 and 应用管理 under 系统管理,
// 数据源管理 there too (the list; its path stays BladeX's /tool/datasource), and 报表管理 as a
// top-level menu with its 报表列表. The tenant dialogs and the report preview are buttons of their
// own so a role can hold the list without them. 应用管理 and 数据源管理 are their modules' rows
// (entities/client.ts, datasource.ts), placed where they stood so their ids stay.
export function platformMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    {
      code: 'tenant',
      parent: 'system',
      name: '租户管理',
      path: '/system/tenant',
      source: 'iconfont icon-quanxian',
      sort: 7,
    },
    placed('client', 'screen'),
    placed('datasource', 'screen'),
    { code: 'report', name: '报表管理', path: '/report', source: 'iconfont icon-shujuzhanshi2', sort: 5 },
    {
      code: 'report_list',
      parent: 'report',
      name: '报表列表',
      path: '/report/reportlist',
      source: 'iconfont icon-biaodan',
      sort: 1,
    },
    ...crudButtons('tenant', ['add', 'edit', 'delete', 'view']),
    {
      code: 'tenant_setting',
      parent: 'tenant',
      name: '授权配置',
      alias: 'setting',
      source: 'setting',
      sort: 5,
      category: 2,
    },
    {
      code: 'tenant_datasource',
      parent: 'tenant',
      name: '数据源配置',
      alias: 'datasource',
      source: 'database',
      sort: 6,
      category: 2,
    },
    {
      code: 'tenant_package',
      parent: 'tenant',
      name: '产品包配置',
      alias: 'package',
      source: 'book',
      sort: 7,
      category: 2,
    },
    placed('client', 'buttons'),
    placed('datasource', 'buttons'),
    {
      code: 'report_list_view',
      parent: 'report_list',
      name: '预览',
      alias: 'view',
      source: 'eye',
      sort: 1,
      category: 2,
    },
    {
      code: 'report_list_delete',
      parent: 'report_list',
      name: '删除',
      alias: 'delete',
      source: 'delete',
      sort: 2,
      category: 2,
    },
  ];
}
