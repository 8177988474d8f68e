import type { AuthStorage } from './auth-storage';

/**
 * Seconds of age after which a token is refreshed: the configured tokenTime (spec §9), or earlier
 * when the server issued a shorter-lived token, so that it is renewed before it dies.
 */
export function refreshAge(expiresIn: number, tokenTime: number): number {
  if (!expiresIn) return tokenTime;
  return Math.min(tokenTime, Math.max(expiresIn - 60, expiresIn * 0.8));
}

/** Checks every `intervalMs` and refreshes when due; `refresh` is single-flight already. */
export function startTokenRefreshLoop(options: {
  storage: AuthStorage;
  refresh: () => Promise<void>;
  tokenTime: number;
  intervalMs: number;
}): () => void {
  const tick = () => {
    const token = options.storage.getToken();
    if (!token?.refreshToken) return;
    const age = (Date.now() - token.datetime) / 1000;
    if (age >= refreshAge(token.expiresIn, options.tokenTime)) {
      // A failed refresh is left to the next request's 401 handling, which logs out.
      options.refresh().catch(() => undefined);
    }
  };
  const timer = setInterval(tick, options.intervalMs);
  return () => clearInterval(timer);
}
