import { fail, say } from './blade';
import { decryptToken } from './crypto';
import type { StandinDb } from './standin-db';
import type { StandinOptions } from './options';
import { findAccessToken } from './tokens';

// What the gateway checks before any service sees a request: the OAuth client (Basic) on every
// call, and a live access token (Blade-Auth) on everything but the token and captcha endpoints.

export type Caller = {
  userId: string;
  tenantId: string;
  /** The roles this session acts with (all of the user's, or the one picked by Role-Id). */
  roleIds: string[];
  deptId: string;
  account: string;
  /** The raw access token, so logout can revoke it. */
  token: string;
};

function decodeBase64(text: string): string | null {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

function hasValidClient(request: Request, options: StandinOptions): boolean {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^basic\s+(.+)$/i.exec(header.trim());
  return match !== null && decodeBase64(match[1]) === `${options.clientId}:${options.clientSecret}`;
}

/** The token in `Blade-Auth: bearer <token>` or `Blade-Auth: crypto <AES(token)>`, if any. */
export function tokenFromHeader(request: Request, options: StandinOptions): string | null {
  const header = (request.headers.get('Blade-Auth') ?? '').trim();
  const match = /^(bearer|crypto)\s+(.+)$/i.exec(header);
  if (!match) return null;
  return match[1].toLowerCase() === 'bearer' ? match[2].trim() : decryptToken(match[2], options.cryptoKey);
}

const unauthorized = (request: Request): Response => fail(401, say(request, 'unauthorized'));

/** A 401 response when the client is not the configured one, else null. */
export function requireClient(request: Request, db: StandinDb): Response | null {
  return hasValidClient(request, db.options) ? null : unauthorized(request);
}

/** The caller behind a request, or the 401 response to answer instead. */
export function authenticate(request: Request, db: StandinDb): Caller | Response {
  const rejected = requireClient(request, db);
  if (rejected) return rejected;
  const token = tokenFromHeader(request, db.options);
  const row = token ? findAccessToken(db, token) : null;
  if (!token || !row) return unauthorized(request);
  return {
    userId: row.userId,
    tenantId: row.tenantId,
    roleIds: row.roleId.split(',').filter(Boolean),
    deptId: row.deptId,
    account: row.account,
    token,
  };
}
