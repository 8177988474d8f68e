import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createClients, PARAM } from '../support/clients';
import { standinForTests } from '../support/standin';

// Two tabs of one login: two request layers of the app sharing one local storage, against a
// gateway that rotates refresh tokens (a refresh token works once; spent again, it answers
// spring-security-oauth2's 401 "Invalid refresh token"), over the wire.

const standin = standinForTests();
const TOKEN = '*/api/blade-auth/oauth/token';
const LIST = '*/api/zhiyuan-management/param/list';
const spent = new Set<string>();
/** Refresh answers wait here while set: a refresh the test holds on the wire. */
let hold: Promise<void> | null = null;

function rotateRefreshTokens() {
  spent.clear();
  standin.server.use(
    mswHttp.post(TOKEN, async ({ request }) => {
      const form = new URLSearchParams(await request.clone().text());
      if (form.get('grant_type') !== 'refresh_token') return undefined;
      const token = form.get('refresh_token') ?? '';
      if (spent.has(token)) {
        return HttpResponse.json(
          { error: 'invalid_token', error_description: `Invalid refresh token: ${token}` },
          { status: 401 },
        );
      }
      spent.add(token);
      // Long enough for the other tab's 401 to arrive while this refresh is on the wire.
      await delay(120);
      if (hold) await hold;
      return undefined; // the stand-in issues the new pair
    }),
  );
}

const refreshCalls = () => standin.calls('/oauth/token').filter((r) => r.params.get('grant_type') === 'refresh_token');
const listCalls = () => standin.calls('/param/list');

/**
 * A Web Locks stand-in for jsdom (which has none): one registry per origin, one LockManager per
 * tab. `unload` lets go of the tab's locks as the browser does when the page goes, whatever its
 * callbacks are still waiting for.
 */
function lockRegistry() {
  const tails = new Map<string, Promise<void>>();
  return () => {
    const held = new Set<() => void>();
    const names: string[] = [];
    const locks = {
      request(name: string, _options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) {
        names.push(name);
        let release = () => {};
        const freed = new Promise<void>((resolve) => (release = resolve));
        const before = tails.get(name) ?? Promise.resolve();
        tails.set(
          name,
          before.then(() => freed),
        );
        return before.then(() => {
          held.add(release);
          const result = callback({ name, mode: 'exclusive' });
          void result.then(release, release);
          return result;
        });
      },
    };
    return { locks: locks as unknown as LockManager, names, unload: () => held.forEach((release) => release()) };
  };
}

/** A tab whose request layer finds `locks` as navigator.locks (or none: the storage lease). */
function openTab(locks?: LockManager) {
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  try {
    return createClients();
  } finally {
    Reflect.deleteProperty(navigator, 'locks');
  }
}

afterEach(() => {
  hold = null;
});

