import type { AuthActionResponse, AuthProvider } from '@refinedev/core';
import md5 from 'crypto-js/md5';
import type { AuthStorage, UserInfo } from './auth-storage';
import type { HttpClient } from './http';
import { UNEXPECTED_ANSWER } from './http';
import { BladeHttpError, isBladeHttpError } from './http-error';
import { tokenLifetime } from './token-lifetime';
import type { MenuService } from './menu-service';
import type { SessionStore } from './session-store';

/** The bare OAuth answer of `blade-auth/oauth/token` (no R envelope). */
type TokenAnswer = {
  access_token: string;
  refresh_token: string;
  /** Blade may send "" (null-to-empty), -1 or nothing; see tokenLifetime. */
  expires_in?: number | string;
  tenant_id: string;
  user_id: string;
  user_name?: string;
  nick_name?: string;
  real_name?: string;
  avatar?: string;
  dept_id?: string;
  role_id?: string;
  role_name?: string;
  account?: string;
  oauth_id?: string;
};

export type LoginParams =
  | {
      type?: 'account';
      tenantId: string;
      username: string;
      password: string;
      captchaKey?: string;
      captchaCode?: string;
    }
  | { type: 'social'; tenantId?: string; source: string; code: string; state?: string }
  | { type: 'authorization_code'; tenantId?: string; code: string; redirectUri: string };

/** The fields BladeX binds into its `User` on user/register-guest. */
export type GuestRegistration = {
  tenantId: string;
  name: string;
  account: string;
  /** Plain: the server hashes it itself (sha1 of md5), as it does for user/submit. */
  password: string;
  oauthId: string;
  /** The words to show, in the user's language. */
  messages: { success: string; failed: string };
};

export type AuthProviderOptions = {
  http: HttpClient;
  storage: AuthStorage;
  session: SessionStore;
  menus: MenuService;
  /** Where its calls go, relative to the client's base (src/resources/session-api.ts spells them). */
  paths: { token: string; logout: string; registerGuest: string };
  defaultTenantId: string;
  captchaMode: boolean;
  /** Locale lookup, the request layer's own (for the words of an unreadable token answer). */
  translate: (key: string) => string;
  defaultAvatar: string;
  /** Where a login lands: the home page itself, not '/' and its two redirects (each a render of the router). */
  homePath: string;
  /** Seconds a token lives when the answer does not say (spec §9 tokenTime). */
  tokenTime: number;
  /** Clears everything else a logout must clear (query cache, tabs, ...). */
  onLocalLogout: () => void;
  /**
   * The header that carries a given access token (Blade-Auth, encrypted where configured): a
   * login that fails after its token was granted revokes that token, whatever storage holds.
   */
  authHeader?: (accessToken: string) => Record<string, string>;
};

const isTokenAnswer = (answer: unknown): answer is TokenAnswer =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as TokenAnswer).access_token === 'string' &&
  (answer as TokenAnswer).access_token !== '';

const userFrom = (t: TokenAnswer): UserInfo => ({
  tenantId: t.tenant_id ?? '',
  userId: String(t.user_id ?? ''),
  userName: t.user_name ?? '',
  nickName: t.nick_name ?? '',
  realName: t.real_name ?? '',
  avatar: t.avatar ?? '',
  deptId: String(t.dept_id ?? ''),
  roleId: String(t.role_id ?? ''),
  roleName: t.role_name ?? '',
  account: t.account ?? '',
  oauthId: t.oauth_id ?? '',
});

function grantParams(params: LoginParams, tenantId: string, captchaMode: boolean) {
  const base = { tenantId, scope: 'all' };
  if (params.type === 'social') {
    return { ...base, source: params.source, code: params.code, state: params.state, grant_type: 'social' };
  }
  if (params.type === 'authorization_code') {
    return { ...base, code: params.code, redirect_uri: params.redirectUri, grant_type: 'authorization_code' };
  }
  return {
    ...base,
    username: params.username,
    // The password never leaves the browser in clear (spec §5).
    password: md5(params.password).toString(),
    grant_type: captchaMode ? 'captcha' : 'password',
    type: 'account',
  };
}

