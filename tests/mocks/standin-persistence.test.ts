import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, JOURNAL_KEY, type DbHooks } from '../../mocks/db';
import { createSeed } from '../../mocks/seed';
import type { ParamRow, StandinTables } from '../../mocks/types';
import { BASIC, MGMT, ORIGIN, call, login, useServer, type PageData } from './standin-client';
import { createTestStorage, quotaExceeded } from './test-storage';

// Persistence is a journal of changes over the seed (mocks/journal.ts): the seed is rebuilt from
// code, storage holds one entry per changed row. Checked here with a Storage double that counts
// what is written and can fail like a full one.

type Param = Pick<ParamRow, 'id' | 'paramKey' | 'paramValue'>;

const BIG = 10_000;
const PERSIST = { persist: 'local-storage' } as const;

/** The product seed plus 10,000 params of tenant 000000, as thousands of orders will be. */
function bigSeed(): StandinTables {
  const seed = createSeed();
  for (let index = 0; index < BIG; index += 1) {
    seed.params.push({
      id: String(1123598815790000000n + BigInt(index)),
      tenantId: '000000',
      paramName: `压测参数 ${index}`,
      paramKey: `bench.param.${index}`,
      paramValue: `value ${index}`,
      remark: '',
      createTime: '2025-01-01 08:00:00',
      updateTime: '2025-01-01 08:00:00',
    });
  }
  return seed;
}

const journalKeys = (keys: string[]) => keys.filter((key) => key.startsWith(JOURNAL_KEY));

describe('stand-in persistence: a journal of changes over the seed', () => {
  it('writes nothing for a seed of 10,000 rows until a row is touched', () => {
    const test = createTestStorage();
    const db = createDb(PERSIST, { storage: test.storage, seed: bigSeed });
    expect(db.tables.params.length).toBeGreaterThan(BIG);
    expect(db.persisting).toBe(true);
    expect(test.counts.writes).toBe(0);
    expect(test.keys()).toEqual([]);
  });

  it('writes about one row for one change, not the table', () => {
    const test = createTestStorage();
    const db = createDb(PERSIST, { storage: test.storage, seed: bigSeed });
    const row = db.tables.params[5000];
    const rowChars = JSON.stringify(row).length;
    db.update('params', { ...row, paramValue: 'changed' });
    // The row's entry and the small meta entry (which seed the journal belongs to).
    expect(test.counts.writes).toBe(2);
    expect(test.counts.chars).toBeGreaterThan(rowChars);
    expect(test.counts.chars).toBeLessThan(2000);
    test.resetCounts();
    db.update('params', { ...db.tables.params[5000], paramValue: 'again' });
    expect(test.counts).toEqual({ writes: 1, chars: expect.any(Number) });
    expect(test.counts.chars).toBeLessThan(rowChars + 100);
    test.resetCounts();
    db.remove('params', (each) => each.paramKey === 'bench.param.7');
    expect(test.counts.writes).toBe(1); // a tombstone
    expect(test.counts.chars).toBeLessThan(100);
  });

  it('replays updates, inserts and deletions in order after a reload; reset forgets them', () => {
    const test = createTestStorage();
    const hooks: DbHooks = { storage: test.storage, seed: bigSeed };
    const before = createDb(PERSIST, hooks);
    before.update('params', { ...before.tables.params[3], paramValue: 'edited' });
    const first = before.nextId();
    before.insert('params', { ...before.tables.params[0], id: first, paramKey: 'added.one' });
    const second = before.nextId();
    before.insert('params', { ...before.tables.params[0], id: second, paramKey: 'added.two' });
    before.update('params', {
      ...before.tables.params.find((row) => row.id === first)!,
      paramValue: 'edited after insert',
    });
    before.remove('params', (row) => row.id === second || row.paramKey === 'bench.param.42');
    const third = before.nextId();
    before.insert('params', { ...before.tables.params[0], id: third, paramKey: 'added.three' });

    const reloaded = createDb(PERSIST, hooks);
    expect(reloaded.tables.params).toEqual(before.tables.params);
    expect(reloaded.tables.params.slice(-2).map((row) => row.paramKey)).toEqual(['added.one', 'added.three']);
    expect(BigInt(reloaded.nextId())).toBeGreaterThan(BigInt(third));
    // The added row that was deleted again leaves nothing behind; the deleted seed row a tombstone.
    expect(test.keys().some((key) => key.endsWith(`:params:${second}`))).toBe(false);

    reloaded.reset();
    expect(test.keys()).toEqual([]);
    expect(createDb(PERSIST, hooks).tables.params).toEqual(bigSeed().params);
  });

  it('drops a journal written over another seed, and a snapshot of the old whole-store format', () => {
    const test = createTestStorage();
    const product = createDb(PERSIST, { storage: test.storage });
    product.update('params', { ...product.tables.params[0], paramValue: 'changed' });
    const changedSeed = () => {
      const seed = createSeed();
      seed.params[1] = { ...seed.params[1], remark: 'a new seed' };
      return seed;
    };
    const other = createDb(PERSIST, { storage: test.storage, seed: changedSeed });
    expect(other.tables.params[0].paramValue).not.toBe('changed');
    expect(journalKeys(test.keys())).toEqual([]);
    expect(createDb(PERSIST, { storage: test.storage }).tables.params[0].paramValue).not.toBe('changed');

    test.storage.setItem(JOURNAL_KEY, JSON.stringify({ fingerprint: 'x', lastId: '1', tables: createSeed() }));
    const fresh = createDb(PERSIST, { storage: test.storage });
    expect(fresh.tables).toEqual(createSeed());
    expect(test.keys()).toEqual([]);
  });
});

