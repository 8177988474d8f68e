import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadForPath } from './app-routes';
import { config } from './config';
import { i18n, initI18n } from './providers/i18n';
import { adoptPrefetched } from './providers/prefetched-calls';
import { toast } from './providers/toast';
import { Root } from './root';
import { createServices } from './services';
import { installErrorCapture } from './shell/error-log/capture-errors';
import { errorLog } from './shell/error-log/error-log-store';
import './styles.css';

async function startStandin() {
  // Only when no backend is configured: a real deployment never downloads the stand-in.
  const { startStandin } = await import('../mocks/browser');
  const env = import.meta.env;
  await startStandin({
    product: config.product,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    cryptoKey: config.cryptoKey,
    // Build-time overrides; a tester can also set standin.tokenTtl / standin.latency in local storage.
    tokenTtlSeconds: Number(env.VITE_STANDIN_TOKEN_TTL) || undefined,
    latencyMs: Number(env.VITE_STANDIN_LATENCY) || undefined,
    bench: env.VITE_BENCH === '1' || undefined,
    // Storage full or disabled: the stand-in goes on in memory; the user hears it once.
    onPersistenceLost: () => toast.show('warning', i18n.t('http.standinNotPersisting'), 'standin-persistence'),
  });
}

let standin: Promise<void> | undefined;
// A browser that cannot run the service worker (blocked, or a plain-http address other than
// localhost) still gets a console: it says so once and the calls go to /api as they are. The
// build's own constant, not config's copy of it: only a constant lets a gateway build drop the
// stand-in's import, and so its chunk and seed, from what it ships.
const standinReady = __USE_STANDIN__
  ? () =>
      (standin ??= startStandin().catch((error: unknown) => {
        console.error('[standin] could not start', error);
        toast.show('error', i18n.t('http.standinFailed'), 'standin-failed');
      }))
  : undefined;

/** How long the first render waits for the first screen's code before showing its own loading state. */
const FIRST_SCREEN_WAIT_MS = 3000;
/** How long, once that code is in, the first render waits for the first screen's data (about one render of the frame). */
const FIRST_DATA_WAIT_MS = 100;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function boot() {
  const language = initI18n();
  // Only a deployment that encrypts the token downloads AES.
  const encryptToken = config.cryptoToken
    ? await import('./providers/token-crypto').then((m) => m.createTokenEncryptor(config.cryptoKey))
    : undefined;
  // The first request waits for the stand-in; the page itself does not.
  const services = createServices({ ready: standinReady, encryptToken });
  // A gateway build's index.html may have asked for the menu and the first list already.
  adoptPrefetched(services.http, services.storage, window.location.pathname + window.location.search);
  const loggedIn = !!services.storage.getToken();
  // Logged in: data is needed now, so the stand-in starts beside the first screen's code. A guest's
  // starts from the login page's warm-up, once that page is on screen.
  if (standinReady && loggedIn) void standinReady();
  // Before the language settles (English is a fetch): the page's code and data start at once,
  // and the first render waits for that code (briefly: a slow chunk is the route's to show).
  const firstScreen = preloadForPath(window.location.pathname, services, window.location.search);
  await Promise.all([language, Promise.race([firstScreen, delay(FIRST_SCREEN_WAIT_MS)])]);
  // With the code in, the first page's data (asked beside it) is usually in too: if not, a moment
  // more is worth waiting, as the rows then come in the first render. Drawing the frame first and
  // the rows in a second render costs more than that moment; a slow backend gets the frame.
  await Promise.race([services.http.warmSettled(), delay(FIRST_DATA_WAIT_MS)]);
  const container = document.getElementById('root')!;
  // A guest's login screen came drawn in index.html (scripts/login-prerender-plugin.ts): React
  // takes it over as it is, keeping what was typed, instead of drawing it again.
  if (container.hasAttribute('data-prerendered')) hydrateRoot(container, <Root services={services} />);
  else createRoot(container).render(<Root services={services} />);
}

// Installed first, so errors while booting are recorded too.
installErrorCapture(errorLog);
void boot();
