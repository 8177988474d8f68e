import type { ButtonKind, ExtraButton } from './menu-seed';

// The one-to-one business screens and their buttons, as plain data that menus-oto.ts
// turns into menu rows; `{ entity }` stands where a screen that became an entity module
// (mocks/entities) stood, so its menu ids stay. A module brings one screen: a second screen over
// its rows (机构专家, 机构订单) keeps its row here. Roles and packages are granted the business by
// its root (accounts.ts `subtree`), so a screen added under it is granted with it.

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
/** Change expert, change status, refund, programme: the same on 订单管理 (entities/order.ts) and 机构订单. */
export const ORDER_ACTIONS = [
  ['expert', '更换专家', 'swap'],
  ['status', '变更状态', 'sync'],
  ['refund', '退款', 'rollback'],
  ['programme', '服务方案', 'schedule'],
] as const;

export const OTO_ROOT = 'oto';

export const otoScreens: readonly (OtoScreen | { entity: string })[] = [
  { entity: 'organization' },
  { entity: 'expert' },
  // A second screen over the experts (entities/expert.ts serves its calls).
  {
    code: 'org_expert',
    name: '机构专家',
    path: '/oto/org-expert',
    source: 'iconfont icon-audit',
    kinds: ALL,
    extra: [['submit', '提交审核', 'send']],
  },
  { entity: 'service' },
  { entity: 'order' },
  // A second screen over the orders (entities/order.ts serves its calls).
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
