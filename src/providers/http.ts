import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { AuthStorage } from './auth-storage';
import { defaultCrossTabLock, type CrossTabLock } from './cross-tab-lock';
import { BladeHttpError } from './http-error';
import { singleFlight } from './single-flight';
import { tokenLifetime } from './token-lifetime';
import { sharedRefresh } from './token-refresh';
import { basicAuth, tokenHeaderValue } from './token-header';
import { timeoutOf } from './transfer-timeout';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without a toast (the caller shows its own message). */
    silent?: boolean;
    /** Do not send Blade-Auth, do not refresh (the token endpoint itself). */
    skipAuth?: boolean;
    /** The answer is not an R envelope (bare OAuth JSON, files). */
    raw?: boolean;
    /** Internal: this request was already retried after a refresh. */
    retried?: boolean;
    /** Internal: how often it was replayed for a 401 met by a token replaced meanwhile. */
    replays?: number;
    /** The shape the answer's `data` must have; anything else rejects as an unexpected answer. */
    expect?: (data: unknown) => boolean;
  }
}

type Notify = (type: 'error' | 'success' | 'warning', message: string, key?: string) => void;

export type HttpClientOptions = {
  baseURL: string;
  timeout: number;
  clientId: string;
  clientSecret: string;
  tokenHeader: string;
  /** Seconds a token lives when the server does not say (spec §9 tokenTime). */
  tokenTime: number;
  /** Set when the deployment sends the token AES-encrypted (`crypto <...>`). */
  encryptToken?: (token: string) => string;
  silentCodes: readonly number[];
  storage: AuthStorage;
  notify: Notify;
  translate: (key: string) => string;
  /** Value of Accept-Language, so the server answers in the user's language. */
  language: () => string;
  /** Extra headers per request (Role-Id / Dept-Id in switch mode). */
  extraHeaders?: () => Record<string, string>;
  /** Called once a 401 cannot be recovered: local logout and /login. */
  onUnauthorized: () => void;
  /** Resolves when the backend can be called (the in-browser stand-in has started). */
  ready?: () => Promise<void>;
  /** How the tabs of a login take turns at the refresh (default: Web Locks, else a storage lease). */
  crossTabLock?: CrossTabLock;
};

type Envelope = { code?: number; success?: boolean; data?: unknown; msg?: string; error_description?: string };

export type HttpClient = ReturnType<typeof createHttpClient>;

const isObject = (body: unknown): body is Envelope => typeof body === 'object' && body !== null && !Array.isArray(body);
/** An R envelope carries a numeric code; an HTML page or a bare value under HTTP 200 does not. */
const isEnvelope = (body: unknown): body is Envelope & { code: number } =>
  isObject(body) && typeof body.code === 'number';

/** How long an answer fetched ahead of its page waits for the page to ask. */
const WARM_MS = 5000;
/** What a proxy in front of the gateway answers when the gateway is down or does not answer. */
const GATEWAY_DOWN = [502, 503, 504];
/** Replays of one call for 401s met by tokens renewed meanwhile, before it counts as refused. */
const MAX_REPLAYS = 3;

/** Status of an answer the client could not read: the gateway handed on something that is not the contract. */
export const UNEXPECTED_ANSWER = 502;

/** A failed refresh that is worth retrying (no answer, or a server fault), as opposed to a refusal. */
const isTransient = (error: unknown): boolean =>
  error instanceof BladeHttpError && (error.statusCode === 0 || error.statusCode >= 500);

