import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nProvider } from '@refinedev/core';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import zh from '../locales/zh/core';
import type { Language } from '../config';
import { LANGUAGE_KEY } from './storage-keys';
import { guardedLocal } from './guarded-storage';

const dayjsLocale: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

// Chinese ships in the first bundle (each domain's own words come with its declarations, below);
// English is fetched, whole, the first time it is chosen.
const bundles: Record<Language, () => Promise<Resource[string]['translation']>> = {
  zh: async () => zh,
  en: async () => (await import('../locales/en')).default,
};

export const i18n = i18next.createInstance();

function storedLanguage(fallback: Language = 'zh'): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return value === 'en' || value === 'zh' ? value : fallback;
}

async function ensureBundle(lang: Language) {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await bundles[lang](), true, true);
  }
}

/**
 * A domain's own Chinese words, added when its declarations load (before any of its pages
 * renders). Deep-merged, never overwriting: a word already there stays.
 */
export function addZhWords(...words: object[]): void {
  if (!i18n.isInitialized) {
    waitingWords.push(...words);
    return;
  }
  for (const each of words) i18n.addResourceBundle('zh', 'translation', each, true, false);
}

/** Words of a domain that loaded before i18n was set up (a test importing a declaration first). */
const waitingWords: object[] = [];

export async function initI18n(lang: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: 'zh',
      fallbackLng: 'zh',
      resources: { zh: { translation: zh } },
      interpolation: { escapeValue: false },
      returnNull: false,
      // i18next advertises its paid service in every developer's console otherwise.
      showSupportNotice: false,
    });
    addZhWords(...waitingWords.splice(0));
  }
  await changeLanguage(lang);
  // index.html's title is Chinese; until the first page names itself (useDocumentTitle) the
  // product does, in the stored language.
  document.title = i18n.t('app.platform');
  return i18n;
}

export async function changeLanguage(lang: Language) {
  await ensureBundle(lang);
  dayjs.locale(dayjsLocale[lang]);
  // A full storage must not stop a language switch: the choice then lasts for this page.
  guardedLocal.tryPersist(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(lang);
}

const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'zh');

/** Accept-Language for the server, so Blade messages come back in the user's language. */
export const acceptLanguage = () => (currentLanguage() === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9');

export function createI18nProvider(): I18nProvider {
  return {
    translate: (key, options, defaultMessage) => {
      const text = i18n.t(key, {
        ...(typeof options === 'object' ? options : {}),
        defaultValue: defaultMessage ?? key,
      });
      return typeof text === 'string' ? text : key;
    },
    changeLocale: (lang) => changeLanguage(lang === 'en' ? 'en' : 'zh'),
    getLocale: () => currentLanguage(),
  };
}
