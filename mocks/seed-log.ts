import type { StandinTables } from './types';

// The log screens' data (通用日志, 接口日志, 错误日志): thousands of rows per tenant, read-only, so
// they are no seed rows. In the store they would go through the seed's fingerprint (which hashes
// every seed row as the stand-in starts, in the browser with every page load) and take room in
// the journal for nothing. Instead the log handlers (handlers/log-source.ts) generate a tenant's
// rows of one kind on its first log call, deterministically (seed-data/logs-rows.ts), and keep
// them in memory.

/** Nothing goes into the store: see above. */
export function addLogSeed(_tables: StandinTables): void {}
