import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { AuthStorage } from './auth-storage';
import { BladeHttpError } from './http-error';
import { singleFlight } from './single-flight';
import { basicAuth, tokenHeaderValue } from './token-header';

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
  }
}

export type Notify = (type: 'error' | 'success' | 'warning', message: string, key?: string) => void;

export type HttpClientOptions = {
  baseURL: string;
  timeout: number;
  clientId: string;
  clientSecret: string;
  tokenHeader: string;
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
};

type Envelope = { code?: number; success?: boolean; data?: unknown; msg?: string; error_description?: string };

export type HttpClient = ReturnType<typeof createHttpClient>;

const isEnvelope = (body: unknown): body is Envelope => typeof body === 'object' && body !== null;

export function createHttpClient(options: HttpClientOptions) {
  const { storage, notify, translate } = options;
  const instance: AxiosInstance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout,
    // Statuses 200-500 are read as data: the code comes from the body (spec §8).
    validateStatus: (status) => status >= 200 && status <= 500,
  });
  let refreshHandler: (() => Promise<void>) | null = null;
  const refresh = singleFlight(async () => {
    if (!refreshHandler) throw new BladeHttpError(translate('http.unauthorized'), 401);
    await refreshHandler();
  });

  const tokenExpired = () => {
    const token = storage.getToken();
    return !!token && Date.now() - token.datetime >= token.expiresIn * 1000;
  };

  const headersFor = (config: AxiosRequestConfig): Record<string, string> => {
    const headers: Record<string, string> = {
      Authorization: basicAuth(options.clientId, options.clientSecret),
      'Accept-Language': options.language(),
      ...options.extraHeaders?.(),
    };
    const token = storage.getToken();
    if (!config.skipAuth && token) {
      headers[options.tokenHeader] = tokenHeaderValue(token.accessToken, options.encryptToken);
    }
    return headers;
  };

  const fail = (message: string, code: number, config: AxiosRequestConfig, key?: string, body?: unknown): never => {
    const silent = config.silent || options.silentCodes.includes(code);
    if (!silent) notify('error', message, key);
    throw new BladeHttpError(message, code, !silent, body);
  };

  const unauthorized = (config: AxiosRequestConfig, message: string): never => {
    options.onUnauthorized();
    throw new BladeHttpError(message || translate('http.unauthorized'), 401, config.silent !== true);
  };

  async function send<T>(config: AxiosRequestConfig): Promise<T> {
    await options.ready?.();
    // A token we know is dead is refreshed before the call, not after a wasted 401.
    if (!config.skipAuth && storage.getToken()?.refreshToken && tokenExpired()) {
      await refresh().catch(() => unauthorized(config, ''));
    }
    let response: AxiosResponse;
    try {
      response = await instance.request({ ...config, headers: { ...headersFor(config), ...config.headers } });
    } catch (error) {
      return networkFailure(error, config);
    }
    const body: unknown = response.data;
    const envelope = isEnvelope(body) ? body : {};
    const code = typeof envelope.code === 'number' ? envelope.code : response.status;
    const message = envelope.msg || envelope.error_description || '';
    if (code === 401 || response.status === 401) {
      if (!config.skipAuth && !config.retried && storage.getToken()?.refreshToken) {
        const renewed = await refresh().then(() => true, () => false);
        if (renewed) return send<T>({ ...config, retried: true });
      }
      return unauthorized(config, message);
    }
    if (config.raw) {
      if (envelope.error_description) return fail(envelope.error_description, code === 200 ? 400 : code, config, undefined, body);
      if (response.status !== 200) return fail(message || translate('http.unknownError'), code, config, undefined, body);
      return body as T;
    }
    if (code !== 200) return fail(message || translate('http.unknownError'), code, config, undefined, body);
    return envelope.data as T;
  }

  function networkFailure(error: unknown, config: AxiosRequestConfig): never {
    if (axios.isAxiosError(error) && error.response) {
      // A gateway answering above 500 (502, 503, 504): the body may still carry a message.
      const data = error.response.data as Envelope | undefined;
      return fail(data?.msg || translate('http.unknownError'), error.response.status, config);
    }
    const timedOut = axios.isAxiosError(error) && error.code === 'ECONNABORTED';
    // One toast for a burst of failures: the key collapses them.
    return fail(translate(timedOut ? 'http.timeout' : 'http.networkError'), 0, config, 'network-failure');
  }

  return {
    instance,
    request: send,
    get: <T>(url: string, params?: object, extra?: AxiosRequestConfig) => send<T>({ ...extra, method: 'GET', url, params }),
    post: <T>(url: string, data?: unknown, params?: object, extra?: AxiosRequestConfig) =>
      send<T>({ ...extra, method: 'POST', url, data, params }),
    /** The auth provider plugs the refresh call in; the client makes sure it runs one at a time. */
    setRefreshHandler(handler: () => Promise<void>) {
      refreshHandler = handler;
    },
    refresh,
  };
}
