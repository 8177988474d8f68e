import { HttpResponse, type HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import { fail, invalidSortColumn, ok, paginate, sortRows } from '../blade';
import { md5Hex } from '../crypto';
import type { Speaker } from '../messages';
import type { UserMessageKey } from '../messages-user';
import { holdsPermission } from '../permissions';
import { readIds, readJson } from '../request';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import type { RouteContext, Router } from '../router';
import { nowText } from '../time';
import type { UserRow } from '../types';
import { pageFilter, usersOf, userVo } from '../user-vo';
import { userExportCsv } from '../user-export';
import { readUserBody } from '../user-body';
import { stampSave } from '../save-stamp';

/**
 * 用户管理's calls under `base` (entities/user.ts mounts them): page, detail, submit, update, remove,
 * grant, reset-password, unlock, update-platform, export-user, and user-list (the leave form's
 * approvers), each write guarded by its button; `say` speaks the users' messages (messages-user.ts).
 */
export function userAdminCalls(router: Router, base: string, say: Speaker<UserMessageKey>): HttpHandler[] {
  const { db } = router;
  const sortable = [
    'id',
    'tenantId',
    'account',
    'name',
    'realName',
    'email',
    'phone',
    'birthday',
    'sex',
    'code',
    'userType',
    'status',
    'createTime',
  ];
  const scope = (caller: Caller) => usersOf(db, caller.tenantId);
  const present = (user: UserRow) => userVo(db, user);
  const rejected = (request: Request) => fail(403, say(request, 'requestRejected'));

  /**
   * `POST <path>?<ids>=a,b`: a write guarded by its button (Blade's @PreAuth) over the users named;
   * `change` answers a refusal, or null for success.
   */
  const onUsers = (
    path: string,
    button: string,
    change: (users: UserRow[], context: RouteContext) => Response | null,
  ) =>
    router.post(`${base}/${path}`, async (context) => {
      const { request, caller } = context;
      if (!holdsPermission(db, caller, button)) return rejected(request);
      const byIds = path === 'remove';
      const ids = await readIds(request, byIds ? 'ids' : 'userIds');
      if (ids.length === 0) return fail(400, say(request, byIds ? 'idsRequired' : 'userIdsRequired'));
      const reachable = new Map(scope(caller).map((user) => [user.id, user]));
      const users = ids.map((id) => reachable.get(id));
      // All or nothing, as one SQL statement would be.
      if (users.some((user) => !user)) return fail(400, say(request, 'notFound'));
      return change(users as UserRow[], context) ?? ok(true, say(request, 'success'));
    });

  const initialPassword = (tenantId: string): string =>
    (
      db.tables.params.find((row) => row.paramKey === 'account.initPassword' && row.tenantId === tenantId) ??
      db.tables.params.find((row) => row.paramKey === 'account.initPassword')
    )?.paramValue || '123456';

  /** The first of the user's roles, depts and posts that is not of `tenantId`, as a refusal. */
  const foreignPick = (
    request: Request,
    values: { roleId: string; deptId: string; postId: string },
    tenantId: string,
  ): Response | null => {
    const ids = (list: string) =>
      list
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
    const checks = [
      [values.roleId, db.tables.roles, 'userRoleForeign'],
      [values.deptId, db.tables.depts, 'userDeptForeign'],
      [values.postId, db.tables.posts, 'userPostForeign'],
    ] as const;
    for (const [list, rows, message] of checks) {
      const own = new Set(
        (rows as readonly { id: string; tenantId: string }[])
          .filter((row) => row.tenantId === tenantId)
          .map((row) => row.id),
      );
      if (!ids(list).every((id) => own.has(id))) return fail(400, say(request, message, tenantId));
    }
    return null;
  };

  /**
   * The tenant a submitted user is filed under: the body's `tenantId` when the platform sends one
   * (its user form picks the tenant), else the edited user's, else the caller's (Blade's tenant
   * line fills it in for another tenant's administrator, whatever the body says).
   */
  const tenantOf = (raw: string, caller: Caller, existing: UserRow | undefined): string => {
    const asked = caller.tenantId === PLATFORM_TENANT ? readJson(raw)?.tenantId : undefined;
    const named = typeof asked === 'string' || typeof asked === 'number' ? String(asked).trim() : '';
    return named || existing?.tenantId || caller.tenantId;
  };

  const save =
    (adding: boolean) =>
    async ({ request, caller }: RouteContext): Promise<Response> => {
      if (!holdsPermission(db, caller, adding ? 'user_add' : 'user_edit')) return rejected(request);
      const raw = await request.text();
      const read = readUserBody(raw, adding);
      if (typeof read === 'string') return fail(400, say(request, read));
      if (read.overlong) return fail(400, say(request, 'fieldTooLong', ...read.overlong));
      const { values, id } = read;
      const existing = id ? scope(caller).find((user) => user.id === id) : undefined;
      if (!adding && !existing) return fail(400, say(request, 'notFound'));
      const tenantId = tenantOf(raw, caller, existing);
      if (!db.tables.tenants.some((tenant) => tenant.tenantId === tenantId))
        return fail(400, say(request, 'userTenantUnknown', tenantId));
      const tenantUsers = db.tables.users.filter((user) => user.tenantId === tenantId);
      if (adding) {
        const quota = db.tables.tenants.find((tenant) => tenant.tenantId === tenantId)?.accountNumber ?? -1;
        if (quota > 0 && tenantUsers.length >= quota) return fail(400, say(request, 'userQuotaReached'));
      }
      if (tenantUsers.some((user) => user !== existing && user.account === values.account)) {
        return fail(400, say(request, 'userExists', values.account));
      }
      const foreign = foreignPick(request, values, tenantId);
      if (foreign) return foreign;
      if (existing) {
        // user/update never changes the password (that is reset-password's and update-password's).
        db.update('users', stampSave({ ...existing, ...values, tenantId }, existing, caller.userId));
        return ok(true, say(request, 'success'));
      }
      const now = nowText();
      db.insert('users', {
        ...stampSave({}, undefined, caller.userId, now),
        id: db.nextId(),
        tenantId,
        avatar: '',
        userExt: '',
        failCount: 0,
        status: 1,
        ...values,
        // Stored as what a login sends for it: the md5 of the password.
        password: md5Hex(read.password),
      });
      return ok(true, say(request, 'success'));
    };

  return [
    router.get(`${base}/page`, ({ request, url, caller }) => {
      const query = url.searchParams;
      const badColumn = invalidSortColumn(query, sortable);
      if (badColumn !== null) return fail(400, say(request, 'sortFieldInvalid', badColumn));
      const rows = scope(caller).filter(pageFilter(db, query));
      const page = paginate(sortRows(rows, query), query);
      return ok({ ...page, records: page.records.map(present) });
    }),
    ...['detail', 'platform-detail'].map((path) =>
      router.get(`${base}/${path}`, ({ request, url, caller }) => {
        const id = url.searchParams.get('id')?.trim();
        if (!id) return fail(400, say(request, 'idRequired'));
        const user = scope(caller).find((row) => row.id === id);
        return user ? ok(present(user)) : fail(400, say(request, 'notFound'));
      }),
    ),
    // User[] of the caller's tenant (the leave form's approver select); never the password.
    router.get(`${base}/user-list`, ({ caller }) =>
      ok(
        db.tables.users.filter((user) => user.tenantId === caller.tenantId).map((user) => ({ ...user, password: '' })),
      ),
    ),
    router.post(`${base}/submit`, save(true)),
    router.post(`${base}/update`, save(false)),
    onUsers('remove', 'user_delete', (users, { request, caller }) => {
      if (users.some((user) => user.id === caller.userId)) return fail(400, say(request, 'userRemoveSelf'));
      const doomed = new Set(users.map((user) => user.id));
      db.remove('users', (user) => doomed.has(user.id));
      return null;
    }),
    // Every write of a user's row moves its updateTime: an edit dialog open on it sees the change.
    onUsers('grant', 'user_role', (users, { request, url, caller }) => {
      const roleIds = [
        ...new Set(
          (url.searchParams.get('roleIds') ?? '')
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (roleIds.length === 0) return fail(400, say(request, 'roleIdsRequired'));
      // A role is its tenant's: each must be of every selected user's tenant.
      if (!roleIds.every((id) => db.tables.roles.some((role) => role.id === id)))
        return fail(400, say(request, 'notFound'));
      const foreign = users.find(
        (user) =>
          !roleIds.every((id) => db.tables.roles.some((role) => role.id === id && role.tenantId === user.tenantId)),
      );
      if (foreign) return fail(400, say(request, 'userRoleForeign', foreign.tenantId));
      users.forEach((user) =>
        db.update('users', stampSave({ ...user, roleId: roleIds.join(',') }, user, caller.userId)),
      );
      return null;
    }),
    onUsers('reset-password', 'user_reset', (users, { caller }) => {
      users.forEach((user) =>
        db.update(
          'users',
          stampSave({ ...user, password: md5Hex(initialPassword(user.tenantId)) }, user, caller.userId),
        ),
      );
      return null;
    }),
    onUsers('unlock', 'user_unlock', (users, { caller }) => {
      users
        .filter((user) => (user.failCount ?? 0) !== 0)
        .forEach((user) => db.update('users', stampSave({ ...user, failCount: 0 }, user, caller.userId)));
      return null;
    }),
    router.post(`${base}/update-platform`, async ({ request, url, caller }) => {
      if (!holdsPermission(db, caller, 'user_platform')) return rejected(request);
      const params = url.searchParams;
      const user = scope(caller).find((row) => row.id === params.get('userId')?.trim());
      if (!user) return fail(400, say(request, 'notFound'));
      const userType = Number(params.get('userType') ?? user.userType ?? 1);
      if (!Number.isInteger(userType)) return fail(400, say(request, 'paramInvalid'));
      db.update(
        'users',
        stampSave({ ...user, userType, userExt: params.get('userExt') ?? user.userExt ?? '' }, user, caller.userId),
      );
      return ok(true, say(request, 'success'));
    }),
    router.get(`${base}/export-user`, ({ request, url, caller }) => {
      if (!holdsPermission(db, caller, 'user_export')) return rejected(request);
      const rows = scope(caller).filter(pageFilter(db, url.searchParams)).map(present);
      const name = `${say(request, 'userExportName')}.csv`;
      return new HttpResponse(userExportCsv(rows, say(request, 'userExportColumns')), {
        headers: {
          'Content-Type': 'text/csv;charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    }),
  ];
}
