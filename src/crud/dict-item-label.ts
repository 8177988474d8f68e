import type { TFunction } from 'i18next';
import { i18n } from '../providers/i18n';

/**
 * A dictionary item's label in the current language. The server words its dictionaries in
 * Chinese: in Chinese its dictValue wins (an administrator may reword it); in another language
 * the locale's word does (`dict.<code>.<key>`, or `dictItem.<code>.<key>` for the dictionaries of
 * the system screens), falling back to the server's word.
 */
export function dictItemLabel(code: string, key: string, serverWord: string, t: TFunction, language: string): string {
  if (language === 'zh') return serverWord;
  for (const path of [`dict.${code}.${key}`, `dictItem.${code}.${key}`]) {
    if (i18n.exists(path)) return t(path);
  }
  return serverWord;
}

/** Tag colours, one per item in dictionary order, so an item keeps its colour on every screen. */
export const TAG_PALETTE = [
  'blue',
  'green',
  'orange',
  'purple',
  'cyan',
  'magenta',
  'gold',
  'geekblue',
  'volcano',
  'lime',
] as const;
