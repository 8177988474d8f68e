import { describe, expect, it } from 'vitest';
import { entities } from '../../mocks/entities';
import en from '../../src/locales/en';
import { MGMT, buttonCodes, call, login, useServer } from './standin-client';

// What the entity list (mocks/entities) promises for every module: its table is seeded and keyed,
// its screen stands under its parent with its buttons, the platform administrator holds them (so
// its writes can be granted), and the console has an English name for the screen.

type ButtonNode = { code: string; category: number; children: ButtonNode[] };

describe('stand-in: the entity modules', () => {
  const standin = useServer();

  it('seed their tables (a late one once it has loaded), each row keyed once by the module’s key', async () => {
    for (const entity of entities) {
      await entity.ready(standin.db);
      const rows: readonly object[] = standin.db.tables[entity.table];
      const keys = rows.map((row) => (row as Record<string, unknown>)[entity.key]);
      expect([entity.table, rows.length > 0, keys.every((key) => typeof key === 'string')]).toEqual([
        entity.table,
        true,
        true,
      ]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('number their seed rows apart from every other seed row, wherever they stand in the list', () => {
    const tables = standin.db.tables as unknown as Record<string, readonly Record<string, unknown>[]>;
    const owners = new Map<string, string>();
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows) if (typeof row.id === 'string' && !owners.has(row.id)) owners.set(row.id, table);
    }
    for (const entity of entities.filter((each) => typeof each.ids === 'bigint')) {
      const ids = tables[entity.table].map((row) => String(row.id));
      expect(ids.filter((id) => owners.get(id) !== entity.table)).toEqual([]);
    }
    const ranges = entities.flatMap((entity) => (typeof entity.ids === 'bigint' ? [entity.ids] : []));
    expect(new Set(ranges).size).toBe(ranges.length);
  });

  it('put their screen under its parent with its buttons, all held by the administrator', async () => {
    const { menus } = standin.db.tables;
    const held = buttonCodes(
      (await call<ButtonNode[]>(`${MGMT}/menu/buttons`, { token: await login('admin', 'admin') })).body.data,
    );
    for (const entity of entities) {
      const [screen, ...buttons] = entity.menu;
      const row = menus.find((menu) => menu.code === entity.code);
      const parent = menus.find((menu) => menu.id === row?.parentId);
      expect([row?.path, row?.category, parent?.code]).toEqual([screen.path, 1, screen.parent]);
      const below = menus.filter((menu) => menu.parentId === row?.id).map((menu) => menu.code);
      expect(below).toEqual(buttons.map((button) => button.code));
      expect(held).toEqual(expect.arrayContaining(below));
    }
  });

  it('have an English menu label for their screen (the sider names server menus by code)', () => {
    const labels: Record<string, string> = en.menu;
    expect(entities.filter((entity) => !labels[entity.code]).map((entity) => entity.code)).toEqual([]);
  });
});
