import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import { readJson, readParams } from '../request';
import type { RouteContext, Router } from '../router';
import type { UserRow } from '../types';
import { deptNames, findUser, roleNames } from '../users';

// The users' calls of the personal-info page (entities/user.ts mounts them): who am I, edit my
// profile, change my password. Every call acts on the caller's own row: an id in the request is
// ignored, so nobody edits someone else through these; and they need no button, as in Blade.

type UserInfo = Pick<
  UserRow,
  | 'id'
  | 'tenantId'
  | 'account'
  | 'name'
  | 'realName'
  | 'avatar'
  | 'email'
  | 'phone'
  | 'deptId'
  | 'roleId'
  | 'sex'
  | 'birthday'
> & { deptName: string; roleName: string };

const PHONE = /^1\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What update-info may change; everything else on the row is the administrator's business. */
const EDITABLE = ['avatar', 'name', 'realName', 'phone', 'email'] as const;

const userInfo = (user: UserRow, deptName: string, roleName: string): UserInfo => ({
  id: user.id,
  tenantId: user.tenantId,
  account: user.account,
  name: user.name,
  realName: user.realName,
  avatar: user.avatar,
  email: user.email,
  phone: user.phone,
  deptId: user.deptId,
  deptName,
  roleId: user.roleId,
  roleName,
  sex: user.sex,
  birthday: user.birthday,
});

/** Jackson binds text, a number or null to a String field; an object or a list is a 400. */
const bindsAsText = (value: unknown): boolean =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number';

/** A text field as Jackson would bind it; null or absent means "leave as it is" (undefined). */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;

/** `info`, `update-info` and `update-password` under `base`. */
export function userInfoCalls(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  const me = (caller: RouteContext['caller']): UserRow | null => findUser(db, caller.userId);

  const updateInfo = async ({ request, caller }: RouteContext): Promise<Response> => {
    const body = readJson(await request.text());
    if (!body) return fail(400, say(request, 'badRequest'));
    if (!EDITABLE.every((field) => bindsAsText(body[field]))) return fail(400, say(request, 'paramInvalid'));
    const user = me(caller);
    if (!user) return fail(400, say(request, 'notFound'));
    const values = Object.fromEntries(EDITABLE.map((field) => [field, textOf(body[field])]));
    if (values.phone && !PHONE.test(values.phone)) return fail(400, say(request, 'phoneFormat'));
    if (values.email && !EMAIL.test(values.email)) return fail(400, say(request, 'emailFormat'));
    const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    db.update('users', { ...user, ...changes });
    return ok(true, say(request, 'success'));
  };

  // The client sends md5 hex in the query, as it hashes every password it types.
  const updatePassword = async ({ request, caller }: RouteContext): Promise<Response> => {
    const params = await readParams(request);
    const user = me(caller);
    if (!user) return fail(400, say(request, 'notFound'));
    const [oldPassword, newPassword, newPassword1] = ['oldPassword', 'newPassword', 'newPassword1'].map((key) =>
      (params.get(key) ?? '').trim().toLowerCase(),
    );
    if (oldPassword !== user.password) return fail(400, say(request, 'oldPasswordWrong'));
    if (!newPassword) return fail(400, say(request, 'passwordRequired'));
    if (newPassword !== newPassword1) return fail(400, say(request, 'passwordMismatch'));
    db.update('users', { ...user, password: newPassword });
    return ok(true, say(request, 'success'));
  };

  return [
    router.get(`${base}/info`, ({ request, caller }) => {
      const user = me(caller);
      if (!user) return fail(400, say(request, 'notFound'));
      return ok(userInfo(user, deptNames(db, user.deptId), roleNames(db, user.roleId)));
    }),
    router.post(`${base}/update-info`, updateInfo),
    router.post(`${base}/update-password`, updatePassword),
  ];
}
