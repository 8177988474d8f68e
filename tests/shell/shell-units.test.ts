import type { TFunction } from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { iframeSource } from '../../src/pages/iframe/iframe-page';
import { firstRegistrationProblem } from '../../src/pages/login/guest-register-dialog';
import { isExternalMenu, menuTarget, type MenuItem } from '../../src/providers/menu-types';
import { createAuthStorage } from '../../src/providers/auth-storage';
import { lockStore } from '../../src/shell/lock/lock-store';
import { matchMenus } from '../../src/shell/menu-search/menu-matches';
import { createTabsStore } from '../../src/shell/tabs/tabs-store';
import { themeNames, themes, themeVariables, type ThemeName } from '../../src/shell/theme/themes';
import { screenBand } from '../../src/lib/use-screen-band';

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

/** Where a theme takes the colour picker's primary colour. */
const P = 'primary';
// Each theme's frame: sider, sider text, sider menu's antd theme, selected menu item, header,
// header text, tabs, logo.
const frames: Record<ThemeName, string[]> = {
  default: ['#20222a', 'rgba(255,255,255,.75)', 'dark', P, '#ffffff', '#303133', '#ffffff', '#20222a'],
  white: ['#ffffff', '#303133', 'light', P, '#ffffff', '#303133', '#f7f8fa', '#ffffff'],
  dark: ['#141414', 'rgba(255,255,255,.75)', 'dark', P, '#1f1f1f', 'rgba(255,255,255,.85)', '#141414', '#141414'],
  star: [
    'linear-gradient(180deg,#0b1634 0%,#1d2b64 60%,#2b1d52 100%)',
    'rgba(255,255,255,.8)',
    'dark',
    'rgba(255,255,255,.16)',
    '#101c3f',
    '#ffffff',
    '#eef1f8',
    '#0b1634',
  ],
  smart: [
    'linear-gradient(180deg,#0f5257 0%,#13806f 100%)',
    'rgba(255,255,255,.85)',
    'dark',
    'rgba(255,255,255,.18)',
    '#ffffff',
    '#0f5257',
    '#f0f7f6',
    '#0f5257',
  ],
  iview: ['#515a6e', 'rgba(255,255,255,.75)', 'dark', P, '#ffffff', '#515a6e', '#f5f7f9', '#515a6e'],
  vip: ['#1c1c1c', '#d9bf8c', 'dark', '#8a6d3b', '#262626', '#e6c98f', '#faf6ee', '#111111'],
  cool: [
    'linear-gradient(180deg,#3a3f9c 0%,#7b43a6 100%)',
    'rgba(255,255,255,.85)',
    'dark',
    'rgba(255,255,255,.2)',
    'linear-gradient(90deg,#3a3f9c,#7b43a6)',
    '#ffffff',
    '#f4f2fb',
    '#343990',
  ],
  d2: ['#ebf1f6', '#2f3542', 'light', P, '#ffffff', '#2f3542', '#ebf1f6', '#ebf1f6'],
  hey: ['#2f3447', 'rgba(255,255,255,.75)', 'dark', P, P, '#ffffff', '#f2f3f7', '#262a3a'],
  lte: ['#222d32', '#b8c7ce', 'dark', '#1e282c', P, '#ffffff', '#ecf0f5', '#33729a'],
};

describe('themes, screen bands, iframe, registration order', () => {
  it('has the 11 themes, each with its frame colours', () => {
    expect(themeNames).toEqual(Object.keys(frames));
    for (const name of themeNames) {
      const [sider, siderText, menu, menuActive, header, headerText, tabs, logo] = frames[name];
      // Two primary colours: a slot behind white text takes its fill shade, every other slot stays.
      for (const primary of [
        { fill: '#123456', text: '#234567' },
        { fill: '#abcdef', text: '#bcdef0' },
      ]) {
        const own = (value: string) => (value === P ? primary.fill : value);
        expect({ name, ...themeVariables(name, primary) }).toEqual({
          name,
          '--sider-bg': sider,
          '--sider-text': siderText,
          '--menu-active': own(menuActive),
          '--header-bg': own(header),
          '--header-text': headerText,
          '--tabs-bg': tabs,
          '--logo-bg': logo,
          '--primary': primary.text,
        });
      }
      expect({ name, menu: themes[name].menu, dark: !!themes[name].dark }).toEqual({
        name,
        menu,
        dark: name === 'dark',
      });
    }
  });
  it('bands the screen as spec §9 says', () => {
    expect([1300, 1200, 1000, 992, 800, 768, 500].map(screenBand)).toEqual([3, 3, 2, 2, 1, 1, 0]);
  });
  it('passes the token only to a listed host, over https', () => {
    expect(iframeSource('https://bi.example.org/x', 'tok', ['bi.example.org'], 'http://localhost')).toBe(
      'https://bi.example.org/x?token=tok',
    );
    expect(iframeSource('https://other.org/x', 'tok', ['bi.example.org'], 'http://localhost')).toBe(
      'https://other.org/x',
    );
    // A listed host over plain http: anyone on the way would read the token.
    expect(iframeSource('http://bi.example.org/x', 'tok', ['bi.example.org'], 'http://localhost')).toBe(
      'http://bi.example.org/x',
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
