import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../mocks/db';
import { JOURNAL_KEY, entryKey } from '../../mocks/journal-format';
import { createTestStorage } from './test-storage';

// The business seed's dates move with the seed day, but a browser's journal must not be thrown
// away each midnight: it remembers the day its seed was built for and replays onto that seed.

const at = (dayAndTime: string) => vi.setSystemTime(new Date(dayAndTime));
const consultDays = (db: ReturnType<typeof createDb>) =>
  db.tables.otoConsults.map((row) => row.consultTime.slice(0, 10));

describe('stand-in: the seed day and the journal', () => {
  afterEach(() => vi.useRealTimers());

  it('replays a journal written yesterday onto yesterday\u2019s seed; reset starts over on today\u2019s', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { storage } = createTestStorage();
    at('2025-06-14T21:00:00');
    const yesterday = createDb({ persist: 'local-storage' }, { storage });
    expect(consultDays(yesterday)).toContain('2025-06-14');
    const tip = yesterday.tables.otoTips[0];
    yesterday.update('otoTips', { ...tip, title: '改过的提示' });
    expect(JSON.parse(storage.getItem(JOURNAL_KEY) ?? '{}')).toMatchObject({ seedDay: '2025-06-14' });

    at('2025-06-15T08:00:00');
    const today = createDb({ persist: 'local-storage' }, { storage });
    // The change survived the night, over the seed it was made on.
    expect(today.tables.otoTips.find((row) => row.id === tip.id)?.title).toBe('改过的提示');
    expect(consultDays(today)).toEqual(consultDays(yesterday));

    today.reset();
    expect(today.tables.otoTips.find((row) => row.id === tip.id)?.title).toBe(tip.title);
    expect(consultDays(today)).not.toEqual(consultDays(yesterday));
    expect(consultDays(today)).toEqual(consultDays(createDb({ seedDay: '2025-06-15' })));
    // From now on the journal belongs to today's seed.
    today.update('otoTips', { ...tip, title: '今天改的' });
    expect(JSON.parse(storage.getItem(JOURNAL_KEY) ?? '{}')).toMatchObject({ seedDay: '2025-06-15' });
    at('2025-06-16T08:00:00');
    expect(
      createDb({ persist: 'local-storage' }, { storage }).tables.otoTips.find((row) => row.id === tip.id)?.title,
    ).toBe('今天改的');
  });

  it('goes back to the same seed on every reset, whatever was changed, added, removed or edited in place', () => {
    const db = createDb({ seedDay: '2025-06-15' });
    const seed = structuredClone(db.tables);
    const highest = db.tables.otoOrders.map((row) => row.id).reduce((a, b) => (BigInt(b) > BigInt(a) ? b : a));
    for (let round = 0; round < 2; round++) {
      const [first, second] = db.tables.otoTips;
      db.update('otoTips', { ...first, title: '改过的提示' });
      db.remove('otoTips', (row) => row.id === second.id);
      db.insert('otoTips', { ...first, id: db.nextId(), title: '新的提示' });
      // A handler that edits a row it read before saving it must not reach the next reset.
      Object.assign(db.tables.otoOrders[0], { remark: '就地改过' });
      db.reset();
      expect(db.tables).toEqual(seed);
      expect(BigInt(db.nextId())).toBeGreaterThan(BigInt(highest));
    }
  });

  it('builds a fresh store on today\u2019s seed, and on the pinned day when one is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2025-03-02T10:00:00');
    expect(consultDays(createDb())).toContain('2025-03-02');
    expect(consultDays(createDb({ seedDay: '2024-11-20' }))).toContain('2024-11-20');
    // A pinned day wins over a journal of another day, whose changes then do not apply.
    const { storage } = createTestStorage();
    const before = createDb({ persist: 'local-storage' }, { storage });
    const tip = before.tables.otoTips[0];
    before.update('otoTips', { ...tip, title: 'x' });
    const pinned = createDb({ persist: 'local-storage', seedDay: '2024-11-20' }, { storage });
    expect(pinned.tables.otoTips[0].title).toBe(tip.title);
  });

  it('starts over on today\u2019s seed when the stored journal belongs to another seed (changed code)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2025-06-15T08:00:00');
    const { storage } = createTestStorage();
    storage.setItem(JOURNAL_KEY, JSON.stringify({ fingerprint: 'an older seed', lastId: '1', seedDay: '2025-05-01' }));
    storage.setItem(entryKey('otoTips', 'x'), JSON.stringify({ n: 1, row: { id: 'x' } }));
    const db = createDb({ persist: 'local-storage' }, { storage });
    expect(consultDays(db)).toEqual(consultDays(createDb({ seedDay: '2025-06-15' })));
    expect(db.tables.otoTips.some((row) => row.id === 'x')).toBe(false);
    db.update('otoTips', { ...db.tables.otoTips[0], title: 'y' });
    expect(JSON.parse(storage.getItem(JOURNAL_KEY) ?? '{}')).toMatchObject({ seedDay: '2025-06-15' });
  });
});
