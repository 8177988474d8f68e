// Row shapes of the stand-in store. Field names follow the Blade entities (camelCase, ids as
// strings, dates as `yyyy-MM-dd HH:mm:ss`) so rows can be answered as they are.

import type { MenuRow, RoleMenuRow, TopMenuRow } from './types-menu';
import type { DeptRow, PostRow } from './types-org';
import type { RoleRow } from './types-access';
import type { UserRow } from './types-user';
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
export type { ErrorLogRow, FileRow, TokenRow };
export type { ParamRow, TenantRow };
export type { RoleRow, UserRow };
export type { RoleScopeRow } from './types-access';

export type StandinTables = {
  tokens: TokenRow[];
  refreshTokens: TokenRow[];
  captchas: CaptchaRow[];
  socialAccounts: SocialAccountRow[];
  errorLogs: ErrorLogRow[];
  guestRegistrations: GuestRegistrationRow[];
  files: FileRow[];
} & ResourceTables &
  LogTables &
  DevelopTables &
  FlowTables &
  EntityTables;
