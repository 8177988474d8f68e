import type { ConfigProviderProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { Language } from '../config';

export type Locale = NonNullable<ConfigProviderProps['locale']>;

// antd's English pack is fetched only when English is chosen.
const loaders: Record<Language, () => Promise<Locale>> = {
  zh: async () => zhCN,
  en: async () => (await import('antd/locale/en_US')).default,
};

export const defaultAntdLocale = zhCN;
export const loadAntdLocale = (lang: Language) => loaders[lang]();
