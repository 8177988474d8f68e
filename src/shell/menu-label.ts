import type { TFunction } from 'i18next';
import type { MenuItem } from '../providers/menu-types';

/**
 * A menu's label in the current language: a locale key `menu.<code>` when we have one, else
 * the server's English alias when in English, else the server's name.
 */
export function menuLabel(item: Pick<MenuItem, 'code' | 'name' | 'alias'>, t: TFunction, language: string): string {
  const key = `menu.${item.code}`;
  const translated = t(key, { defaultValue: '' });
  if (translated) return translated;
  if (language === 'en' && item.alias && /[a-z]/i.test(item.alias)) return item.alias;
  return item.name;
}
