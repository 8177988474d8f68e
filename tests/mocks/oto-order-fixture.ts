import { idSequence } from '../../mocks/ids';
import { createSeed, type SeedOptions } from '../../mocks/seed';
import type { MenuRow, StandinTables } from '../../mocks/types';
import type { OtoExpertRow, OtoOrderRow, OtoOrgRow, OtoProgrammeRow, OtoServiceRow } from '../../mocks/types-oto';

// A small, known business for the order handler tests, laid over the product seed in place of
// whatever one-to-one rows it has: two orgs and a suspended one, experts in several audit states,
// services on and off sale, one order per status, and the order buttons granted on purpose:
//   admin (超级管理员 + 运营人员)    every order_* button, no org_order_*
//   operator (运营人员)             org_order_add, _edit, _view, _status, _programme only
//   wangqiang (超级管理员, 123456)  as admin, but staff of 星途升学: sees that org only
//   admin@100001                   every order_* button, its own tenant's one order
// and 000000 calls status '1' 已付款 in its dict-biz order_status.

const ACTIONS = ['add', 'edit', 'delete', 'view', 'expert', 'status', 'refund', 'programme'] as const;
const OPERATOR_BUTTONS = [
  'org_order_add',
  'org_order_edit',
  'org_order_view',
  'org_order_status',
  'org_order_programme',
];

/** Fixture ids: named so tests read as prose. */
export const F = {
  orgA: '1123598819900000001',
  orgB: '1123598819900000002',
  orgOff: '1123598819900000003',
  orgEast: '1123598819900000004',
  expertA1: '1123598819900000011',
  expertA2: '1123598819900000012',
  expertPending: '1123598819900000013',
  expertB1: '1123598819900000014',
  expertEast: '1123598819900000015',
  vip: '1123598819900000021',
  subjects: '1123598819900000022',
  retired: '1123598819900000023',
  eastService: '1123598819900000024',
  unpaid: '1123598819900000031',
  paid: '1123598819900000032',
  inService: '1123598819900000033',
  completed: '1123598819900000034',
  cancelled: '1123598819900000035',
  refunded: '1123598819900000036',
  east: '1123598819900000037',
  stepOne: '1123598819900000041',
  stepTwo: '1123598819900000042',
} as const;

const P = '000000';
const E = '100001';
const T = '2025-01-01 08:00:00';

const org = (id: string, tenantId: string, orgName: string, status = '1'): OtoOrgRow => ({
  id,
  tenantId,
  orgName,
  logo: '',
  contact: '李老师',
  phone: '13900001111',
  provinceCode: '33',
  cityCode: '3301',
  address: '',
  introduction: '',
  adminAccount: '',
  status,
  createTime: T,
  updateTime: T,
});

const expert = (
  id: string,
  tenantId: string,
  orgId: string,
  expertName: string,
  auditStatus: string,
): OtoExpertRow => ({
  id,
  tenantId,
  orgId,
  expertName,
  avatar: '',
  gender: 1,
  title: '1',
  phone: '13700002222',
  provinces: '33',
  subjectTypes: 'W',
  years: 8,
  introduction: '',
  auditStatus,
  auditReason: '',
  auditTime: '',
  createTime: T,
  updateTime: T,
});

const service = (id: string, tenantId: string, serveName: string, price: number, saleStatus = 1): OtoServiceRow => ({
  id,
  tenantId,
  serveName,
  category: '1',
  price,
  duration: 60,
  sessions: 3,
  description: '',
  saleStatus,
  createTime: T,
  updateTime: T,
});

type OrderSeed = Pick<
  OtoOrderRow,
  | 'id'
  | 'orderNo'
  | 'studentName'
  | 'studentPhone'
  | 'orgId'
  | 'expertId'
  | 'serveId'
  | 'amount'
  | 'orderStatus'
  | 'createTime'
> &
  Partial<OtoOrderRow>;

