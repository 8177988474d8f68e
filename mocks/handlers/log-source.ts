import type { StandinDb } from '../standin-db';
import { generateLogs, logIdBase, type LogEntry } from '../seed-data/logs-rows';
import type { LogKind, LogRowOf } from '../../src/resources/log/log-row';
import { presentLog } from './log-present';

// The generated logs of each tenant and kind, built on the first call that needs them and kept
// for the life of the stand-in (seed-log.ts says why they are not in the store). Loaded by
// handlers/log.ts on its first call: a chunk of its own, so the stand-in starts without it.

export type LogSource = {
  /** A tenant's logs of `kind`, newest first. */
  rows(kind: LogKind, tenantId: string): readonly LogEntry[];
  /** One of them by id, or null (unknown, or another tenant's). */
  find(kind: LogKind, tenantId: string, id: string): LogEntry | null;
  /** The full row as list and detail answer it. */
  present<K extends LogKind>(kind: K, entry: LogEntry): LogRowOf<K>;
};

/** Most active first: the tenant's own people, not the benchmark's 10,000 generated users. */
const accountsOf = (db: StandinDb, tenantId: string): string[] =>
  db.tables.users
    .filter((user) => user.tenantId === tenantId && !/^bench\d+$/.test(user.account))
    .slice(0, 16)
    .map((user) => user.account);

export function createLogSource(db: StandinDb, product: string): LogSource {
  const built = new Map<string, LogEntry[]>();
  let anchor: number | undefined;
  /**
   * The newest log's time, fixed at the first log call: the pinned seed day's evening (tests), else
   * now, so a console's logs end just before it was opened and stay put while it runs.
   */
  const anchorTime = (): number => {
    if (anchor === undefined) {
      const [year, month, day] = db.options.seedDay.split('-').map(Number);
      anchor = db.options.seedDay
        ? new Date(year, month - 1, day, 18, 30, 0).getTime()
        : Math.floor(Date.now() / 1000) * 1000;
    }
    return anchor;
  };
  const rows = (kind: LogKind, tenantId: string): LogEntry[] => {
    const key = `${tenantId}:${kind}`;
    let found = built.get(key);
    if (!found) {
      const tenant = db.tables.tenants.find((each) => each.tenantId === tenantId);
      found = generateLogs({
        kind,
        tenant: { tenantId, createTime: tenant?.createTime ?? '' },
        anchor: anchorTime(),
        product,
        accounts: accountsOf(db, tenantId),
      });
      built.set(key, found);
    }
    return found;
  };
  return {
    rows,
    find(kind, tenantId, id) {
      if (!/^\d{1,20}$/.test(id)) return null;
      const list = rows(kind, tenantId);
      // Ids count up from the tenant's base in time order; the list is newest first.
      const offset = BigInt(id) - logIdBase(kind, tenantId);
      if (offset < 0n || offset >= BigInt(list.length)) return null;
      return list[list.length - 1 - Number(offset)];
    },
    present: presentLog,
  };
}
