import { HttpResponse } from 'msw';
import { oauthFail, say } from '../blade';
import { consumeCaptcha } from '../captcha';
import type { StandinDb } from '../standin-db';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import { findRefreshToken, issueTokens } from '../tokens';
import { nowText } from '../time';
import type { UserRow } from '../types';
import { findAccount, findUser, roleAliases, sessionFor, type Session } from '../users';
import { isLocked, noteLogin } from '../user-lock';

// The grant types of POST /blade-auth/oauth/token. Success is bare OAuth JSON; failure is HTTP
// 400 with error_description, which the client shows without logging in.

function tokenAnswer(db: StandinDb, user: UserRow, session: Session, oauthId = ''): Response {
  const issued = issueTokens(db, { userId: user.id, account: user.account, ...session });
  return HttpResponse.json({
    access_token: issued.accessToken,
    token_type: 'bearer',
    refresh_token: issued.refreshToken,
    expires_in: issued.expiresIn,
    scope: 'all',
    tenant_id: session.tenantId,
    user_id: user.id,
    user_name: user.account,
    nick_name: user.name,
    real_name: user.realName,
    avatar: user.avatar,
    dept_id: session.deptId,
    role_id: session.roleId,
    role_name: roleAliases(db, session.roleId),
    account: user.account,
    oauth_id: oauthId,
    license: 'powered by blade',
  });
}

const ownSession = (user: UserRow): Session => ({ tenantId: user.tenantId, roleId: user.roleId, deptId: user.deptId });

function passwordGrant(request: Request, params: URLSearchParams, db: StandinDb, withCaptcha: boolean): Response {
  if (withCaptcha) {
    const key = request.headers.get('Captcha-Key') ?? params.get('captchaKey') ?? '';
    const code = request.headers.get('Captcha-Code') ?? params.get('captchaCode') ?? '';
    if (!key || !code || !consumeCaptcha(db, key, code)) return oauthFail(say(request, 'badCaptcha'));
  }
  const tenantId = (request.headers.get('Tenant-Id') || params.get('tenantId') || '').trim();
  if (!tenantId) return oauthFail(say(request, 'tenantRequired'));
  if (!db.tables.tenants.some((tenant) => tenant.tenantId === tenantId)) {
    return oauthFail(say(request, 'tenantNotFound'));
  }
  const user = findAccount(db, tenantId, params.get('username') ?? '');
  const password = (params.get('password') ?? '').toLowerCase();
  if (user && isLocked(db, user)) return oauthFail(say(request, 'userLocked'));
  if (user) noteLogin(db, user, user.status === 1 && user.password === password);
  if (!user || user.status !== 1 || user.password !== password) return oauthFail(say(request, 'badCredentials'));
  return tokenAnswer(db, user, sessionFor(request, user, ownSession(user)));
}

function refreshGrant(request: Request, refreshToken: string, db: StandinDb): Response {
  const row = refreshToken ? findRefreshToken(db, refreshToken) : null;
  const user = row ? findUser(db, row.userId) : null;
  if (!row || !user) return oauthFail(say(request, 'badRefreshToken'));
  return tokenAnswer(db, user, sessionFor(request, user, row));
}

/** Social (source + code) and authorization_code (code + redirect_uri) logins. */
function socialGrant(request: Request, params: URLSearchParams, db: StandinDb, source: string): Response {
  const code = params.get('code') ?? '';
  let account = db.tables.socialAccounts.find((row) => row.source === source && row.code === code);
  if (!account) {
    const admin = code === 'bound' ? findAccount(db, PLATFORM_TENANT, 'admin') : null;
    account = {
      id: db.nextId(),
      source,
      code,
      tenantId: PLATFORM_TENANT,
      userId: admin?.id ?? '',
      createTime: nowText(),
    };
    db.insert('socialAccounts', account);
  }
  const user = account.userId ? findUser(db, account.userId) : null;
  if (!user) return oauthFail(say(request, 'socialNotBound'), { oauth_id: account.id });
  return tokenAnswer(db, user, sessionFor(request, user, ownSession(user)), account.id);
}

export function grantToken(request: Request, params: URLSearchParams, db: StandinDb): Response {
  switch (params.get('grant_type') ?? 'password') {
    case 'password':
      return passwordGrant(request, params, db, false);
    case 'captcha':
      return passwordGrant(request, params, db, true);
    case 'refresh_token':
      return refreshGrant(request, params.get('refresh_token') ?? '', db);
    case 'social':
      return socialGrant(request, params, db, params.get('source') || 'social');
    case 'authorization_code':
      return socialGrant(request, params, db, params.get('source') || 'sso');
    default:
      return oauthFail(say(request, 'unsupportedGrant'));
  }
}
