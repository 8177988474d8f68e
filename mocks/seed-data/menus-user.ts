import { placed, type MenuPlace } from './menu-seed';

// 用户管理 under 系统管理: its module's rows (entities/user.ts), placed where they stood so their ids
// stay. Granted to the administrator roles ('*'); 运营人员 gets none.

export function userMenuSeeds(): MenuPlace[] {
  return [placed('user', 'screen'), placed('user', 'buttons')];
}
