import { i18n } from '../providers/i18n';
import type zhCrud from '../locales/zh/crud';

// The editor's own words (toolbar names, the header picker, the link tooltip): crud.richText in
// the locale files.

export type EditorWords = (typeof zhCrud)['crud']['richText'];

/** The editor's words in the current language (read when an editor mounts). */
export const editorWords = (): EditorWords =>
  i18n.t('crud.richText', { returnObjects: true }) as unknown as EditorWords;
