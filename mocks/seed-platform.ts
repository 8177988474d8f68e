import { idSequence } from './ids';
import { seedTime } from './seed-builders';
import { DEFAULT_MENU_CODES, DEFAULT_PASSWORD, tenantStarter } from './tenant-starter';
import { PLATFORM_TENANT } from './seed-data/accounts';
import type { ClientRow, DatasourceRow, ReportRow, StandinTables, TenantRow } from './types';
import { reportSeeds } from './seed-data/reports';

// The platform screens' seed (OAuth clients, datasources, report definitions, two more tenants with
// what a new tenant gets), from an id range of its own so that the product's other ids do not move
// when it changes.

const ALL_GRANTS = 'refresh_token,password,authorization_code,captcha,social';

function clientRows(nextId: () => string): ClientRow[] {
  // BladeX's seed: sword (the Sword front end) and saber (this console's client).
  return ['sword', 'saber'].map((name, index) => ({
    id: nextId(),
    clientId: name,
    clientSecret: `${name}_secret`,
    resourceIds: '',
    scope: 'all',
    authorizedGrantTypes: ALL_GRANTS,
    webServerRedirectUri: 'http://localhost:8888',
    authorities: '',
    accessTokenValidity: 3600,
    refreshTokenValidity: 604800,
    additionalInformation: '',
    autoapprove: '',
    createTime: seedTime(index),
    updateTime: seedTime(index),
  }));
}

const datasourceSeeds: Omit<DatasourceRow, 'id' | 'createTime' | 'updateTime'>[] = [
  {
    name: 'mysql',
    driverClass: 'com.mysql.cj.jdbc.Driver',
    url: 'jdbc:mysql://localhost:3306/zhiyuan?useSSL=false&useUnicode=true&characterEncoding=utf-8&serverTimezone=GMT%2B8',
    username: 'root',
    password: 'root',
    remark: '主库',
  },
  {
    name: 'east-branch',
    driverClass: 'com.mysql.cj.jdbc.Driver',
    url: 'jdbc:mysql://10.20.1.15:3306/zhiyuan_east?useSSL=false&useUnicode=true&characterEncoding=utf-8&serverTimezone=GMT%2B8',
    username: 'zhiyuan_east',
    password: 'Ea5t#2024',
    remark: '华东分部独立库',
  },
  {
    name: 'postgresql-report',
    driverClass: 'org.postgresql.Driver',
    url: 'jdbc:postgresql://10.20.1.30:5432/zhiyuan_report',
    username: 'report_reader',
    password: 'R3port!ro',
    remark: '报表只读库',
  },
];

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

export function addPlatformSeed(tables: StandinTables): void {
  const nextId = idSequence(1123598815739700001n);
  tables.clients = clientRows(nextId);
  tables.datasources = datasourceSeeds.map((seed, index) => ({
    ...seed,
    id: nextId(),
    createTime: seedTime(index),
    updateTime: seedTime(index),
  }));
  tables.reports = reportSeeds.map((seed, index): ReportRow => ({
    id: nextId(),
    name: seed.name,
    content: seed.content,
    createTime: seedTime(index * 3),
    updateTime: seedTime(index * 3 + 1),
  }));
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
    });
    tables.depts.push(...starter.depts);
    tables.roles.push(...starter.roles);
    tables.roleMenus.push(...starter.roleMenus);
    tables.posts.push(...starter.posts);
    tables.users.push(...starter.users);
    tables.dictBiz.push(...starter.dictBiz);
  });
}
