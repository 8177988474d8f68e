import { setupServer, type SetupServer } from 'msw/node';
import { createDb, type DbHooks } from './db';
import type { StandinDb } from './standin-db';
import { createHandlers } from './handlers';
import type { StandinOptions } from './options';
import { expireAccessToken } from './tokens';
import { createUnknownCalls, unknownCallsError } from './unknown-calls';
import { nonconformantError, recordConformance, type ConformanceRecord } from './conformance-record';

export type StandinServer = {
  /** Not listening yet: call `server.listen()` in beforeAll and `server.close()` in afterAll. */
  server: SetupServer;
  db: StandinDb;
  /** Seed data back, per-test handler overrides and the unknown-call record dropped; call in afterEach. */
  reset(): void;
  /** Expires one access token now (its refresh token stays valid); false if it is unknown. */
  expireToken(accessToken: string): boolean;
  /** Drops every issued access and refresh token, as a server restart with a new key would. */
  revokeAll(): void;
  /** The code drawn on a captcha image, so a test can type what a person would read. */
  captchaCode(key: string): string;
  /**
   * This test means to call paths the stand-in does not serve (they answer 404): any path without
   * an argument, else those whose path ends with one of `pathEnds`. Until `reset()`.
   */
  expectUnknown(...pathEnds: string[]): void;
  /** `/api` calls since the last reset that reached the 404 catch-all unannounced, `METHOD /path?query`. */
  unexpectedCalls(): string[];
  /** Throws an error naming the unannounced calls, if any: the test helpers run it after each test. */
  assertNoUnknownCalls(): void;
  /** Every call and answer held against BladeX's endpoint table (mocks/conformance-record.ts). */
  conformance: ConformanceRecord;
  /**
   * Throws an error naming the answers off the table's shapes and, with `calls`, the requests
   * BladeX would refuse (the console's tests check both; the stand-in's own tests send bad calls
   * on purpose and check the answers only). Cleared by `reset()`.
   */
  assertConformant(options: { calls: boolean }): Promise<void>;
};

/**
 * The stand-in for vitest (msw/node); data lives in memory unless `persist` says otherwise
 * (`hooks` then pick the storage, e.g. a test double, and the seed).
 */
export function createStandinServer(options: Partial<StandinOptions> = {}, hooks: DbHooks = {}): StandinServer {
  const db = createDb({ persist: 'memory', ...options }, hooks);
  const unknown = createUnknownCalls();
  const conformance = recordConformance(db.options.product);
  const server = setupServer(
    ...createHandlers(db.options, db, { onUnknown: unknown.record, onAnswer: conformance.onAnswer }),
  );
  conformance.listen(server);
  return {
    server,
    db,
    reset() {
      db.reset();
      server.resetHandlers();
      unknown.clear();
      conformance.clear();
    },
    expireToken: (accessToken) => expireAccessToken(db, accessToken),
    revokeAll() {
      db.remove('tokens', () => true);
      db.remove('refreshTokens', () => true);
    },
    captchaCode: (key) => db.tables.captchas.find((c) => c.key === key)?.code ?? '',
    expectUnknown: unknown.expect,
    unexpectedCalls: unknown.unexpected,
    assertNoUnknownCalls() {
      const calls = unknown.unexpected();
      if (calls.length > 0) throw unknownCallsError(calls);
    },
    conformance,
    async assertConformant({ calls }) {
      await conformance.settled();
      const problems = [...(calls ? conformance.calls() : []), ...conformance.answers()];
      if (problems.length > 0) throw nonconformantError([...new Set(problems)]);
    },
  };
}
