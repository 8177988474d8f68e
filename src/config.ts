// Every constant of spec §9 and the switches of spec §6, in one typed place.
// Build-time settings come from VITE_* variables (see README "Configuration").
import { DEFAULT_THEME_COLOR } from './shell/theme/themes';

const env = import.meta.env;

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === 'true' || value === '1';

const product = env.VITE_PRODUCT || 'zhiyuan';

export const config = {
  /** Product prefix of the management and resource services (spec §7). */
  product,
  services: {
    auth: 'blade-auth',
    desk: 'blade-desk',
    flow: 'blade-flow',
    log: 'blade-log',
    develop: 'blade-develop',
    report: 'blade-report',
    management: `${product}-management`,
    resource: `${product}-resource`,
  },
  apiBase: '/api',
  clientId: env.VITE_CLIENT_ID || 'saber',
  clientSecret: env.VITE_CLIENT_SECRET || 'saber_secret',
  /** Send the token as `crypto <AES(token)>` instead of `bearer <token>`. */
  cryptoToken: flag(env.VITE_CRYPTO_TOKEN, false),
  /** AES-CBC key (and IV) for the encrypted token form; must be 16, 24 or 32 characters. */
  cryptoKey: env.VITE_CRYPTO_KEY || 'bladexcryptokey0',
  tokenHeader: 'Blade-Auth',
  tenantMode: flag(env.VITE_TENANT_MODE, true),
  captchaMode: flag(env.VITE_CAPTCHA_MODE, false),
  switchMode: flag(env.VITE_SWITCH_MODE, false),
  tenantId: '000000',
  /**
   * A call's timeout (spec §9). A file on its way takes longer without anything being wrong: an
   * upload gets this plus what its bytes take at about 1 Mbit/s, a download (an export) as long as
   * nginx waits for the gateway, 300 s (providers/transfer-timeout.ts).
   */
  timeout: 10_000,
  /** Seconds after which the access token is refreshed (spec §9). */
  tokenTime: 3000,
  refreshCheckMs: 10_000,
  pageSize: 10,
  pageSizes: [10, 30, 50, 100, 200],
  themeColor: DEFAULT_THEME_COLOR,
  defaultLanguage: 'zh' as const,
  /** Business codes that are rejected without a toast (spec §8 white list). */
  silentCodes: [] as number[],
  avatarMaxKb: 500,
  /** The largest file the file endpoints take (attachments, OSS tests): the stand-in stores it in local storage. */
  uploadMaxMb: 2,
  phoneLength: 11,
  logBadgeMax: 99,
  chunkTimeoutMs: 120_000,
  homePath: '/wel/index',
  /** When on, the home tab can be closed like any other. */
  firstPageClosable: false,
  /** Hosts an embedded page may receive the token from (spec §2 /myiframe). */
  iframeTokenHosts: (env.VITE_IFRAME_TOKEN_HOSTS || '').split(',').filter(Boolean),
  /**
   * Where 上传 sends the local error log, relative to /api. BladeX has no endpoint for it (Saber
   * posts to oauth/logout, which is GET-only there), so a gateway needs one configured; without it
   * the action says it is not available. The stand-in keeps its own.
   */
  errorLogUpload: env.VITE_ERROR_LOG_URL || (__USE_STANDIN__ ? '/standin/error-log' : ''),
  /** True when no backend URL was configured: the stand-in backend runs in the browser. */
  standinForTests: __USE_STANDIN__,
} as const;

/** Shown when a user has no avatar of their own. */
export const DEFAULT_AVATAR = '/img/default-avatar.svg';

export type Language = 'zh' | 'en';