const order = (seed: OrderSeed): OtoOrderRow => {
  const paid = ['1', '2', '3', '4'].includes(seed.orderStatus);
  return {
    tenantId: P,
    province: '33',
    subjectType: 'ZONG',
    electives: 'W,H,S',
    examYear: 2025,
    paidAmount: paid ? seed.amount : 0,
    refundedAmount: 0,
    payTime: paid ? seed.createTime : '',
    refundReason: '',
    remark: '',
    updateTime: seed.createTime,
    ...seed,
  };
};

const step = (id: string, orderId: string, title: string, sort: number): OtoProgrammeRow => ({
  id,
  tenantId: P,
  orderId,
  title,
  content: '',
  planTime: '2025-03-10 19:30:00',
  finished: 0,
  sort,
  createTime: T,
});

const FIXTURE_ORDERS: OtoOrderRow[] = [
  order({
    id: F.unpaid,
    orderNo: 'OD202503010001',
    studentName: '张子涵',
    studentPhone: '13800000001',
    orgId: F.orgA,
    expertId: F.expertA1,
    serveId: F.vip,
    amount: 3999,
    orderStatus: '0',
    createTime: '2025-03-01 09:00:00',
  }),
  order({
    id: F.paid,
    orderNo: 'OD202503020001',
    studentName: '李欣怡',
    studentPhone: '13800000002',
    orgId: F.orgA,
    expertId: F.expertA1,
    serveId: F.vip,
    amount: 3999,
    orderStatus: '1',
    createTime: '2025-03-02 10:00:00',
  }),
  order({
    id: F.inService,
    orderNo: 'OD202503030001',
    studentName: '王浩然',
    studentPhone: '13800000003',
    orgId: F.orgA,
    expertId: F.expertA2,
    serveId: F.subjects,
    amount: 1299,
    orderStatus: '2',
    refundedAmount: 300,
    createTime: '2025-03-03 23:59:59',
  }),
  order({
    id: F.completed,
    orderNo: 'OD202503040001',
    studentName: '赵雨桐',
    studentPhone: '13800000004',
    orgId: F.orgB,
    expertId: F.expertB1,
    serveId: F.vip,
    amount: 3999,
    orderStatus: '3',
    createTime: '2025-03-04 00:00:00',
  }),
  order({
    id: F.cancelled,
    orderNo: 'OD202503050001',
    studentName: '陈一诺',
    studentPhone: '13800000005',
    orgId: F.orgB,
    expertId: '',
    serveId: F.subjects,
    amount: 1299,
    orderStatus: '5',
    createTime: '2025-03-05 12:00:00',
  }),
  order({
    id: F.refunded,
    orderNo: 'OD202503060001',
    studentName: '刘思远',
    studentPhone: '13800000006',
    orgId: F.orgB,
    expertId: F.expertB1,
    serveId: F.vip,
    amount: 3999,
    orderStatus: '4',
    refundedAmount: 3999,
    createTime: '2025-03-06 12:00:00',
  }),
  order({
    id: F.east,
    tenantId: E,
    orderNo: 'OD202503010001',
    studentName: '张子涵',
    studentPhone: '13800000009',
    orgId: F.orgEast,
    expertId: F.expertEast,
    serveId: F.eastService,
    amount: 2999,
    orderStatus: '0',
    createTime: '2025-03-01 09:30:00',
  }),
];

/** Menus `code` (category 1) and its buttons, reusing the seed's rows of the same code. */
function ensureMenus(tables: StandinTables, nextId: () => string): MenuRow[] {
  const find = (code: string, category: 1 | 2) =>
    tables.menus.find((menu) => menu.code === code && menu.category === category);
  const add = (row: Omit<MenuRow, 'id' | 'alias' | 'source' | 'action' | 'isOpen' | 'remark'>): MenuRow => {
    const menu: MenuRow = { ...row, id: nextId(), alias: row.code, source: '', action: 1, isOpen: 1, remark: '' };
    tables.menus.push(menu);
    return menu;
  };
  return ['order', 'org_order'].flatMap((page) => {
    const parent =
      find(page, 1) ??
      add({ parentId: '0', code: page, name: page, path: `/oto/${page.replace('_', '-')}`, sort: 90, category: 1 });
    const buttons = ACTIONS.map(
      (action, index) =>
        find(`${page}_${action}`, 2) ??
        add({ parentId: parent.id, code: `${page}_${action}`, name: action, path: '', sort: index + 1, category: 2 }),
    );
    return [parent, ...buttons];
  });
}

