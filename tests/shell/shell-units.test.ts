import type { TFunction } from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { iframeSource } from '../../src/pages/iframe/iframe-page';
import { firstRegistrationProblem } from '../../src/pages/login/guest-register-dialog';
import { isExternalMenu, menuTarget, type MenuItem } from '../../src/providers/menu-types';
import { createAuthStorage } from '../../src/providers/auth-storage';
import { lockStore } from '../../src/shell/lock/lock-store';
import { matchMenus } from '../../src/shell/menu-search/menu-matches';
import { createTabsStore } from '../../src/shell/tabs/tabs-store';
import { themeNames, themeVariables } from '../../src/shell/theme/themes';
import { screenBand } from '../../src/shell/use-screen-band';

beforeEach(() => sessionStorage.clear());

describe('tabs store', () => {
  it('keeps home first, opens each path once, and survives a new instance (reload)', () => {
    const tabs = createTabsStore('/wel/index');
    tabs.open('/a');
    tabs.open('/b');
    tabs.open('/a');
    expect(tabs.get()).toEqual(['/wel/index', '/a', '/b']);
    expect(createTabsStore('/wel/index').get()).toEqual(['/wel/index', '/a', '/b']);
  });

  it('closing the active tab goes to its left neighbour; home cannot be closed', () => {
    const tabs = createTabsStore('/wel/index');
    ['/a', '/b', '/c'].forEach((p) => tabs.open(p));
    expect(tabs.close('/b', '/b')).toBe('/a');
    expect(tabs.close('/c', '/a')).toBe('/a');
    expect(tabs.isClosable('/wel/index')).toBe(false);
    tabs.closeOthers('/a');
    expect(tabs.get()).toEqual(['/wel/index', '/a']);
    expect(tabs.closeAll()).toBe('/wel/index');
    expect(tabs.get()).toEqual(['/wel/index']);
  });
});

describe('menu search', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const tree: MenuItem[] = [
    {
      id: '1',
      parentId: '0',
      code: 'system',
      name: 'System',
      path: '/system',
      children: [
        { id: '2', parentId: '1', code: 'param', name: 'Parameters', path: '/system/param' },
        { id: '3', parentId: '1', code: 'pkg', name: 'Packages', path: '/system/pkg' },
      ],
    },
    {
      id: '4',
      parentId: '0',
      code: 'help',
      name: 'Help',
      path: '/help',
      children: [{ id: '5', parentId: '4', code: 'guide', name: 'Guide', path: '/embedded/guide.html' }],
    },
  ];
  it('matches leaf names by prefix, case-insensitively; groups never match', () => {
    expect(matchMenus(tree, 'PA', t, 'zh').map((m) => m.label)).toEqual(['Parameters', 'Packages']);
    expect(matchMenus(tree, 'par', t, 'zh').map((m) => m.trail)).toEqual(['System']);
    expect(matchMenus(tree, 'sys', t, 'zh')).toEqual([]);
    expect(matchMenus(tree, 'meters', t, 'zh')).toEqual([]);
    expect(matchMenus(tree, '', t, 'zh')).toHaveLength(3);
  });
  it('sends an external page to the iframe route', () => {
    expect(isExternalMenu({ path: '/embedded/guide.html' })).toBe(true);
    expect(isExternalMenu({ path: 'https://example.org/x' })).toBe(true);
    expect(menuTarget({ path: '/embedded/guide.html', code: 'guide' })).toBe('/myiframe/guide');
    expect(menuTarget({ path: '/system/param', code: 'param' })).toBe('/system/param');
  });
});

describe('lock store', () => {
  it('keeps a salted hash, never the password, and unlocks only with it', () => {
    lockStore.lock('s3cret');
    const stored = sessionStorage.getItem('saber-lock') ?? '';
    expect(stored).not.toContain('s3cret');
    expect(JSON.parse(stored)).toMatchObject({ salt: expect.any(String), hash: expect.any(String) });
    expect(lockStore.unlock('nope')).toBe(false);
    expect(createAuthStorage().isLocked()).toBe(true);
    expect(lockStore.unlock('s3cret')).toBe(true);
    expect(createAuthStorage().isLocked()).toBe(false);
  });
  it('salts every lock differently', () => {
    lockStore.lock('same');
    const first = sessionStorage.getItem('saber-lock');
    lockStore.lock('same');
    expect(sessionStorage.getItem('saber-lock')).not.toBe(first);
  });
});

describe('themes, screen bands, iframe, registration order', () => {
  it('has the 11 themes, each with its frame colours', () => {
    expect(themeNames).toEqual([
      'default',
      'white',
      'dark',
      'star',
      'smart',
      'iview',
      'vip',
      'cool',
      'd2',
      'hey',
      'lte',
    ]);
    expect(themeVariables('hey', '#123456')['--header-bg']).toBe('#123456');
    expect(themeVariables('white', '#123456')['--sider-bg']).toBe('#ffffff');
  });
  it('bands the screen as spec §9 says', () => {
    expect([1300, 1200, 1000, 992, 800, 768, 500].map(screenBand)).toEqual([3, 3, 2, 2, 1, 1, 0]);
  });
  it('passes the token only to a listed host', () => {
    expect(iframeSource('https://bi.example.org/x', 'tok', ['bi.example.org'], 'http://localhost')).toBe(
      'https://bi.example.org/x?token=tok',
    );
    expect(iframeSource('https://other.org/x', 'tok', ['bi.example.org'], 'http://localhost')).toBe(
      'https://other.org/x',
    );
    expect(iframeSource('/embedded/guide.html', 'tok', [], 'http://localhost')).toBe(
      'http://localhost/embedded/guide.html',
    );
  });
  it('checks guest registration in the spec order', () => {
    expect(firstRegistrationProblem({})?.key).toBe('register.tenantRequired');
    expect(firstRegistrationProblem({ tenantId: '000000' })?.key).toBe('register.accountRequired');
    expect(firstRegistrationProblem({ tenantId: '000000', account: 'a' })?.key).toBe('register.passwordRequired');
    expect(firstRegistrationProblem({ tenantId: '000000', account: 'a', password: 'x' })?.key).toBe(
      'register.passwordRequired',
    );
    expect(firstRegistrationProblem({ tenantId: '000000', account: 'a', password: 'x', password2: 'y' })?.key).toBe(
      'register.mismatch',
    );
    expect(firstRegistrationProblem({ tenantId: '000000', account: 'a', password: 'x', password2: 'x' })).toBeNull();
  });
});
