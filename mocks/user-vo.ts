import type { StandinDb } from './standin-db';
import { dictWord } from './handlers/org-tree';
import { PLATFORM_TENANT } from './seed-data/accounts';
import type { UserRow as UserVo } from '../src/resources/system/user-row';
import type { UserRow } from './types';
import { isLocked } from './user-lock';
import { deptNames, roleNames } from './users';

// How Blade's UserWrapper presents a user (UserVO) and which users a caller and a filter reach.

const split = (list: string): string[] => list.split(',').filter(Boolean);

/** UserVO: the row without its password, with the names of its tenant, roles, depts, posts and dict values. */
export function userVo(db: StandinDb, user: UserRow): UserVo {
  const { password: _password, ...rest } = user;
  void _password;
  const postName = split(user.postId ?? '')
    .map((id) => db.tables.posts.find((post) => post.id === id)?.postName)
    .filter(Boolean)
    .join(',');
  return {
    code: '',
    postId: '',
    userExt: '',
    ...rest,
    userType: user.userType ?? 1,
    tenantName: db.tables.tenants.find((tenant) => tenant.tenantId === user.tenantId)?.tenantName ?? '',
    roleName: roleNames(db, user.roleId),
    deptName: deptNames(db, user.deptId),
    postName,
    userTypeName: dictWord(db, 'user_type', user.userType ?? 1),
    sexName: dictWord(db, 'sex', user.sex),
    locked: isLocked(db, user) ? 1 : 0,
  };
}

/** Blade's tenant restriction: the platform tenant sees every tenant's users, others their own. */
export const usersOf = (db: StandinDb, tenantId: string): readonly UserRow[] =>
  tenantId === PLATFORM_TENANT ? db.tables.users : db.tables.users.filter((user) => user.tenantId === tenantId);

/** The dept and every dept below it (Blade's user/page SQL matches the ancestors column). */
function deptAndBelow(db: StandinDb, deptId: string): Set<string> {
  return new Set(
    db.tables.depts
      .filter((dept) => dept.id === deptId || split(dept.ancestors).includes(deptId))
      .map((dept) => dept.id),
  );
}

/** user/page's custom SQL: `deptId` (and below), `account =`, `realName =`, `userType =`. */
export function pageFilter(db: StandinDb, query: URLSearchParams): (user: UserRow) => boolean {
  const text = (name: string) => query.get(name)?.trim() ?? '';
  const deptId = text('deptId');
  const depts = deptId ? deptAndBelow(db, deptId) : null;
  const account = text('account');
  const realName = text('realName');
  const userType = text('userType');
  return (user) =>
    (!depts || split(user.deptId).some((id) => depts.has(id))) &&
    (!account || user.account === account) &&
    (!realName || user.realName === realName) &&
    (!userType || String(user.userType ?? 1) === userType);
}
