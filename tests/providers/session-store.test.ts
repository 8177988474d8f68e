import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../../src/providers/session-store';

// A reload paints the cached menu and revalidates it from the server: an answer equal to the
// cache changes nothing and re-renders nothing (it arrives while the first page draws).

const menu = (name: string) => [{ id: '1', parentId: '0', name, path: '/system', code: 'system', children: [] }];

afterEach(() => localStorage.clear());

describe('the session store revalidating its cached menu', () => {
  it('tells nobody when the server answers what the cache holds, and tells them when it differs', () => {
    const first = createSessionStore();
    first.setMenus(menu('系统管理') as never);
    first.setPermissions({ param_add: true });
    // The reload: a new store from the cache.
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setMenus(menu('系统管理') as never);
    store.setPermissions({ param_add: true });
    store.setSiderMenus(null);
    expect(listener).not.toHaveBeenCalled();
    expect(store.isFresh()).toBe(true);
    store.setMenus(menu('系统') as never);
    store.setPermissions({});
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get().menus?.[0].name).toBe('系统');
    expect(JSON.parse(localStorage.getItem('saber-menu')!)[0].name).toBe('系统');
    expect(store.get().permissions).toEqual({});
  });
});