export function createHttpClient(options: HttpClientOptions) {
  const { storage, notify, translate } = options;
  const instance: AxiosInstance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout,
    // Statuses 200-500 are read as data: the code comes from the body (spec §8).
    validateStatus: (status) => status >= 200 && status <= 500,
    // Blade authenticates by headers, never by an XSRF cookie. Left on, axios reads that cookie
    // through the async Cookie Store before every same-origin send: while a reload loads, that
    // answer took ~280 ms, and the first list request waited for it.
    withXSRFToken: false,
  });
  let refreshHandler: (() => Promise<void>) | null = null;
  const tokenExpired = () => {
    const token = storage.getToken();
    return !!token && Date.now() - token.datetime >= tokenLifetime(token.expiresIn, options.tokenTime) * 1000;
  };
  const refused = () => new BladeHttpError(translate('http.unauthorized'), 401);
  // One refresh per page (single-flight), and one per login across the tabs (the shared refresh).
  const spendShared = sharedRefresh({
    storage,
    lock: options.crossTabLock ?? defaultCrossTabLock(),
    spend: async () => {
      if (!refreshHandler) throw refused();
      await refreshHandler();
    },
    accessAlive: () => !tokenExpired(),
    isRefusal: (error) => !isTransient(error),
    unauthorized: refused,
  });
  /** This page's refresh while one is on its way: calls wait for it rather than send the old token. */
  let refreshing: Promise<void> | null = null;
  const refresh = singleFlight(() => {
    refreshing = spendShared().finally(() => {
      refreshing = null;
    });
    return refreshing;
  });
  /**
   * Whether this page has a session to lose: set by a token in use, forgotten by a local logout.
   * A call that finds the token gone while it is set (another tab's refresh was refused, or it
   * logged out) fails to the login path instead of going out without a token.
   */
  let holdsSession = !!storage.getToken();

  const headersFor = (config: AxiosRequestConfig, token: string | undefined): Record<string, string> => {
    const headers: Record<string, string> = {
      Authorization: basicAuth(options.clientId, options.clientSecret),
      'Accept-Language': options.language(),
      ...options.extraHeaders?.(),
    };
    if (!config.skipAuth && token) headers[options.tokenHeader] = tokenHeaderValue(token, options.encryptToken);
    return headers;
  };

  const fail = (message: string, code: number, config: AxiosRequestConfig, key?: string, body?: unknown): never => {
    const silent = config.silent || options.silentCodes.includes(code);
    if (!silent) notify('error', message, key);
    throw new BladeHttpError(message, code, !silent, body);
  };

  /** The session cannot be recovered: say so once (however many calls find out), then log out. */
  const expire = () => {
    // Every call and tick that shared the refused refresh finds out; the session ends once.
    if (!holdsSession) return;
    holdsSession = false;
    notify('warning', translate('http.unauthorized'), 'session-expired');
    options.onUnauthorized();
  };

  const unauthorized = (message: string): never => {
    expire();
    throw new BladeHttpError(message || translate('http.unauthorized'), 401, true);
  };

  /**
   * Renews the token (single-flight). A refusal ends the session, told; a failure to reach the
   * server is told and left for a later try, since the token may still be good. Never rejects.
   */
  async function renew(): Promise<boolean> {
    try {
      await refresh();
      return true;
    } catch (error) {
      if (isTransient(error)) notify('warning', translate('http.refreshRetry'), 'refresh-failed');
      else expire();
      return false;
    }
  }

  async function send<T>(config: AxiosRequestConfig): Promise<T> {
    await options.ready?.();
    if (!config.skipAuth) {
      const renewed = await (refreshing?.then(
        () => true,
        () => false,
      ) ?? true);
      if (storage.getToken()) holdsSession = true;
      // The refresh this call waited for was refused (the session is over, told once), or the token
      // went while this page held the session: the call does not go out without one.
      else if (holdsSession || !renewed) return unauthorized('');
    }
    // A token we know is dead is renewed before the call, not after a wasted 401.
    if (!config.skipAuth && storage.getToken()?.refreshToken && tokenExpired()) {
      if (!(await renew())) {
        // renew() has told the user; a session still held only missed the server this time.
        throw storage.getToken()
          ? new BladeHttpError(translate('http.refreshRetry'), 0, true)
          : new BladeHttpError(translate('http.unauthorized'), 401, true);
      }
    }
    const sentToken = config.skipAuth ? undefined : storage.getToken()?.accessToken;
    let response: AxiosResponse;
    try {
      response = await instance.request({
        ...config,
        timeout: config.timeout ?? timeoutOf(config, options.timeout),
        headers: { ...headersFor(config, sentToken), ...config.headers },
      });
    } catch (error) {
      return networkFailure(error, config);
    }
    const body: unknown = response.data;
    const envelope: Envelope = isObject(body) ? body : {};
    const code = typeof envelope.code === 'number' ? envelope.code : response.status;
    const message = envelope.msg || envelope.error_description || '';
    if ((code === 401 || response.status === 401) && !config.skipAuth)
      return reauthorize<T>(config, sentToken, message);
    // A path the gateway does not map (a call of another BladeX version): say so, not "404 Not Found".
    if (code === 404 || response.status === 404 || response.status === 405)
      return fail(`${translate('http.notOffered')}: ${config.url ?? ''}`, 404, config, undefined, body);
    if (config.raw) {
      if (envelope.error_description)
        return fail(envelope.error_description, code === 200 ? 400 : code, config, undefined, body);
      // An R refusal where bare JSON was expected (a gateway answering oauth/token with {code: 400, msg}).
      if (isEnvelope(body) && body.code !== 200 && body.success !== true)
        return fail(message || translate('http.unknownError'), body.code, config, undefined, body);
      if (response.status !== 200)
        return fail(message || translate('http.unknownError'), code, config, undefined, body);
      return body as T;
    }
    if (code !== 200) return fail(message || translate('http.unknownError'), code, config, undefined, body);
    // HTTP 200 without an R envelope (a proxy falling back to index.html) is not an empty answer.
    if (!isEnvelope(body) || (config.expect && !config.expect(body.data))) {
      return fail(translate('http.unexpectedAnswer'), UNEXPECTED_ANSWER, config, 'unexpected-answer', body);
    }
    return body.data as T;
  }

  /**
   * A 401 on a call made with `sentToken`. When the token has been replaced since (another call's
   * or another tab's refresh finished while this one was on the wire), the 401 was the old token's:
   * the call is replayed with the current one and no new refresh, even a call already replayed
   * once (a slow page can send its replay with a token that lived only seconds, renewed by another
   * tab meanwhile). Otherwise one refresh (shared by every call waiting) and one replay; a 401 for
   * the current token after that ends the session.
   */
  async function reauthorize<T>(
    config: AxiosRequestConfig,
    sentToken: string | undefined,
    message: string,
  ): Promise<T> {
    const current = storage.getToken();
    if (!current?.refreshToken) return unauthorized(message);
    const replays = config.replays ?? 0;
    // Bounded: tokens that die as fast as they are renewed (a gateway's clock far ahead) still end.
    if (current.accessToken !== sentToken && replays < MAX_REPLAYS)
      return send<T>({ ...config, retried: true, replays: replays + 1 });
    if (config.retried) return unauthorized(message);
    try {
      await refresh();
    } catch {
      return unauthorized(message);
    }
    return send<T>({ ...config, retried: true });
  }

  function networkFailure(error: unknown, config: AxiosRequestConfig): never {
    if (axios.isAxiosError(error) && error.response) {
      // A gateway answering above 500: the body may still carry a message. A proxy's 502, 503 or
      // 504 (the gateway down or not answering) says so, once for the burst of calls that meet it.
      const { status } = error.response;
      const data = error.response.data as Envelope | undefined;
      if (isObject(data) && data.msg) return fail(data.msg, status, config);
      if (GATEWAY_DOWN.includes(status))
        return fail(translate('http.gatewayUnavailable'), status, config, 'gateway-unavailable');
      return fail(translate('http.unknownError'), status, config);
    }
    const timedOut = axios.isAxiosError(error) && error.code === 'ECONNABORTED';
    // A write sent with no answer back may have been stored: said as unknown, not as failed.
    if (!['get', 'head', 'options'].includes((config.method ?? 'get').toLowerCase())) {
      try {
        return fail(translate('http.unknownResult'), 0, config, 'unknown-result');
      } catch (failure) {
        if (failure instanceof BladeHttpError) failure.unknownResult = true;
        throw failure;
      }
    }
    // One toast for a burst of failures: the key collapses them.
    return fail(translate(timedOut ? 'http.timeout' : 'http.networkError'), 0, config, 'network-failure');
  }

  // GETs started ahead of the page that will ask for them (a reload's first list page starts with
  // the frame's code, not after it). The page's identical GET takes the answer once, within a few
  // seconds; if the early one failed, the page asks again with its own settings (toasts and all).
  type Warmed = { at: number; answer: Promise<unknown>; settled: Promise<void>; data?: { value: unknown } };
  const warmed = new Map<string, Warmed>();
  /** Keeps the answer and, once it is in, its data: a page's first render can show it at once (`early`). */
  function keepWarm(url: string, params: object | undefined, answer: Promise<unknown>) {
    const entry: Warmed = { at: Date.now(), answer, settled: Promise.resolve() };
    entry.settled = answer.then(
      (value) => {
        entry.data = { value };
      },
      () => undefined,
    );
    warmed.set(getKey(url, params), entry);
  }
  const fresh = (entry: Warmed | undefined): entry is Warmed => !!entry && Date.now() - entry.at < WARM_MS;
  const getKey = (url: string, params?: object) =>
    `${url}?${JSON.stringify(
      Object.entries(params ?? {})
        .filter(([, value]) => value !== undefined)
        .sort(),
    )}`;
  function get<T>(url: string, params?: object, extra?: AxiosRequestConfig): Promise<T> {
    const config: AxiosRequestConfig = { ...extra, method: 'GET', url, params };
    const key = getKey(url, params);
    const early = warmed.get(key);
    warmed.delete(key);
    if (fresh(early)) {
      return early.answer.then(
        (data) => (config.expect && !config.expect(data) ? send<T>(config) : (data as T)),
        () => send<T>(config),
      );
    }
    return send<T>(config);
  }

  return {
    instance,
    request: send,
    get,
    /** Starts a GET now for a page that will ask for exactly it soon; silent until the page asks. */
    warm(url: string, params?: object) {
      // Already on its way (index.html's prefetch, taken over by `adopt`): not asked twice.
      if (fresh(warmed.get(getKey(url, params)))) return;
      keepWarm(url, params, send<unknown>({ method: 'GET', url, params, silent: true }));
    },
    /**
     * Takes a GET's answer fetched before the app ran (index.html's prefetch) as `warm` would have:
     * the page's identical GET uses it; a rejected one (a 401, any refusal) is asked again as usual.
     */
    adopt(url: string, params: object | undefined, answer: Promise<unknown>) {
      keepWarm(url, params, answer);
    },
    /**
     * Takes a started GET's data if it is already in: a reloaded page draws its first rows in its
     * first render instead of a loading state first. Taken once, as `get` would: the page's next
     * GET of it (a refresh after a save) goes to the server.
     */
    early(url: string, params?: object): { value: unknown } | undefined {
      const key = getKey(url, params);
      const entry = warmed.get(key);
      if (!fresh(entry) || !entry.data) return undefined;
      warmed.delete(key);
      return entry.data;
    },
    /** Resolves once every started GET has its answer or its failure. */
    warmSettled: () => Promise.all([...warmed.values()].map((entry) => entry.settled)).then(() => undefined),
    post: <T>(url: string, data?: unknown, params?: object, extra?: AxiosRequestConfig) =>
      send<T>({ ...extra, method: 'POST', url, data, params }),
    /** The auth provider plugs the refresh call in; the client makes sure it runs one at a time. */
    setRefreshHandler(handler: () => Promise<void>) {
      refreshHandler = handler;
    },
    refresh,
    renew,
    /** A local logout: the calls that follow (the login page's) go out without a token, as meant. */
    forgetSession() {
      holdsSession = false;
    },
  };
}
