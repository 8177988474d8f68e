import { base64UrlJson, randomText } from './crypto';
import type { StandinDb } from './standin-db';
import type { TokenRow } from './types';

// Access and refresh tokens are JWT-shaped (header.payload.signature) like the gateway's, so a
// client that peeks at `exp` works; the stand-in itself only trusts its own token tables.

export type TokenSubject = Omit<TokenRow, 'token' | 'expiresAt'>;
export type IssuedTokens = { accessToken: string; refreshToken: string; expiresIn: number };

function jwt(
  subject: TokenSubject,
  kind: 'access_token' | 'refresh_token',
  expiresAt: number,
  clientId: string,
): string {
  const header = base64UrlJson({ typ: 'JWT', alg: 'HS512' });
  const payload = base64UrlJson({
    iss: 'issuser',
    aud: 'audience',
    token_type: kind,
    client_id: clientId,
    tenant_id: subject.tenantId,
    user_id: subject.userId,
    role_id: subject.roleId,
    dept_id: subject.deptId,
    account: subject.account,
    jti: randomText(12),
    nbf: Math.floor(Date.now() / 1000),
    exp: Math.floor(expiresAt / 1000),
  });
  return `${header}.${payload}.${randomText(32)}`;
}

const expired =
  (now: number) =>
  (row: Readonly<TokenRow>): boolean =>
    row.expiresAt <= now;

/** Stores and returns a fresh access + refresh token pair; expired rows are dropped on the way. */
export function issueTokens(db: StandinDb, subject: TokenSubject): IssuedTokens {
  const { tokenTtlSeconds, refreshTtlSeconds, clientId } = db.options;
  const now = Date.now();
  const accessExpires = now + tokenTtlSeconds * 1000;
  const refreshExpires = now + refreshTtlSeconds * 1000;
  const accessToken = jwt(subject, 'access_token', accessExpires, clientId);
  const refreshToken = jwt(subject, 'refresh_token', refreshExpires, clientId);
  db.remove('tokens', expired(now));
  db.insert('tokens', { ...subject, token: accessToken, expiresAt: accessExpires });
  db.remove('refreshTokens', expired(now));
  db.insert('refreshTokens', { ...subject, token: refreshToken, expiresAt: refreshExpires });
  return { accessToken, refreshToken, expiresIn: tokenTtlSeconds };
}

const findLive = (rows: readonly TokenRow[], token: string): TokenRow | null =>
  rows.find((row) => row.token === token && row.expiresAt > Date.now()) ?? null;

export const findAccessToken = (db: StandinDb, token: string): TokenRow | null => findLive(db.tables.tokens, token);

export const findRefreshToken = (db: StandinDb, token: string): TokenRow | null =>
  findLive(db.tables.refreshTokens, token);

/** Logout: the access token stops working at once (its refresh token lives on, as in Blade). */
export function revokeAccessToken(db: StandinDb, token: string): void {
  db.remove('tokens', (row) => row.token === token);
}

/** Makes a live access token expire now, as if its TTL had passed (tests of the refresh path). */
export function expireAccessToken(db: StandinDb, token: string): boolean {
  const row = db.tables.tokens.find((each) => each.token === token);
  if (row) db.update('tokens', { ...row, expiresAt: Date.now() - 1 });
  return row !== undefined;
}