describe.each([
  ['Web Locks', true],
  ['the storage lease (no Web Locks)', false],
])('two tabs of one login, coordinated by %s', (_label, withLocks) => {
  const tabs = lockRegistry();
  const open = () => {
    const tab = withLocks ? tabs() : undefined;
    return { ...openTab(tab?.locks), tab };
  };
  /** Two tabs of one login (made in the first), against a gateway that rotates refresh tokens. */
  const loggedInPair = async () => {
    rotateRefreshTokens();
    const a = open();
    const b = open();
    await a.login();
    return { a, b };
  };
  /**
   * While a list call is on the wire with a token other than `first` (a replay after a refresh),
   * `renewer` renews and the token sent dies: the gateway answers it 401. At most `times` times;
   * answers the tokens that died so.
   */
  const renewWhileOnTheWire = (renewer: ReturnType<typeof open>, first: string, times: number) => {
    const died: string[] = [];
    standin.server.use(
      mswHttp.get(LIST, async ({ request }) => {
        const sent = request.headers.get('blade-auth')?.replace(/^bearer /, '') ?? '';
        if (died.length < times && sent !== first) {
          died.push(sent);
          await renewer.http.renew();
          standin.expireToken(sent);
        }
        return undefined; // the stand-in answers: 401 for an expired token, else the page
      }),
    );
    return died;
  };

  it('spends the refresh token once when both tabs meet a 401 at once, and both replay with the new token', async () => {
    const { a, b } = await loggedInPair();
    const dead = a.storage.getToken()!;
    standin.expireToken(dead.accessToken);
    const [inA, inB] = await Promise.all([a.data.getList({ ...PARAM }), b.data.getList({ ...PARAM })]);
    expect(inA.data).toHaveLength(10);
    expect(inB.data).toHaveLength(10);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0].params.get('refresh_token')).toBe(dead.refreshToken);
    const fresh = a.storage.getToken()!.accessToken;
    expect(fresh).not.toBe(dead.accessToken);
    const replays = listCalls().filter((r) => r.headers.get('blade-auth') === `bearer ${fresh}`);
    expect(replays).toHaveLength(2);
    expect(a.onUnauthorized).not.toHaveBeenCalled();
    expect(b.onUnauthorized).not.toHaveBeenCalled();
    const login = `saber-token-refresh:000000/${a.storage.getUser()!.userId}`;
    if (withLocks) expect([...a.tab!.names, ...b.tab!.names]).toEqual([login, login]);
  });

  it('refreshes once when both tabs find the token expired before they call', async () => {
    const { a, b } = await loggedInPair();
    const token = a.storage.getToken()!;
    a.storage.setToken({ ...token, datetime: Date.now() - (token.expiresIn + 5) * 1000 });
    await Promise.all([a.data.getList({ ...PARAM }), b.data.getList({ ...PARAM }), b.http.renew()]);
    expect(refreshCalls()).toHaveLength(1);
    expect(listCalls().map((r) => r.headers.get('blade-auth'))).toEqual([
      `bearer ${a.storage.getToken()!.accessToken}`,
      `bearer ${a.storage.getToken()!.accessToken}`,
    ]);
  });

  it('replays a replay whose token the other tab renewed while it was on the wire, and stays logged in', async () => {
    const { a, b } = await loggedInPair();
    const first = a.storage.getToken()!;
    standin.expireToken(first.accessToken);
    // B's replay (after its own refresh) is slow to arrive: meanwhile A renews, and the token B
    // sent has lived its short life. The gateway answers 401 for it.
    const renewedMeanwhile = renewWhileOnTheWire(a, first.accessToken, 1);
    const page = await b.data.getList({ ...PARAM });
    expect(page.data).toHaveLength(10);
    const latest = b.storage.getToken()!.accessToken;
    expect(listCalls().map((r) => r.headers.get('blade-auth'))).toEqual([
      `bearer ${first.accessToken}`,
      `bearer ${renewedMeanwhile[0]}`,
      `bearer ${latest}`,
    ]);
    // Each refresh token spent once: B's refresh, then A's; none refused.
    expect(refreshCalls().map((r) => r.params.get('refresh_token'))).toEqual([
      first.refreshToken,
      expect.not.stringMatching(first.refreshToken),
    ]);
    expect(b.onUnauthorized).not.toHaveBeenCalled();
    expect(a.onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session after three such replays when every token dies as soon as it is renewed', async () => {
    const { a, b } = await loggedInPair();
    const first = a.storage.getToken()!.accessToken;
    standin.expireToken(first);
    renewWhileOnTheWire(a, first, Infinity);
    await expect(b.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 401 });
    // The first call, its replay after B's refresh, then three replays with A's renewed tokens.
    expect(listCalls()).toHaveLength(5);
    expect(b.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('after a refused refresh sends nothing with the dead token or without one, and each tab goes to login once', async () => {
    rotateRefreshTokens();
    const a = open();
    const b = open();
    const idle = open();
    await a.login();
    await idle.data.getList({ ...PARAM }); // a third tab that has used the session
    const dead = a.storage.getToken()!.accessToken;
    standin.revokeAll();
    const first = [a.data.getList({ ...PARAM }), b.data.getList({ ...PARAM })];
    await new Promise((resolve) => setTimeout(resolve, 60)); // the refresh is on the wire
    const queued = [a.data.getList({ ...PARAM }), b.data.getList({ ...PARAM })];
    const results = await Promise.allSettled([...first, ...queued]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(refreshCalls()).toHaveLength(1);
    // A tab that was not calling meanwhile finds the session gone on its next call.
    await expect(idle.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 401 });
    // On the wire: the first call of each tab (the token was revoked under them), then nothing.
    expect(listCalls().map((r) => r.headers.get('blade-auth'))).toEqual([
      `bearer ${dead}`,
      `bearer ${dead}`,
      `bearer ${dead}`,
    ]);
    expect(a.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(b.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(idle.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(a.storage.getToken()).toBeNull();
  });
});

describe('a page unloaded while its refresh is on the wire (Web Locks)', () => {
  it('leaves the next page the old access token while it lives, and the refresh token is never spent again', async () => {
    rotateRefreshTokens();
    const tabs = lockRegistry();
    const before = tabs();
    const a = openTab(before.locks);
    await a.login();
    let answer = () => {};
    hold = new Promise((resolve) => (answer = resolve));
    // The refresh loop renews ahead of expiry: the access token still works.
    const leaving = a.http.renew();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refreshCalls()).toHaveLength(1);
    before.unload(); // F5: the browser lets go of the page's lock, its answer never arrives
    const reloaded = openTab(tabs().locks);
    const page = await reloaded.data.getList({ ...PARAM });
    expect(page.data).toHaveLength(10);
    expect(await reloaded.http.renew()).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(listCalls().at(-1)!.headers.get('blade-auth')).toBe(`bearer ${reloaded.storage.getToken()!.accessToken}`);
    // Once the old access token is dead too, the session ends once, still without spending it again.
    standin.expireToken(reloaded.storage.getToken()!.accessToken);
    await expect(reloaded.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(reloaded.onUnauthorized).toHaveBeenCalledTimes(1);
    answer();
    await leaving; // the old page's request layer is still in this process: let it finish
  });
});
