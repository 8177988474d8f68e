import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAuthStorage, type UserInfo } from '../../src/providers/auth-storage';
import { SHARED_LOCK_KEY } from '../../src/providers/storage-keys';
import { createLockStore } from '../../src/shell/lock/lock-store';
import { LockedOnly, RequireAuth } from '../../src/shell/route-guards';
import { memoryStorage } from '../support/memory-storage';

const storage = createAuthStorage();

function Page() {
  const { pathname, search } = useLocation();
  return <p>page {pathname + search}</p>;
}

function renderConsole(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>login screen</p>} />
        <Route
          path="/lock"
          element={
            <LockedOnly storage={storage}>
              <p>lock screen</p>
            </LockedOnly>
          }
        />
        <Route
          path="*"
          element={
            <RequireAuth storage={storage} onEmptyToken={vi.fn()}>
              <Page />
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** A tab's own session storage (tabs share local storage, not session storage). */
const tabSession = memoryStorage;
/** Another tab of the same login; what it writes reaches this tab as a storage event. */
const otherTab = () => {
  const other = createAuthStorage(localStorage, tabSession());
  return { storage: other, locks: createLockStore(other) };
};
const storageEvent = (key: string | null) =>
  act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storage.setToken({ accessToken: 'token', refreshToken: 'refresh', expiresIn: 3600, datetime: Date.now() });
  storage.setUser({ tenantId: '000000', userId: '1', account: 'admin' } as UserInfo);
  // What a login does: names the login, so that a lock left by an earlier one never matches.
  storage.startLogin();
});

describe('the route guard and a lock from another tab', () => {
  it('sends an open page to /lock when another tab locks, and back to it when another tab unlocks', async () => {
    renderConsole('/system/param?current=2');
    expect(await screen.findByText('page /system/param?current=2')).toBeTruthy();
    const other = otherTab();
    other.locks.lock('s3cret', '/wel/index');
    await storageEvent(SHARED_LOCK_KEY);
    expect(await screen.findByText('lock screen')).toBeTruthy();
    // This tab keeps its own copy of the lock (a hash, no password) with its own page.
    expect(JSON.parse(sessionStorage.getItem('saber-lock') ?? '{}')).toMatchObject({
      returnTo: '/system/param?current=2',
    });
    expect(sessionStorage.getItem('saber-lock')).not.toContain('s3cret');
    expect(other.locks.unlock('s3cret')).toBe(true);
    await storageEvent(SHARED_LOCK_KEY);
    expect(await screen.findByText('page /system/param?current=2')).toBeTruthy();
    expect(sessionStorage.getItem('saber-lock')).toBeNull();
  });

  it('locks a tab opened while the login is locked; it returns to the page it was opened at', async () => {
    const other = otherTab();
    other.locks.lock('s3cret');
    renderConsole('/system/tenantpackage');
    expect(await screen.findByText('lock screen')).toBeTruthy();
    // Unlocked in this very tab: no storage event here, the store tells the guard itself.
    act(() => void createLockStore(storage).unlock('s3cret'));
    expect(await screen.findByText('page /system/tenantpackage')).toBeTruthy();
  });

  it('goes home from /lock when the page is unknown', async () => {
    otherTab().locks.lock('s3cret');
    renderConsole('/lock');
    expect(await screen.findByText('lock screen')).toBeTruthy();
    act(() => void createLockStore(storage).unlock('s3cret'));
    expect(await screen.findByText('page /')).toBeTruthy();
  });

  it('ignores the lock of another login', async () => {
    localStorage.setItem(SHARED_LOCK_KEY, JSON.stringify({ owner: '000000/1/an-earlier-login', salt: 's', hash: 'h' }));
    renderConsole('/system/param');
    await storageEvent(SHARED_LOCK_KEY);
    expect(await screen.findByText('page /system/param')).toBeTruthy();
    expect(screen.queryByText('lock screen')).toBeNull();
  });

  it('leaves a locked screen for /login when another tab logs out', async () => {
    otherTab().locks.lock('s3cret');
    renderConsole('/system/param');
    expect(await screen.findByText('lock screen')).toBeTruthy();
    otherTab().storage.clear();
    await storageEvent(null);
    expect(await screen.findByText('login screen')).toBeTruthy();
  });
});
