import type { AuthStorage } from './auth-storage';
import { tokenLifetime } from './token-lifetime';

/**
 * Seconds of age after which a token is refreshed: the configured tokenTime (spec §9), or earlier
 * when the server issued a shorter-lived token, so that it is renewed before it dies.
 */
export function refreshAge(expiresIn: number, tokenTime: number): number {
  const lifetime = tokenLifetime(expiresIn, tokenTime);
  // A lifetime the server did not give is the token time itself: refresh then, as spec §4 says.
  if (lifetime === tokenTime) return tokenTime;
  return Math.min(tokenTime, Math.max(lifetime - 60, lifetime * 0.8));
}

/**
 * Checks every `intervalMs` and renews when due. `renew` is the request layer's: single-flight,
 * and it tells the user itself when it fails (session expired → /login, or a retry later).
 */
export function startTokenRefreshLoop(options: {
  storage: AuthStorage;
  renew: () => Promise<boolean>;
  tokenTime: number;
  intervalMs: number;
}): () => void {
  const tick = () => {
    const token = options.storage.getToken();
    if (!token?.refreshToken) return;
    const age = (Date.now() - token.datetime) / 1000;
    if (age >= refreshAge(token.expiresIn, options.tokenTime)) void options.renew();
  };
  const timer = setInterval(tick, options.intervalMs);
  return () => clearInterval(timer);
}
