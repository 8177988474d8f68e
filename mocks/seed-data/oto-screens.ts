import type { ButtonKind, ExtraButton } from './menu-seed';

// The one-to-one business screens and their buttons, as plain data that menus-oto.ts
// turns into menu rows; `{ entity }` stands where a screen that became an entity module
// (mocks/entities) stood, so its menu ids stay. Roles and packages are granted the business by its
// root (accounts.ts `subtree`), so a screen added under it is granted with it.

export type OtoScreen = {
  code: string;
  name: string;
  path: string;
  /** Icon name (src/shell/menu-icon.tsx maps keywords onto antd icons). */
  source: string;
  /** The standard buttons, where the entity has the call (no delete call, no delete button). */
  kinds: readonly ButtonKind[];
  /** Further buttons: [suffix of `<code>_<suffix>`, name, icon]. */
  extra: readonly ExtraButton[];
};

const ALL: readonly ButtonKind[] = ['add', 'edit', 'delete', 'view'];
/** Change expert, change status, refund, programme: the same on 订单管理 and 机构订单. */
const ORDER_ACTIONS = [
  ['expert', '更换专家', 'swap'],
  ['status', '变更状态', 'sync'],
  ['refund', '退款', 'rollback'],
  ['programme', '服务方案', 'schedule'],
] as const;

export const OTO_ROOT = 'oto';

export const otoScreens: readonly (OtoScreen | { entity: string })[] = [
  {
    code: 'organization',
    name: '机构管理',
    path: '/oto/organization',
    source: 'iconfont icon-bank',
    kinds: ALL,
    extra: [['reset', '重置密码', 'retweet']],
  },
  {
    code: 'expert',
    name: '专家管理',
    path: '/oto/expert',
    source: 'iconfont icon-solution',
    kinds: ALL,
    extra: [['audit', '审核', 'audit']],
  },
  {
    code: 'org_expert',
    name: '机构专家',
    path: '/oto/org-expert',
    source: 'iconfont icon-audit',
    kinds: ALL,
    extra: [['submit', '提交审核', 'send']],
  },
  { code: 'service', name: '服务管理', path: '/oto/service', source: 'iconfont icon-gift', kinds: ALL, extra: [] },
  {
    code: 'order',
    name: '订单管理',
    path: '/oto/order',
    source: 'iconfont icon-shopping-cart',
    kinds: ALL,
    extra: ORDER_ACTIONS,
  },
  {
    code: 'org_order',
    name: '机构订单',
    path: '/oto/org-order',
    source: 'iconfont icon-order',
    kinds: ALL,
    extra: ORDER_ACTIONS,
  },
  { entity: 'potential_students' },
  { entity: 'consultation' },
  { entity: 'qrcode_setting' },
  { entity: 'prompt_config' },
  { entity: 'h5_register_user' },
];
