// The one-to-one business screens (issue 11) and their buttons, as plain data: menus-oto.ts turns
// them into menu rows, accounts.ts grants them by code. Kept apart from menus.ts so that
// accounts.ts can read it without joining the menus.ts import cycle.

type OtoButtonKind = 'add' | 'edit' | 'delete' | 'view';

export type OtoScreen = {
  code: string;
  name: string;
  path: string;
  /** Icon name (src/shell/menu-icon.tsx maps keywords onto antd icons). */
  source: string;
  /** The standard buttons, where the entity has the call (no delete call, no delete button). */
  kinds: readonly OtoButtonKind[];
  /** Further buttons: [suffix of `<code>_<suffix>`, name, icon]. */
  extra: readonly (readonly [suffix: string, name: string, source: string])[];
};

const ALL: readonly OtoButtonKind[] = ['add', 'edit', 'delete', 'view'];
const NO_DELETE: readonly OtoButtonKind[] = ['add', 'edit', 'view'];
/** Change expert, change status, refund, programme: the same on 订单管理 and 机构订单. */
const ORDER_ACTIONS = [
  ['expert', '更换专家', 'swap'],
  ['status', '变更状态', 'sync'],
  ['refund', '退款', 'rollback'],
  ['programme', '服务方案', 'schedule'],
] as const;

export const OTO_ROOT = 'oto';

export const otoScreens: readonly OtoScreen[] = [
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
  {
    code: 'potential_students',
    name: '意向客户',
    path: '/oto/potential-students',
    source: 'iconfont icon-contacts',
    kinds: NO_DELETE,
    extra: [],
  },
  {
    code: 'consultation',
    name: '咨询记录',
    path: '/oto/consultation',
    source: 'iconfont icon-consult',
    kinds: NO_DELETE,
    extra: [],
  },
  {
    code: 'qrcode_setting',
    name: '咨询二维码',
    path: '/oto/qrcode-setting',
    source: 'iconfont icon-mobile',
    kinds: ALL,
    extra: [],
  },
  {
    code: 'prompt_config',
    name: '提示语配置',
    path: '/oto/prompt-config',
    source: 'iconfont icon-message',
    kinds: NO_DELETE,
    extra: [],
  },
  {
    code: 'h5_register_user',
    name: 'H5报名用户',
    path: '/oto/h5-register-user',
    source: 'iconfont icon-user-add',
    kinds: ['view'],
    extra: [['export', '导出', 'export']],
  },
];

/** The button codes of one screen, standard ones first. */
const otoButtonCodes = (screen: OtoScreen): string[] => [
  ...screen.kinds.map((kind) => `${screen.code}_${kind}`),
  ...screen.extra.map(([suffix]) => `${screen.code}_${suffix}`),
];

/** The root, every screen and every button: what a role granted the whole business holds. */
export const allOtoCodes = (): string[] => [
  OTO_ROOT,
  ...otoScreens.flatMap((screen) => [screen.code, ...otoButtonCodes(screen)]),
];

/** The root, every screen and its view button: the business for a role that only looks. */
export const otoViewCodes = (): string[] => [
  OTO_ROOT,
  ...otoScreens.flatMap((screen) => [screen.code, ...(screen.kinds.includes('view') ? [`${screen.code}_view`] : [])]),
];
