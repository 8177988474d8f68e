import type { TFunction } from 'i18next';
import { i18n } from '../../providers/i18n';

export type DictItem = { dictKey: string; dictValue: string };

/**
 * A dictionary entry's label in the current language. The server words its dictionaries in
 * Chinese: in Chinese its dictValue wins (an administrator may reword it); in another language
 * the locale's `dict.<code>.<key>` does, falling back to the server's word.
 */
export function dictLabel(code: string, item: DictItem, t: TFunction, language: string): string {
  const key = `dict.${code}.${item.dictKey}`;
  if (language !== 'zh' && i18n.exists(key)) return t(key);
  return item.dictValue;
}
