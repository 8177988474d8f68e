// Row shapes of the stand-in store. Field names follow the Blade entities (camelCase, ids as
// strings, dates as `yyyy-MM-dd HH:mm:ss`) so rows can be answered as they are.

import type { MenuRow, RoleMenuRow, RoleTopMenuRow, TopMenuRow, TopMenuSettingRow } from './types-menu';
import type { PostRow, RegionRow } from './types-org';
import type { ApiScopeRow, DataScopeRow, RoleScopeRow } from './types-access';
import type { ReportRow } from './types-platform';
import type { OtoTables } from './types-oto';
import type { ResourceTables } from './types-resource';
import type { LogTables } from './types-log';
import type { DevelopTables } from './types-develop';
import type { FlowTables } from './types-flow';
import type { EntityTables } from './entities/tables';
import type { ParamRow } from '../src/resources/system/param';
import type {
  CaptchaRow,
  ErrorLogRow,
  FileRow,
  GuestRegistrationRow,
  SocialAccountRow,
  TokenRow,
} from './types-session';

export type { MenuRow, RoleMenuRow, RoleTopMenuRow, TopMenuRow, TopMenuSettingRow };
export type { PostRow, RegionRow };
export type { ReportRow };
export type { ErrorLogRow, FileRow, TokenRow };
export type { ParamRow };

export type TenantRow = {
  id: string;
  tenantId: string;
  tenantName: string;
  /** The address the console is served from for this tenant (`tenant/info?domain=`), '' for none. */
  domain: string;
  /** The login page's background image, '' for the default. */
  backgroundUrl: string;
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
  /** '0,<id>,...': the ids above it. */
  ancestors: string;
  deptName: string;
  fullName: string;
  /** Dictionary org_category: 1 company, 2 department, 3 group. */
  deptCategory: number;
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
  /** `yyyy-MM-dd`, '' when unknown. */
  birthday: string;
  roleId: string;
  deptId: string;
  // Optional: rows made elsewhere (a new tenant's admin) may leave them out; absent = '' / WEB / 0.
  /** 用户编号, '' when none. */
  code?: string;
  /** Dictionary user_type: 1 WEB, 2 APP, 3 OTHER. */
  userType?: number;
  /** Comma-joined post ids. */
  postId?: string;
  /** The platform's extra JSON (Blade keeps it in blade_user_web/app/other), '' when none. */
  userExt?: string;
  /** Failed logins in a row; at param account.failCount (5) the account is locked until unlocked. */
  failCount?: number;
  status: number;
  createTime: string;
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

export type StandinTables = {
  tenants: TenantRow[];
  depts: DeptRow[];
  roles: RoleRow[];
  users: UserRow[];
  menus: MenuRow[];
  roleMenus: RoleMenuRow[];
  topMenus: TopMenuRow[];
  topMenuSettings: TopMenuSettingRow[];
  roleTopMenus: RoleTopMenuRow[];
  tenantPackages: TenantPackageRow[];
  dicts: DictRow[];
  dictBiz: DictBizRow[];
  tokens: TokenRow[];
  refreshTokens: TokenRow[];
  captchas: CaptchaRow[];
  socialAccounts: SocialAccountRow[];
  errorLogs: ErrorLogRow[];
  guestRegistrations: GuestRegistrationRow[];
  files: FileRow[];
  regions: RegionRow[];
  dataScopes: DataScopeRow[];
  apiScopes: ApiScopeRow[];
  roleScopes: RoleScopeRow[];
  reports: ReportRow[];
} & OtoTables &
  ResourceTables &
  LogTables &
  DevelopTables &
  FlowTables &
  EntityTables;