describe('stand-in persistence: over the wire', () => {
  const test = createTestStorage();
  useServer(PERSIST, { storage: test.storage });

  it('keeps a param saved through submit, and drops a removed one, across a reload', async () => {
    const token = await login('admin', 'admin');
    const submit = await call(`${MGMT}/param/submit`, {
      token,
      body: { paramName: '持久化', paramKey: 'persist.key', paramValue: '1' },
    });
    expect(submit.status).toBe(200);
    const [target] = (await call<PageData<Param>>(`${MGMT}/param/list`, { token })).body.data.records;
    expect((await call(`${MGMT}/param/remove?ids=${target.id}`, { token, method: 'POST' })).status).toBe(200);
    const reloaded = createDb(PERSIST, { storage: test.storage });
    expect(reloaded.tables.params.find((row) => row.paramKey === 'persist.key')?.paramValue).toBe('1');
    expect(reloaded.tables.params.some((row) => row.id === target.id)).toBe(false);
    // The session survives too: its token is in the journal.
    expect(reloaded.tables.tokens.some((row) => row.token === token)).toBe(true);
  });

  it('keeps the newest 30 uploads in the journal and drops the rest', async () => {
    const token = await login('admin', 'admin');
    const upload = (name: string) => {
      const boundary = 'standin-persist';
      // The pictures' put-file takes pictures only: a PNG's signature, then the name as its content.
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
      const picture = [137, 80, 78, 71, 13, 10, 26, 10, ...new TextEncoder().encode(name)];
      const tail = `\r\n--${boundary}--\r\n`;
      const encode = (text: string) => [...new TextEncoder().encode(text)];
      const body = new Uint8Array([...encode(head), ...picture, ...encode(tail)]);
      return fetch(`${ORIGIN}/api/zhiyuan-resource/oss/endpoint/put-file`, {
        method: 'POST',
        headers: {
          Authorization: BASIC,
          'Blade-Auth': `bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      });
    };
    for (let index = 0; index < 32; index += 1) expect((await upload(`${index}.png`)).status).toBe(200);
    expect(test.keys().filter((key) => key.includes(':files:'))).toHaveLength(30);
    const reloaded = createDb(PERSIST, { storage: test.storage });
    expect(reloaded.tables.files.map((row) => row.originalName)).toEqual(
      Array.from({ length: 30 }, (_unused, index) => `${index + 2}.png`),
    );
  });
});

describe('stand-in persistence: storage full or disabled', () => {
  const test = createTestStorage();
  const lost = vi.fn();
  const standin = useServer(PERSIST, { storage: test.storage, onPersistenceLost: lost });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => {
    test.failWith(null);
    warn.mockClear();
    lost.mockClear();
  });

  it('keeps working in memory when setItem throws QuotaExceededError, and says so once', async () => {
    test.failWith(quotaExceeded());
    const token = await login('admin', 'admin');
    for (const key of ['full.one', 'full.two']) {
      const answer = await call(`${MGMT}/param/submit`, {
        token,
        body: { paramName: 'n', paramKey: key, paramValue: 'v' },
      });
      expect(answer.status).toBe(200);
    }
    const keys = (await call<PageData<Param>>(`${MGMT}/param/list?size=50`, { token })).body.data.records.map(
      (row) => row.paramKey,
    );
    expect(keys).toEqual(expect.arrayContaining(['full.one', 'full.two']));
    expect(standin.db.persisting).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('[standin]');
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('says so once at start when there is no storage at all', () => {
    const onLost = vi.fn();
    const db = createDb(PERSIST, { storage: null, onPersistenceLost: onLost });
    db.update('params', { ...db.tables.params[0], paramValue: 'in memory' });
    db.insert('captchas', { key: 'k', code: 'c', expiresAt: Date.now() + 1000 });
    expect(db.tables.params[0].paramValue).toBe('in memory');
    expect(db.persisting).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(onLost).toHaveBeenCalledTimes(1);
  });
});
