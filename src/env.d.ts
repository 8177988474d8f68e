/// <reference types="vite/client" />

declare const __USE_STANDIN__: boolean;

interface ImportMetaEnv {
  readonly VITE_PRODUCT?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_CLIENT_SECRET?: string;
  readonly VITE_CRYPTO_TOKEN?: string;
  readonly VITE_CRYPTO_KEY?: string;
  readonly VITE_TENANT_MODE?: string;
  readonly VITE_CAPTCHA_MODE?: string;
  readonly VITE_SWITCH_MODE?: string;
  readonly VITE_IFRAME_TOKEN_HOSTS?: string;
  /** A UReport server (`http://host:8108/ureport`) whose preview page shows report definitions. */
  readonly VITE_REPORT_URL?: string;
  readonly VITE_STANDIN_TOKEN_TTL?: string;
  readonly VITE_STANDIN_LATENCY?: string;
  readonly VITE_BENCH?: string;
}
