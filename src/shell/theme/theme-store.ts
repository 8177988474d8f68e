import { useSyncExternalStore } from 'react';
import { config } from '../../config';
import { COLOR_KEY, THEME_KEY } from '../../providers/storage-keys';
import { themeNames, type ThemeName } from './themes';

type ThemeSettings = { theme: ThemeName; color: string };

const isColor = (value: string | null): value is string => !!value && /^#[0-9a-f]{6}$/i.test(value);

function load(): ThemeSettings {
  const theme = localStorage.getItem(THEME_KEY) as ThemeName | null;
  const color = localStorage.getItem(COLOR_KEY);
  return {
    theme: theme && themeNames.includes(theme) ? theme : 'default',
    color: isColor(color) ? color : config.themeColor,
  };
}

let settings = load();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The chosen look and primary colour, remembered in local storage. */
export const themeStore = {
  get: () => settings,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTheme(theme: ThemeName) {
    settings = { ...settings, theme };
    localStorage.setItem(THEME_KEY, theme);
    emit();
  },
  setColor(color: string) {
    if (!isColor(color)) return;
    settings = { ...settings, color };
    localStorage.setItem(COLOR_KEY, color);
    emit();
  },
};

export const useThemeSettings = () => useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
