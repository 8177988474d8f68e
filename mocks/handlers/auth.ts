import { HttpResponse, type HttpHandler } from 'msw';
import { tokenFromHeader } from '../auth-guard';
import { fail, ok, say } from '../blade';
import { createCaptcha } from '../captcha';
import type { PublicContext, Router } from '../router';
import { findAccessToken, revokeAccessToken } from '../tokens';
import { deptNames, findUser, roleAliases, roleNames } from '../users';
import { storeErrorLogs } from '../error-log';
import { readJsonArray, readParams } from '../request';
import { grantToken, refreshGrant } from './auth-grants';

const base = '/api/blade-auth';

export function authHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  // Logout needs only the client: a client whose token has just expired must still be able to
  // say goodbye, and revoking an unknown token is harmless. Saber also POSTs its local error log
  // (a JSON array) here: that is an upload, which must not end the session.
  const logout = async ({ request }: PublicContext): Promise<Response> => {
    const token = tokenFromHeader(request, db.options);
    const entries = request.method === 'POST' ? readJsonArray(await request.text()) : null;
    if (entries) {
      storeErrorLogs(db, entries, token ? findAccessToken(db, token) : null);
      return ok(true, say(request, 'success'));
    }
    if (token) revokeAccessToken(db, token);
    return ok(true, say(request, 'success'));
  };

  return [
    router.open('post', `${base}/oauth/token/refresh`, async ({ request }) => {
      const params = await readParams(request);
      return refreshGrant(request, params.get('refresh_token') ?? params.get('refreshToken') ?? '', db);
    }),
    router.open('post', `${base}/oauth/token`, async ({ request }) =>
      grantToken(request, await readParams(request), db),
    ),
    router.open('get', `${base}/captcha`, () => HttpResponse.json(createCaptcha(db))),
    router.open('get', `${base}/logout`, logout),
    router.open('post', `${base}/logout`, logout),
    router.get(`${base}/user-info`, ({ request, caller }) => {
      const user = findUser(db, caller.userId);
      if (!user) return fail(401, say(request, 'unauthorized'));
      return ok({
        userId: user.id,
        tenantId: caller.tenantId,
        account: user.account,
        userName: user.account,
        nickName: user.name,
        realName: user.realName,
        avatar: user.avatar,
        email: user.email,
        phone: user.phone,
        deptId: caller.deptId,
        deptName: deptNames(db, caller.deptId),
        roleId: caller.roleIds.join(','),
        roleName: roleAliases(db, caller.roleIds.join(',')),
        roleTitle: roleNames(db, caller.roleIds.join(',')),
        oauthId: '',
      });
    }),
    // Blade answers R.success: no data.
    router.get(`${base}/clear-cache`, ({ request }) => ok(null, say(request, 'success'))),
  ];
}
