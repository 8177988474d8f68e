import { useTranslation } from 'react-i18next';
import type zhResource from '../../locales/zh/resource';

// The resource dialogs' words (res.dialog in the locale files: Chinese comes with the resource
// domain, English with the English bundle). `{name}` slots are filled by `fill`.

export type DialogWords = (typeof zhResource)['res']['dialog'];

/** The dialogs' words in the console's language (they follow a switch while a dialog is open). */
export function useDialogWords(): DialogWords {
  const { t } = useTranslation();
  return t('res.dialog', { returnObjects: true }) as unknown as DialogWords;
}

/** `text` with its `{name}` slots filled from `values`. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, key: string) => String(values[key] ?? slot));
