import { afterEach, describe, expect, it } from 'vitest';
import { createDb, JOURNAL_KEY } from '../../mocks/db';
import type { ParamRow } from '../../mocks/types';
import { MGMT, call, login, useServer, type PageData } from './standin-client';

// Every save keeps BladeX's BaseEntity columns current (who and when), which the console's edit
// dialogs compare before they save; and the tabs of one browser share one stand-in.

type Param = ParamRow & { createUser?: string; updateUser?: string };

async function firstParam(token: string): Promise<Param> {
  const { body } = await call<PageData<Param>>(`${MGMT}/param/list?current=1&size=1`, { token });
  return body.data.records[0];
}

const detail = async (token: string, id: string) =>
  (await call<Param>(`${MGMT}/param/detail?id=${id}`, { token })).body.data;

describe('stand-in: a save stamps who and when', () => {
  const standin = useServer();
  const userIdOf = (account: string, tenantId = '000000') =>
    standin.db.tables.users.find((user) => user.account === account && user.tenantId === tenantId)!.id;

  it('moves updateTime and updateUser on an edit, keeping the creator', async () => {
    const admin = await login('admin', 'admin');
    const before = await firstParam(admin);
    expect(before.updateTime).not.toBe('');
    const operator = await login('operator', 'operator');
    const saved = await call(`${MGMT}/param/submit`, { token: operator, body: { ...before, remark: 'changed' } });
    expect(saved.status).toBe(200);
    const after = await detail(admin, before.id);
    expect(after.remark).toBe('changed');
    expect(after.updateUser).toBe(userIdOf('operator'));
    expect(after.updateTime).not.toBe(before.updateTime);
    expect(after.updateTime >= before.updateTime).toBe(true);
    expect(after.createTime).toBe(before.createTime);
  });

  it('sets the creator and the last editor on an insert, ignoring what the body claims', async () => {
    const admin = await login('admin', 'admin');
    await call(`${MGMT}/param/submit`, {
      token: admin,
      body: {
        paramName: '新参数',
        paramKey: 'stamp.new',
        paramValue: '1',
        updateUser: '1',
        createTime: '2000-01-01 00:00:00',
      },
    });
    const { body } = await call<PageData<Param>>(`${MGMT}/param/list?paramKey=stamp.new`, { token: admin });
    const row = body.data.records[0];
    expect(row.createUser).toBe(userIdOf('admin'));
    expect(row.updateUser).toBe(userIdOf('admin'));
    expect(row.createTime).toBe(row.updateTime);
    expect(row.createTime.startsWith('2000')).toBe(false);
  });
});

describe('stand-in: the tabs of one browser share one state', () => {
  afterEach(() => localStorage.clear());

  /** What a browser does for every other tab when one writes to local storage. */
  const tellOtherTabs = (key: string, oldValue: string | null) =>
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue, newValue: localStorage.getItem(key), storageArea: localStorage }),
    );

  /** Runs `write` in tab `db` and delivers its storage events to the others, as a browser does. */
  function inTab(write: () => void) {
    const before = new Map(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));
    write();
    const keys = new Set([...before.keys(), ...Object.keys(localStorage)]);
    for (const key of keys)
      if (before.get(key) !== localStorage.getItem(key)) tellOtherTabs(key, before.get(key) ?? null);
  }

  it("shows tab A's update, insert and delete in tab B without a reload", () => {
    const tabA = createDb({ persist: 'local-storage', seedDay: '2026-03-01' });
    const tabB = createDb({ persist: 'local-storage', seedDay: '2026-03-01' });
    const row = tabA.tables.params[0];
    inTab(() => tabA.update('params', { ...row, paramValue: 'from A' }));
    expect(tabB.tables.params.find((each) => each.id === row.id)?.paramValue).toBe('from A');

    const id = tabA.nextId();
    inTab(() => tabA.insert('params', { ...row, id, paramKey: 'tab.a' }));
    expect(tabB.tables.params.find((each) => each.id === id)?.paramKey).toBe('tab.a');
    // B's next id lies past A's: an insert in B never reuses the id A gave out.
    expect(BigInt(tabB.nextId())).toBeGreaterThan(BigInt(id));

    inTab(() => tabA.remove('params', (each) => each.id === id || each.id === row.id));
    expect(tabB.tables.params.some((each) => each.id === id || each.id === row.id)).toBe(false);

    // B writes back: A follows it the same way.
    const other = tabB.tables.params[1];
    inTab(() => tabB.update('params', { ...other, remark: 'from B' }));
    expect(tabA.tables.params.find((each) => each.id === other.id)?.remark).toBe('from B');
  });

  it('goes back to the seed when another tab resets the stand-in', () => {
    const tabA = createDb({ persist: 'local-storage', seedDay: '2026-03-01' });
    const tabB = createDb({ persist: 'local-storage', seedDay: '2026-03-01' });
    const row = tabA.tables.params[0];
    inTab(() => tabA.update('params', { ...row, paramValue: 'from A' }));
    expect(tabB.tables.params.find((each) => each.id === row.id)?.paramValue).toBe('from A');
    inTab(() => tabA.reset());
    expect(localStorage.getItem(JOURNAL_KEY)).toBeNull();
    expect(tabB.tables.params.find((each) => each.id === row.id)?.paramValue).toBe(row.paramValue);
  });
});
