import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../mocks/db';
import type { StandinDb } from '../../mocks/standin-db';
import { createLogSource } from '../../mocks/handlers/log-source';
import { isRecordedTime } from '../../mocks/seed-clock';
import type { StandinTables } from '../../mocks/types';
import { createTestStorage } from './test-storage';

// Seeded data reads as real: nothing it records lies after the moment it is read (an order of
// 11:16 is not listed at 00:48), whatever the hour the stand-in starts; what a row plans (a booked
// consultation, a follow-up, a leave's days) may lie ahead. The exam year is the clock's.

const at = (dayAndTime: string) => vi.setSystemTime(new Date(dayAndTime));
const nowText = (dayAndTime: string) => dayAndTime.replace('T', ' ');

/** Every recorded `yyyy-MM-dd HH:mm:ss` of the store after `now`, as `table.field = value`. */
function futureTimes(db: StandinDb, now: string): string[] {
  const found: string[] = [];
  for (const [table, rows] of Object.entries(db.tables) as unknown as [
    keyof StandinTables,
    Record<string, unknown>[],
  ][])
    for (const row of rows)
      for (const [field, value] of Object.entries(row))
        if (isRecordedTime(table, row, field, now.slice(0, 10)) && (value as string) > now)
          found.push(`${table}.${field} = ${String(value)}`);
  return found;
}

const today = (db: StandinDb, day: string) => ({
  orders: db.tables.otoOrders.filter((row) => row.createTime.startsWith(day)).length,
  customers: db.tables.otoCustomers.filter((row) => row.createTime.startsWith(day)).length,
  signUps: db.tables.otoH5Registrations.filter((row) => row.createTime.startsWith(day)).length,
});

describe('stand-in: the seed is never ahead of the clock', () => {
  afterEach(() => vi.useRealTimers());

  it('just after midnight, holds nothing recorded after now: today is still empty', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-02T00:05:00');
    const db = createDb();
    expect(futureTimes(db, '2026-03-02 00:05:00')).toEqual([]);
    expect(today(db, '2026-03-02')).toEqual({ orders: 0, customers: 0, signUps: 0 });
    // The logs too (built on first read, ending at the moment they are read).
    const logs = createLogSource(db, 'zhiyuan');
    for (const kind of ['usual', 'api', 'error'] as const)
      expect(logs.rows(kind, '000000').filter((row) => row.createTime > '2026-03-02 00:05:00')).toEqual([]);
    // What is planned may be ahead: booked consultations and follow-ups.
    expect(db.tables.otoConsults.some((row) => row.status === '0' && row.consultTime > '2026-03-02 00:05:00')).toBe(
      true,
    );
  });

  it('at any hour of the day, and the morning\u2019s business is there by noon', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const moment of ['2026-03-02T07:30:00', '2026-03-02T09:10:00', '2026-03-02T12:30:00', '2026-03-02T23:50:00']) {
      at(moment);
      expect(futureTimes(createDb(), nowText(moment)), moment).toEqual([]);
    }
    at('2026-03-02T12:30:00');
    const noon = today(createDb(), '2026-03-02');
    expect(noon.orders).toBeGreaterThanOrEqual(4 * 4); // each of the four tenants has at least four
    expect(noon.customers).toBeGreaterThan(0);
    expect(noon.signUps).toBeGreaterThan(0);
  });

  it('keeps a journal\u2019s seed: a store started this morning replays onto the same rows in the afternoon', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { storage } = createTestStorage();
    at('2026-03-02T09:10:00');
    const morning = createDb({ persist: 'local-storage' }, { storage });
    const tip = morning.tables.otoTips[0];
    morning.update('otoTips', { ...tip, title: '上午改的' });
    at('2026-03-02T16:00:00');
    const afternoon = createDb({ persist: 'local-storage' }, { storage });
    expect(afternoon.tables.otoTips.find((row) => row.id === tip.id)?.title).toBe('上午改的');
    expect(afternoon.tables.otoOrders.map((row) => row.createTime)).toEqual(
      morning.tables.otoOrders.map((row) => row.createTime),
    );
    // A fresh store (reset) is built for the new moment, with the afternoon's orders.
    afternoon.reset();
    expect(today(afternoon, '2026-03-02').orders).toBeGreaterThanOrEqual(today(morning, '2026-03-02').orders);
    expect(futureTimes(afternoon, '2026-03-02 16:00:00')).toEqual([]);
  });

  it('makes the exam year the clock\u2019s, with its deadline', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2027-01-15T10:00:00');
    const params = createDb().tables.params.filter((row) => row.tenantId === '000000');
    const value = (key: string) => params.find((row) => row.paramKey === key)?.paramValue;
    expect(value('exam.year')).toBe('2027');
    expect(value('exam.apply.deadline')).toBe('2027-07-05');
  });
});
