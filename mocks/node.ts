import { setupServer, type SetupServer } from 'msw/node';
import { createDb, type StandinDb } from './db';
import { createHandlers } from './handlers';
import type { StandinOptions } from './options';
import { expireAccessToken } from './tokens';

export type StandinServer = {
  /** Not listening yet: call `server.listen()` in beforeAll and `server.close()` in afterAll. */
  server: SetupServer;
  db: StandinDb;
  /** Seed data back and per-test handler overrides dropped; call in afterEach. */
  reset(): void;
  /** Expires one access token now (its refresh token stays valid); false if it is unknown. */
  expireToken(accessToken: string): boolean;
  /** Drops every issued access and refresh token, as a server restart with a new key would. */
  revokeAll(): void;
  /** The code drawn on a captcha image, so a test can type what a person would read. */
  captchaCode(key: string): string;
};

/** The stand-in for vitest (msw/node); data lives in memory unless `persist` says otherwise. */
export function createStandinServer(options: Partial<StandinOptions> = {}): StandinServer {
  const db = createDb({ persist: 'memory', ...options });
  const server = setupServer(...createHandlers(db.options, db));
  return {
    server,
    db,
    reset() {
      db.reset();
      server.resetHandlers();
    },
    expireToken: (accessToken) => expireAccessToken(db, accessToken),
    revokeAll() {
      db.tables.tokens.length = 0;
      db.tables.refreshTokens.length = 0;
      db.save();
    },
    captchaCode: (key) => db.tables.captchas.find((c) => c.key === key)?.code ?? '',
  };
}
