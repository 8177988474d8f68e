import { entityBizDicts } from './entities/seed';
import { idSequence } from './ids';
import { seedTime } from './seed-builders';
import { DEFAULT_MENU_CODES, DEFAULT_PASSWORD, tenantStarter } from './tenant-starter';
import { PLATFORM_TENANT } from './seed-data/accounts';
import type { StandinTables, TenantRow } from './types';

// The platform screens' seed (two more tenants with what a new tenant gets, the east branch's own
// database; the clients, datasources, reports and the accounts' tenants are their modules'), from
// an id range of its own so that the product's other ids do not move when it changes. The two
// tenants and their starters' rows (a dept, a role, a user ...) are made here, not by the modules
// of tenants, depts, roles and users: each tenant is numbered in this range just before its
// starter's rows, so moving either would renumber them.

/** Two more branches, made the way tenant/submit makes one, each with a package. */
const moreTenants: (Omit<TenantRow, 'id' | 'packageId' | 'datasourceId' | 'status' | 'createTime'> & {
  packageName: string;
})[] = [
  {
    tenantId: '100002',
    tenantName: '智远教育·华南分部',
    domain: 'https://south.zhiyuan-edu.cn',
    backgroundUrl: '',
    linkman: '林嘉欣',
    contactNumber: '13928805566',
    address: '广州市天河区天河路 385 号',
    accountNumber: 20,
    expireTime: '2027-06-30 23:59:59',
    packageName: '标准版',
  },
  {
    tenantId: '100003',
    tenantName: '智远教育·北京体验中心',
    domain: '',
    backgroundUrl: '',
    linkman: '赵一鸣',
    contactNumber: '13701012020',
    address: '北京市海淀区中关村大街 27 号',
    accountNumber: -1,
    expireTime: '',
    packageName: '旗舰版',
  },
];

/**
 * Adds the platform's seed. Its sequence numbers the clients, datasources and reports first (their
 * modules' seeds, `seedEntities`), then the two tenants.
 */
export function addPlatformSeed(tables: StandinTables, seedEntities: (nextId: () => string) => void): void {
  const nextId = idSequence(1123598815739700001n);
  seedEntities(nextId);
  // The east branch keeps its data in a database of its own.
  const eastSource = tables.datasources[1].id;
  tables.tenants = tables.tenants.map((tenant) =>
    tenant.tenantId === '100001' ? { ...tenant, datasourceId: eastSource } : tenant,
  );

  const param = (key: string) =>
    tables.params.find((row) => row.tenantId === PLATFORM_TENANT && row.paramKey === key)?.paramValue;
  const packageId = (name: string) => tables.tenantPackages.find((row) => row.packageName === name)?.id ?? '';
  moreTenants.forEach(({ packageName, ...seed }, index) => {
    const createTime = seedTime(30 + index);
    tables.tenants.push({
      ...seed,
      id: nextId(),
      packageId: packageId(packageName),
      datasourceId: '',
      status: 1,
      createTime,
    });
    const starter = tenantStarter(seed, {
      menus: tables.menus,
      menuCodes: param('tenant.default.menuCode') ?? DEFAULT_MENU_CODES,
      password: param('account.initPassword') ?? DEFAULT_PASSWORD,
      now: createTime,
      nextId,
      entityBizDicts,
    });
    tables.depts.push(...starter.depts);
    tables.roles.push(...starter.roles);
    tables.roleMenus.push(...starter.roleMenus);
    tables.posts.push(...starter.posts);
    tables.users.push(...starter.users);
    tables.dictBiz.push(...starter.dictBiz);
  });
}
