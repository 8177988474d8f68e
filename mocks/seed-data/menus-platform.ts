import { placed, type MenuPlace, type MenuSeed } from './menu-seed';

// The platform screens, named and placed as BladeX names them: 租户管理 and 应用管理 under 系统管理,
// 数据源管理 there too (the list; its path stays BladeX's /tool/datasource), and 报表管理 as a
// top-level menu with its 报表列表. The report preview is a button of its own so a role can hold
// the list without it. 租户管理, 应用管理 and 数据源管理 are their modules' rows (entities/tenant.ts,
// client.ts, datasource.ts), placed where they stood so their ids stay.
export function platformMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    placed('tenant', 'screen'),
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
    placed('tenant', 'buttons'),
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
