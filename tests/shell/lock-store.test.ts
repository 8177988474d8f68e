import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthStorage, type UserInfo } from '../../src/providers/auth-storage';
import { LOCK_KEY, SHARED_LOCK_KEY } from '../../src/providers/storage-keys';
import { createLockStore } from '../../src/shell/lock/lock-store';
import { createTabLock, safeReturnPath } from '../../src/shell/lock/tab-lock';
import { memoryStorage } from '../support/memory-storage';

/** A tab's own session storage (tabs share local storage, not session storage). */
const tabSession = memoryStorage;

const user = (userId: string, tenantId = '000000') => ({ tenantId, userId, account: userId }) as UserInfo;

/** A browser tab of the console: the shared local storage, its own session storage. */
const openTab = () => {
  const session = tabSession();
  const storage = createAuthStorage(localStorage, session);
  return { session, storage, locks: createLockStore(storage), tabLock: createTabLock(storage) };
};

beforeEach(() => {
  localStorage.clear();
  createAuthStorage().setUser(user('admin'));
});

describe('the lock, across the tabs of one login', () => {
  it('keeps only a salted hash, in the tab and shared, and never the password', () => {
    const a = openTab();
    a.locks.lock('s3cret', '/system/param?current=2');
    const tabCopy = a.session.getItem(LOCK_KEY) ?? '';
    const shared = localStorage.getItem(SHARED_LOCK_KEY) ?? '';
    expect(tabCopy).not.toContain('s3cret');
    expect(shared).not.toContain('s3cret');
    expect(JSON.parse(tabCopy)).toMatchObject({
      salt: expect.any(String),
      hash: expect.any(String),
      returnTo: '/system/param?current=2',
    });
    // The page a tab returns to is its own business.
    expect(JSON.parse(shared)).not.toHaveProperty('returnTo');
  });

  it('locks every open tab and any tab opened later', () => {
    const a = openTab();
    const b = openTab();
    a.locks.lock('s3cret');
    expect(b.storage.isLocked()).toBe(true);
    expect(openTab().storage.isLocked()).toBe(true);
  });

  it('unlocks every tab from any tab, with the same password only', () => {
    const a = openTab();
    const b = openTab();
    a.locks.lock('s3cret');
    expect(b.locks.unlock('wrong')).toBe(false);
    expect(a.storage.isLocked()).toBe(true);
    expect(b.locks.unlock('s3cret')).toBe(true);
    expect(a.storage.isLocked()).toBe(false);
    expect(b.storage.isLocked()).toBe(false);
    expect(a.locks.unlock('s3cret')).toBe(false);
  });

  it('salts every lock differently', () => {
    const a = openTab();
    a.locks.lock('same');
    const first = localStorage.getItem(SHARED_LOCK_KEY);
    a.locks.lock('same');
    expect(localStorage.getItem(SHARED_LOCK_KEY)).not.toBe(first);
  });

  it('is cleared for every tab by a login and by a logout', () => {
    const a = openTab();
    const b = openTab();
    a.locks.lock('s3cret');
    // What a login does: a new login id, no lock.
    b.storage.startLogin();
    expect(a.storage.isLocked()).toBe(false);
    a.locks.lock('s3cret');
    b.storage.clear();
    expect(a.storage.isLocked()).toBe(false);
    expect(localStorage.getItem(SHARED_LOCK_KEY)).toBeNull();
  });

  it('belongs to one login: a lock left by an earlier login or another user does not lock', () => {
    const a = openTab();
    a.locks.lock('s3cret');
    const earlier = localStorage.getItem(SHARED_LOCK_KEY) ?? '';
    // A new login (login clears the lock) finds the earlier login's lock written back.
    a.storage.clearLock();
    openTab().locks.lock('other');
    localStorage.setItem(SHARED_LOCK_KEY, earlier);
    expect(openTab().storage.isLocked()).toBe(false);
    // The same login, but another user's account now stored: not their lock.
    const b = openTab();
    b.locks.lock('s3cret');
    b.storage.setUser(user('operator'));
    expect(openTab().storage.isLocked()).toBe(false);
    b.storage.setUser(user('admin', '100001'));
    expect(openTab().storage.isLocked()).toBe(false);
    b.storage.setUser(user('admin'));
    expect(openTab().storage.isLocked()).toBe(true);
  });
});

describe('the page a tab returns to', () => {
  it('is the one it showed when the lock came, kept per tab', () => {
    const a = openTab();
    const b = openTab();
    a.locks.lock('s3cret', '/system/param?current=2');
    b.tabLock.follow('/system/tenantpackage');
    // Later visits while locked do not replace it.
    b.tabLock.follow('/info/index');
    expect(a.tabLock.returnPath()).toBe('/system/param?current=2');
    expect(b.tabLock.returnPath()).toBe('/system/tenantpackage');
    b.tabLock.forget();
    expect(b.tabLock.returnPath()).toBe('/');
  });

  it('starts over with a new lock', () => {
    const a = openTab();
    const b = openTab();
    a.locks.lock('s3cret', '/system/param');
    b.tabLock.follow('/system/tenantpackage');
    b.locks.unlock('s3cret');
    a.locks.lock('again', '/wel/dashboard');
    b.tabLock.follow('/info/index');
    expect(b.tabLock.returnPath()).toBe('/info/index');
    expect(a.tabLock.returnPath()).toBe('/wel/dashboard');
  });

  it('is a console page or home, never the lock or login screen or another site', () => {
    expect(safeReturnPath('/system/param?current=2&size=10')).toBe('/system/param?current=2&size=10');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath('/lock')).toBe('/');
    expect(safeReturnPath('/lock?x=1')).toBe('/');
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/login/')).toBe('/');
    expect(safeReturnPath('/locker')).toBe('/locker');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example/x')).toBe('/');
    expect(safeReturnPath('javascript:alert(1)')).toBe('/');
  });
});
