/** Everything the stand-in backend can be told; `createHandlers` fills the gaps from the defaults. */
export type StandinOptions = {
  /** Product prefix of `<product>-management` / `<product>-resource`. */
  product: string;
  /** OAuth client expected in `Authorization: Basic base64(clientId:clientSecret)`. */
  clientId: string;
  clientSecret: string;
  /** AES-CBC key (and IV) of the `Blade-Auth: crypto <...>` token form. */
  cryptoKey: string;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Artificial delay of every `/api` answer, to make loading states visible. */
  latencyMs: number;
  /** 'local-storage' keeps data and issued tokens across page reloads (browser only). */
  persist: 'local-storage' | 'memory';
  /**
   * Benchmark mode: the platform tenant (000000) gets `benchOrders` orders on /oto/order and
   * 10,000 more users, so the bench measures the product's own lists at scale.
   */
  bench: boolean;
  /** How many orders tenant 000000 has in benchmark mode (its product seed has about 520). */
  benchOrders: number;
  /**
   * The day the business seed is built for (yyyy-MM-dd): its dates are relative to it, so the
   * home page has today's figures. '' = today, or with a persisted journal the day that journal
   * was written over (its changes replay onto the seed they were made on). Tests pin it.
   */
  seedDay: string;
};

const defaultStandinOptions: StandinOptions = {
  product: 'zhiyuan',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  cryptoKey: 'bladexcryptokey0',
  tokenTtlSeconds: 3600,
  refreshTtlSeconds: 604800,
  latencyMs: 0,
  persist: 'memory',
  bench: false,
  benchOrders: 10_000,
  seedDay: '',
};

/** Defaults overlaid with the given options; `undefined` values do not erase a default. */
export function resolveOptions(options: Partial<StandinOptions> = {}): StandinOptions {
  const resolved: StandinOptions = { ...defaultStandinOptions };
  const target = resolved as Record<keyof StandinOptions, unknown>;
  for (const key of Object.keys(options) as (keyof StandinOptions)[]) {
    const value = options[key];
    if (value !== undefined) target[key] = value;
  }
  return resolved;
}