export function createAuthProvider(options: AuthProviderOptions): AuthProvider & {
  refreshToken: () => Promise<void>;
  clearLocal: () => void;
  register: (params: GuestRegistration) => Promise<AuthActionResponse>;
  login: (params: LoginParams) => Promise<AuthActionResponse>;
} {
  const { http, storage, session, menus, paths } = options;

  const keep = (answer: TokenAnswer) => {
    storage.setToken({
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresIn: tokenLifetime(answer.expires_in, options.tokenTime),
      datetime: Date.now(),
    });
    storage.setUser(userFrom(answer));
  };

  /** Asks for a token; an answer without one (an R refusal, a proxy's page) is not a login. */
  async function grant(
    params: Record<string, string | undefined>,
    headers: Record<string, string>,
  ): Promise<TokenAnswer> {
    // As a form body, never in the query: the md5 that is the password and the refresh token would
    // otherwise sit in the address, and so in every access log and proxy on the way. The
    // TokenEndpoint's @RequestParam reads a form body as it reads a query.
    const form = new URLSearchParams(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const answer = await http.post<unknown>(paths.token, form, undefined, {
      skipAuth: true,
      raw: true,
      silent: true,
      headers,
    });
    if (isTokenAnswer(answer)) return answer;
    const said = answer as { msg?: unknown; error_description?: unknown } | null;
    const message = [said?.error_description, said?.msg].find((text) => typeof text === 'string' && text) as
      string | undefined;
    throw new BladeHttpError(
      message ?? options.translate('http.unexpectedAnswer'),
      message ? 400 : UNEXPECTED_ANSWER,
      false,
      answer,
    );
  }

  /** BladeX's oauth/logout: a bare `{success, msg}` answer, not R, read raw; its failure is no one's business. */
  const serverLogout = (headers?: Record<string, string>) =>
    http
      .get(paths.logout, undefined, { silent: true, raw: true, ...(headers && { skipAuth: true, headers }) })
      .catch(() => undefined);

  const clearLocal = () => {
    storage.clear();
    session.clear();
    options.onLocalLogout();
  };

  async function refreshToken() {
    const token = storage.getToken();
    if (!token?.refreshToken) throw new BladeHttpError('no refresh token', 401);
    // Dept-Id and Role-Id come with every call in switch mode (the client's extra headers), this one too.
    const tenantId = storage.getUser()?.tenantId || options.defaultTenantId;
    const params = { tenantId, refresh_token: token.refreshToken, grant_type: 'refresh_token', scope: 'all' };
    keep(await grant(params, { 'Tenant-Id': tenantId }));
  }
  http.setRefreshHandler(refreshToken);

  return {
    refreshToken,
    clearLocal,

    async login(params: LoginParams) {
      const tenantId = params.tenantId || options.defaultTenantId;
      const headers: Record<string, string> = { 'Tenant-Id': tenantId };
      if (params.type !== 'social' && params.type !== 'authorization_code' && options.captchaMode) {
        headers['Captcha-Key'] = params.captchaKey ?? '';
        headers['Captcha-Code'] = params.captchaCode ?? '';
      }
      let granted: TokenAnswer | undefined;
      try {
        granted = await grant(grantParams(params, tenantId, options.captchaMode), headers);
        keep(granted);
        storage.startLogin();
        // Silent: a failure is shown by the login page, after the token has been revoked.
        await menus.loadAll(undefined, { silent: true });
        return { success: true, redirectTo: options.homePath };
      } catch (error) {
        // A token granted to a login that then failed (menu or user unreadable) is revoked with
        // that very token, not left valid on the server until it expires.
        const accessToken = granted?.access_token;
        if (accessToken) await serverLogout(options.authHeader?.(accessToken));
        // error_description is shown by Refine's login notification, once. An unbound social
        // account also answers its oauth_id, which opens the guest registration.
        clearLocal();
        const body = isBladeHttpError(error) ? (error.body as { oauth_id?: string } | undefined) : undefined;
        return { success: false, error: error as Error, oauthId: body?.oauth_id };
      }
    },

    /**
     * Guest registration (spec §5, §8). BladeX binds request params into a `User`, not a JSON
     * body; they go as a form body so that the password stays out of the URL (and the gateway's
     * access log). The password is plain: the server hashes it, so a hash sent here would never
     * match a login.
     */
    async register(params: GuestRegistration) {
      const { messages, tenantId, name, account, password, oauthId } = params;
      try {
        const form = new URLSearchParams({ tenantId, name, account, password, oauthId });
        await http.post(paths.registerGuest, form, undefined, { skipAuth: true, silent: true });
        clearLocal();
        return { success: true, redirectTo: '/login', successNotification: { message: messages.success } };
      } catch (error) {
        const serverMessage = isBladeHttpError(error) && error.statusCode > 0 ? error.message : '';
        return { success: false, error: { name: '', message: serverMessage || messages.failed } };
      }
    },

    async logout() {
      // A failure of the server call must not keep anybody logged in.
      if (storage.getToken()) await serverLogout();
      clearLocal();
      return { success: true, redirectTo: '/login' };
    },

    async check() {
      return storage.getToken()?.accessToken
        ? { authenticated: true }
        : { authenticated: false, logout: true, redirectTo: '/login' };
    },

    async onError(error: { statusCode?: number }) {
      return error?.statusCode === 401 ? { logout: true, redirectTo: '/login' } : {};
    },

    async getIdentity() {
      const user = storage.getUser();
      if (!user) return null;
      return {
        ...user,
        id: user.userId,
        name: user.realName || user.nickName || user.account,
        avatar: user.avatar || options.defaultAvatar,
      };
    },

    async getPermissions() {
      return session.get().permissions;
    },
  };
}
