import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDb } from './db';
import type { StandinDb } from './standin-db';
import { createHandlers } from './handlers';
import type { StandinOptions } from './options';
import { quietWorkerUpdates } from './worker-update-noise';

// Tester knobs, read at start-up so they apply after a reload without a rebuild:
//   localStorage['standin.tokenTtl'] = '30'   → access tokens live 30 s
//   localStorage['standin.latency'] = '800'   → every /api answer waits 800 ms
//   localStorage['standin.bench'] = '1'       → benchmark mode (10,000 orders and 10,000 users in 000000)
//   localStorage['standin.benchOrders'] = '1000' → that many orders in benchmark mode instead
const TOKEN_TTL_KEY = 'standin.tokenTtl';
const LATENCY_KEY = 'standin.latency';
const BENCH_KEY = 'standin.bench';
const BENCH_ORDERS_KEY = 'standin.benchOrders';

function readNumber(key: string): number | undefined {
  try {
    const value = Number(localStorage.getItem(key) ?? '');
    return localStorage.getItem(key) !== null && Number.isFinite(value) && value >= 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function runtimeOverrides(): Partial<StandinOptions> {
  const ttl = readNumber(TOKEN_TTL_KEY);
  const latency = readNumber(LATENCY_KEY);
  return {
    ...(ttl !== undefined && ttl > 0 ? { tokenTtlSeconds: ttl } : {}),
    ...(latency !== undefined ? { latencyMs: latency } : {}),
    // Only turns the mode on; without the key the start-up options decide.
    ...(readFlag(BENCH_KEY) ? { bench: true } : {}),
    ...(readNumber(BENCH_ORDERS_KEY) ? { benchOrders: readNumber(BENCH_ORDERS_KEY) } : {}),
  };
}

export type BrowserStandinOptions = Partial<StandinOptions> & {
  /**
   * Called once when changes stop being persisted (local storage full, disabled or failing): the
   * stand-in keeps working in memory, and the app can tell the user that a reload loses changes.
   */
  onPersistenceLost?: () => void;
};

/** Starts the service-worker stand-in; changes and tokens persist in local storage by default. */
export async function startStandin(
  options: BrowserStandinOptions = {},
): Promise<{ worker: SetupWorker; db: StandinDb }> {
  const { onPersistenceLost, ...standinOptions } = options;
  const db = createDb({ persist: 'local-storage', ...standinOptions, ...runtimeOverrides() }, { onPersistenceLost });
  const worker = setupWorker(...createHandlers(db.options, db));
  quietWorkerUpdates(window);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { worker, db };
}
