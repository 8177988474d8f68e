import { useTranslation } from 'react-i18next';
import type zhDevelop from '../../locales/zh/develop';

// The words of the generator's own dialogs and controls (the field grid, the generation result,
// the pickers' hints): develop.dialog in the locale files (Chinese comes with the develop domain).

export type DevelopWords = (typeof zhDevelop)['develop']['dialog'];

/** The words in the user's language (the component re-renders when it changes). */
export function useDevelopWords(): DevelopWords {
  const { t } = useTranslation();
  return t('develop.dialog', { returnObjects: true }) as unknown as DevelopWords;
}

/** A text with its `{name}` slots filled. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
