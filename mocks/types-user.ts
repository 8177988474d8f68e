import type { UserRow as ConsoleUserRow } from '../src/resources/system/user-row';

// The row shape of the users' table (blade_user). Re-exported from `types.ts`.

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
