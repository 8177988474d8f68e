// Row shapes of the stand-in store. Field names follow the Blade entities (camelCase, ids as
// strings, dates as `yyyy-MM-dd HH:mm:ss`) so rows can be answered as they are.

import type { UserRow as ConsoleUserRow } from '../src/resources/system/user-row';
import type { MenuRow, RoleMenuRow, TopMenuRow } from './types-menu';
import type { DeptRow, PostRow } from './types-org';
import type { RoleRow } from './types-access';
import type { ReportRow } from './types-platform';
import type { ResourceTables } from './types-resource';
import type { LogTables } from './types-log';
import type { DevelopTables } from './types-develop';
import type { FlowTables } from './types-flow';
import type { EntityTables } from './entities/tables';
import type { ParamRow } from '../src/resources/system/param';
import type { TenantRow } from '../src/resources/system/tenant';
import type {
  CaptchaRow,
  ErrorLogRow,
  FileRow,
  GuestRegistrationRow,
  SocialAccountRow,
  TokenRow,
} from './types-session';

export type { MenuRow, RoleMenuRow, TopMenuRow };
export type { DeptRow, PostRow };
export type { DictBizRow, DictRow } from './types-dict';
export type { ReportRow };
export type { ErrorLogRow, FileRow, TokenRow };
export type { ParamRow, TenantRow };
export type { RoleRow };
export type { RoleScopeRow } from './types-access';

/**
 * blade_user as stored: the columns of the console's UserRow (no names of tenant, roles, depts or
 * dictionary words: the handlers join those in), plus the password hash and the lockout count.
 */
export type UserRow = Omit<
  ConsoleUserRow,
  | 'code'
  | 'userType'
  | 'postId'
  | 'userExt'
  | 'tenantName'
  | 'roleName'
  | 'deptName'
  | 'postName'
  | 'userTypeName'
  | 'sexName'
  | 'locked'
> &
  // Optional: rows made elsewhere (a new tenant's admin) may leave them out; absent = '' / WEB / 0.
  Partial<Pick<ConsoleUserRow, 'code' | 'userType' | 'postId' | 'userExt'>> & {
    /** md5 hex of the plain password, which is what the client sends at login. */
    password: string;
    /** Failed logins in a row; at param account.failCount (5) the account is locked until unlocked. */
    failCount?: number;
  };

export type StandinTables = {
  users: UserRow[];
  tokens: TokenRow[];
  refreshTokens: TokenRow[];
  captchas: CaptchaRow[];
  socialAccounts: SocialAccountRow[];
  errorLogs: ErrorLogRow[];
  guestRegistrations: GuestRegistrationRow[];
  files: FileRow[];
  reports: ReportRow[];
} & ResourceTables &
  LogTables &
  DevelopTables &
  FlowTables &
  EntityTables;
