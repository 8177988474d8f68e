import { PLATFORM_TENANT } from './accounts';

// The top bar's tabs. `menus` names menu codes whose whole subtree (menus, not buttons) the tab
// groups: the top-menu grant. Which roles see a tab is said by RoleSeed.topMenus.

export type TopMenuSeed = {
  code: string;
  tenantId: string;
  name: string;
  source: string;
  /** The page the client opens when the tab is picked. */
  path: string;
  sort: number;
  menus: string[];
};

export const topMenuSeeds: TopMenuSeed[] = [
  {
    code: 'platform',
    tenantId: PLATFORM_TENANT,
    name: '系统平台',
    source: 'iconfont icon-setting',
    path: '/system/param',
    sort: 1,
    menus: ['system', 'authority', 'report', 'resource', 'log', 'desk', 'tool', 'flow', 'work'],
  },
  {
    // The business opens on its experts; the help centre stays reachable here too.
    code: 'oto',
    tenantId: PLATFORM_TENANT,
    name: '一对一业务',
    source: 'iconfont icon-team',
    path: '/oto/expert',
    sort: 2,
    menus: ['oto', 'help'],
  },
];
