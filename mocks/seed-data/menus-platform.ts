import { placed, type MenuPlace, type MenuSeed } from './menu-seed';

// The platform screens, named and placed as BladeX names them: 租户管理 and 应用管理 under 系统管理,
// 数据源管理 there too (the list; its path stays BladeX's /tool/datasource), and 报表管理 as a
// top-level menu with its 报表列表. 租户管理, 应用管理, 数据源管理 and 报表列表 are their modules'
// rows (entities/tenant.ts, client.ts, datasource.ts, report.ts), placed where they stood so their
// ids stay.
export function platformMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    placed('tenant', 'screen'),
    placed('client', 'screen'),
    placed('datasource', 'screen'),
    { code: 'report', name: '报表管理', path: '/report', source: 'iconfont icon-shujuzhanshi2', sort: 5 },
    placed('report_list', 'screen'),
    placed('tenant', 'buttons'),
    placed('client', 'buttons'),
    placed('datasource', 'buttons'),
    placed('report_list', 'buttons'),
  ];
}
