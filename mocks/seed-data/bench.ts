import type { MenuSeed } from './menu-seed';

// Benchmark mode only (StandinOptions.bench): one list screen under 帮助中心, and the value pools
// its 1000 generated rows are drawn from (mocks/bench-rows.ts). Never part of the product seed.

export const benchMenuSeeds: MenuSeed[] = [
  {
    code: 'benchrows',
    parent: 'help',
    name: '压测列表',
    path: '/bench/rows',
    source: 'iconfont icon-data',
    sort: 3,
    category: 1,
  },
  {
    code: 'benchrows_view',
    parent: 'benchrows',
    name: '查看',
    alias: 'view',
    path: '/benchrows/view',
    source: 'file-text',
    sort: 1,
    category: 2,
  },
];

/** The role (by tenant and alias) that is granted the bench menus. */
export const benchRole = { tenantId: '000000', roleAlias: 'administrator' } as const;

export const benchSurnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
];
export const benchGivenNames = [
  '子涵',
  '浩然',
  '欣怡',
  '宇轩',
  '梓萱',
  '俊杰',
  '雨桐',
  '思远',
  '佳怡',
  '博文',
  '诗琪',
  '嘉豪',
  '若曦',
  '一鸣',
  '晨阳',
  '可馨',
  '天佑',
  '语嫣',
  '明哲',
  '静怡',
];
export const benchProvinces = [
  '江苏',
  '浙江',
  '山东',
  '河南',
  '河北',
  '四川',
  '湖北',
  '湖南',
  '广东',
  '安徽',
  '福建',
  '江西',
  '辽宁',
  '陕西',
];
/** Keys of the `subject` dictionary (seed-data/dicts.ts). */
export const benchSubjects = ['WEN', 'LI', 'ZONG', 'L', 'W'] as const;
export const benchExperts = ['王建国', '李明华', '陈思远', '刘芳', '赵文博', '孙丽娟', '周志强', '吴海燕'];
/** Service name and list price (yuan). */
export const benchServices: readonly (readonly [name: string, price: number])[] = [
  ['志愿填报一对一', 1999],
  ['专业规划咨询', 999],
  ['生涯规划测评', 399],
  ['强基计划辅导', 2999],
  ['综合评价指导', 1599],
  ['志愿填报VIP全程', 4999],
];
