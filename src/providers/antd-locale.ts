import type { Locale } from 'antd/es/locale';
// The ES builds: the CJS `antd/locale/*` entries lose their default export in the production bundle.
import zhCN from 'antd/es/locale/zh_CN';
import type { Language } from '../config';

// antd's English pack is fetched only when English is chosen.
const loaders: Record<Language, () => Promise<Locale>> = {
  zh: async () => zhCN,
  en: async () => (await import('antd/es/locale/en_US')).default,
};

export const defaultAntdLocale = zhCN;
export const loadAntdLocale = (lang: Language) => loaders[lang]();
