// Row shapes of the stand-in store. Field names follow the Blade entities (camelCase, ids as
// strings, dates as `yyyy-MM-dd HH:mm:ss`) so rows can be answered as they are.

export type TenantRow = {
  id: string;
  tenantId: string;
  tenantName: string;
  domain: string;
  linkman: string;
  contactNumber: string;
  address: string;
  accountNumber: number;
  expireTime: string;
  packageId: string;
  datasourceId: string;
  status: number;
  createTime: string;
};

export type DeptRow = {
  id: string;
  tenantId: string;
  parentId: string;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
};

export type RoleRow = {
  id: string;
  tenantId: string;
  parentId: string;
  roleName: string;
  roleAlias: string;
  sort: number;
};

/** `roleId` and `deptId` are comma-joined, as Blade stores them. */
export type UserRow = {
  id: string;
  tenantId: string;
  account: string;
  /** md5 hex of the plain password, which is what the client sends. */
  password: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  sex: number;
  roleId: string;
  deptId: string;
  status: number;
  createTime: string;
};

/** category 1 = menu, 2 = button. */
export type MenuRow = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  isOpen: number;
  remark: string;
};

export type RoleMenuRow = { id: string; roleId: string; menuId: string };

export type TopMenuRow = {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  source: string;
  path: string;
  sort: number;
  menuIds: string[];
};

export type ParamRow = {
  id: string;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string;
  createTime: string;
  updateTime: string;
};

/** Platform-wide: packages are defined by the platform tenant and assigned to tenants. */
export type TenantPackageRow = {
  id: string;
  packageName: string;
  /** Comma-joined menu ids. */
  menuId: string;
  remark: string;
  createTime: string;
  updateTime: string;
};

/** A parent entry has parentId '0' and dictKey '-1'; its children carry the same code. */
export type DictRow = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed: number;
};

export type DictBizRow = DictRow & { tenantId: string };

export type TokenRow = {
  token: string;
  userId: string;
  tenantId: string;
  roleId: string;
  deptId: string;
  account: string;
  /** Epoch milliseconds. */
  expiresAt: number;
};

export type CaptchaRow = { key: string; code: string; expiresAt: number };

/** A third-party identity seen at login; `userId` is '' until it is bound. */
export type SocialAccountRow = {
  id: string;
  source: string;
  code: string;
  tenantId: string;
  userId: string;
  createTime: string;
};

export type ErrorLogRow = {
  id: string;
  tenantId: string;
  serviceId: string;
  requestUri: string;
  method: string;
  message: string;
  stackTrace: string;
  createBy: string;
  createTime: string;
};

export type StandinTables = {
  tenants: TenantRow[];
  depts: DeptRow[];
  roles: RoleRow[];
  users: UserRow[];
  menus: MenuRow[];
  roleMenus: RoleMenuRow[];
  topMenus: TopMenuRow[];
  params: ParamRow[];
  tenantPackages: TenantPackageRow[];
  dicts: DictRow[];
  dictBiz: DictBizRow[];
  tokens: TokenRow[];
  refreshTokens: TokenRow[];
  captchas: CaptchaRow[];
  socialAccounts: SocialAccountRow[];
  errorLogs: ErrorLogRow[];
};
