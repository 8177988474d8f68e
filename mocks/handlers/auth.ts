import { HttpResponse, type HttpHandler } from 'msw';
import { tokenFromHeader } from '../auth-guard';
import { fail, ok, say } from '../blade';
import { createCaptcha } from '../captcha';
import type { Router } from '../router';
import { revokeAccessToken } from '../tokens';
import { deptNames, findUser, roleAliases, roleNames } from '../users';
import { readParams } from '../request';
import { grantToken } from './auth-grants';

const base = '/api/blade-auth';

/** What BladeX's oauth/logout and oauth/clear-cache answer: a bare Kv, not an R envelope. */
const bareSuccess = () => HttpResponse.json({ success: 'true', msg: 'success' });

export function authHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  return [
    router.open('post', `${base}/oauth/token`, async ({ request }) =>
      grantToken(request, await readParams(request), db),
    ),
    router.open('get', `${base}/oauth/captcha`, () => HttpResponse.json(createCaptcha(db))),
    // Needs only the client: a client whose token has just expired must still be able to say
    // goodbye, and revoking an unknown token is harmless.
    router.open('get', `${base}/oauth/logout`, ({ request }) => {
      const token = tokenFromHeader(request, db.options);
      if (token) revokeAccessToken(db, token);
      return bareSuccess();
    }),
    // BladeX 2.9 only (3.4 has no user-info).
    router.get(`${base}/oauth/user-info`, ({ request, caller }) => {
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
    router.get(`${base}/oauth/clear-cache`, bareSuccess),
  ];
}