export function orderFixtureSeed(options: SeedOptions): StandinTables {
  const tables = createSeed(options);
  const nextId = idSequence(1123598819900001001n);
  const menus = ensureMenus(tables, nextId);
  const menuIds = new Set(menus.map((menu) => menu.id));
  const idOf = (code: string) => menus.find((menu) => menu.code === code)?.id ?? '';
  const roleId = (tenantId: string, alias: string) =>
    tables.roles.find((role) => role.tenantId === tenantId && role.roleAlias === alias)?.id ?? '';
  const grant = (role: string, codes: string[]) =>
    codes.map((code) => ({ id: nextId(), roleId: role, menuId: idOf(code) }));
  const orderCodes = ['order', ...ACTIONS.map((action) => `order_${action}`)];
  tables.roleMenus = [
    ...tables.roleMenus.filter((row) => !menuIds.has(row.menuId)),
    ...grant(roleId(P, 'administrator'), orderCodes),
    ...grant(roleId(P, 'operator'), ['org_order', ...OPERATOR_BUTTONS]),
    ...grant(roleId(E, 'administrator'), orderCodes),
  ];
  // The branch tenant's package must hold the order page for its buttons to count.
  const east = tables.tenants.find((tenant) => tenant.tenantId === E);
  tables.tenantPackages = tables.tenantPackages.map((pack) =>
    pack.id === east?.packageId ? { ...pack, menuId: [pack.menuId, idOf('order')].filter(Boolean).join(',') } : pack,
  );
  // The tenant renamed 已支付 in its business dictionary: refusals must speak its word.
  const statusDict = tables.dictBiz.find(
    (row) => row.tenantId === P && row.code === 'order_status' && row.parentId === '0',
  );
  const dictBase = { tenantId: P, code: 'order_status', sort: 1, remark: '', isSealed: 0 };
  const parentId = statusDict?.id ?? nextId();
  tables.dictBiz = [
    ...tables.dictBiz.filter((row) => !(row.tenantId === P && row.parentId === parentId && row.dictKey === '1')),
    ...(statusDict ? [] : [{ ...dictBase, id: parentId, parentId: '0', dictKey: '-1', dictValue: '订单状态' }]),
    { ...dictBase, id: nextId(), parentId, dictKey: '1', dictValue: '已付款' },
  ];
  const wangqiang = tables.users.find((user) => user.tenantId === P && user.account === 'wangqiang');
  tables.otoOrgs = [
    org(F.orgA, P, '星途升学'),
    org(F.orgB, P, '远航志愿'),
    org(F.orgOff, P, '青云教育', '0'),
    org(F.orgEast, E, '华东志愿'),
  ];
  tables.otoOrgMembers = [{ id: nextId(), tenantId: P, userId: wangqiang?.id ?? '', orgId: F.orgA }];
  tables.otoExperts = [
    expert(F.expertA1, P, F.orgA, '陈立新', '2'),
    expert(F.expertA2, P, F.orgA, '李慧', '2'),
    expert(F.expertPending, P, F.orgA, '王审核', '1'),
    expert(F.expertB1, P, F.orgB, '赵远航', '2'),
    expert(F.expertEast, E, F.orgEast, '孙华东', '2'),
  ];
  tables.otoServices = [
    service(F.vip, P, '志愿填报VIP', 3999),
    service(F.subjects, P, '选科指导', 1299),
    service(F.retired, P, '旧版咨询', 999, 0),
    service(F.eastService, E, '华东志愿填报', 2999),
  ];
  tables.otoOrders = FIXTURE_ORDERS.map((row) => ({ ...row }));
  tables.otoProgrammes = [step(F.stepTwo, F.paid, '方案定稿', 2), step(F.stepOne, F.paid, '需求沟通', 1)];
  return tables;
}
