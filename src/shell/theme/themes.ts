import type { PrimaryShades } from './readable-tokens';

/**
 * The 11 looks of spec §2. Each sets the sider, header and tab colours (as CSS variables on the
 * console frame) and the sider menu's antd theme; `dark` switches antd to its dark algorithm.
 */
export type ThemeName =
  'default' | 'white' | 'dark' | 'star' | 'smart' | 'iview' | 'vip' | 'cool' | 'd2' | 'hey' | 'lte';

export type ThemeLook = {
  sider: string;
  siderText: string;
  menu: 'dark' | 'light';
  /** Selected menu item background; `primary` follows the colour picker. */
  menuActive: string | 'primary';
  header: string;
  headerText: string;
  tabs: string;
  logo: string;
  dark?: boolean;
};

export const themes: Record<ThemeName, ThemeLook> = {
  default: {
    sider: '#20222a',
    siderText: 'rgba(255,255,255,.75)',
    menu: 'dark',
    menuActive: 'primary',
    header: '#ffffff',
    headerText: '#303133',
    tabs: '#ffffff',
    logo: '#20222a',
  },
  white: {
    sider: '#ffffff',
    siderText: '#303133',
    menu: 'light',
    menuActive: 'primary',
    header: '#ffffff',
    headerText: '#303133',
    tabs: '#f7f8fa',
    logo: '#ffffff',
  },
  dark: {
    sider: '#141414',
    siderText: 'rgba(255,255,255,.75)',
    menu: 'dark',
    menuActive: 'primary',
    header: '#1f1f1f',
    headerText: 'rgba(255,255,255,.85)',
    tabs: '#141414',
    logo: '#141414',
    dark: true,
  },
  star: {
    sider: 'linear-gradient(180deg,#0b1634 0%,#1d2b64 60%,#2b1d52 100%)',
    siderText: 'rgba(255,255,255,.8)',
    menu: 'dark',
    menuActive: 'rgba(255,255,255,.16)',
    header: '#101c3f',
    headerText: '#ffffff',
    tabs: '#eef1f8',
    logo: '#0b1634',
  },
  smart: {
    sider: 'linear-gradient(180deg,#0f5257 0%,#13806f 100%)',
    siderText: 'rgba(255,255,255,.85)',
    menu: 'dark',
    menuActive: 'rgba(255,255,255,.18)',
    header: '#ffffff',
    headerText: '#0f5257',
    tabs: '#f0f7f6',
    logo: '#0f5257',
  },
  iview: {
    sider: '#515a6e',
    siderText: 'rgba(255,255,255,.75)',
    menu: 'dark',
    menuActive: 'primary',
    header: '#ffffff',
    headerText: '#515a6e',
    tabs: '#f5f7f9',
    logo: '#515a6e',
  },
  vip: {
    sider: '#1c1c1c',
    siderText: '#d9bf8c',
    menu: 'dark',
    menuActive: '#8a6d3b',
    header: '#262626',
    headerText: '#e6c98f',
    tabs: '#faf6ee',
    logo: '#111111',
  },
  cool: {
    sider: 'linear-gradient(180deg,#3a3f9c 0%,#7b43a6 100%)',
    siderText: 'rgba(255,255,255,.85)',
    menu: 'dark',
    menuActive: 'rgba(255,255,255,.2)',
    header: 'linear-gradient(90deg,#3a3f9c,#7b43a6)',
    headerText: '#ffffff',
    tabs: '#f4f2fb',
    logo: '#343990',
  },
  d2: {
    sider: '#ebf1f6',
    siderText: '#2f3542',
    menu: 'light',
    menuActive: 'primary',
    header: '#ffffff',
    headerText: '#2f3542',
    tabs: '#ebf1f6',
    logo: '#ebf1f6',
  },
  hey: {
    sider: '#2f3447',
    siderText: 'rgba(255,255,255,.75)',
    menu: 'dark',
    menuActive: 'primary',
    header: 'primary',
    headerText: '#ffffff',
    tabs: '#f2f3f7',
    logo: '#262a3a',
  },
  lte: {
    sider: '#222d32',
    siderText: '#b8c7ce',
    menu: 'dark',
    menuActive: '#1e282c',
    header: 'primary',
    headerText: '#ffffff',
    tabs: '#ecf0f5',
    logo: '#33729a',
  },
};

export const themeNames = Object.keys(themes) as ThemeName[];

/** The looks drawn with antd's dark algorithm. */
export const darkThemeNames = themeNames.filter((name) => themes[name].dark === true);

/** The spec's primary colour (§9): the picker's default. */
export const DEFAULT_THEME_COLOR = '#409EFF';

/**
 * CSS variables for the console frame. `primary` resolves to the picked colour's shade behind white
 * text (the selected menu item, a header); `--primary` is its shade as text on the page.
 */
export function themeVariables(name: ThemeName, primary: PrimaryShades): Record<string, string> {
  const look = themes[name];
  const resolve = (value: string) => (value === 'primary' ? primary.fill : value);
  return {
    '--sider-bg': look.sider,
    '--sider-text': look.siderText,
    '--menu-active': resolve(look.menuActive),
    '--header-bg': resolve(look.header),
    '--header-text': look.headerText,
    '--tabs-bg': look.tabs,
    '--logo-bg': look.logo,
    '--primary': primary.text,
  };
}
