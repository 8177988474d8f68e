import type { ConfigProviderProps } from 'antd';
import zhCNPack from 'antd/locale/zh_CN';
import type { Language } from '../config';

export type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's locale packs are CommonJS (`module.exports = require('../lib/locale/...')`, its pack under
 * `default`): as an import, the production bundle hands over that module object, the dev server
 * and the tests the pack itself. Either way, the object that names its locale.
 */
function packOf(imported: unknown): Locale {
  let pack = imported as Partial<Locale> & { default?: unknown };
  while (!pack.locale && pack.default) pack = pack.default as typeof pack;
  return pack as Locale;
}

const zhCN = packOf(zhCNPack);

// antd's English pack is fetched only when English is chosen.
const loaders: Record<Language, () => Promise<Locale>> = {
  zh: async () => zhCN,
  en: async () => packOf(await import('antd/locale/en_US')),
};

export const defaultAntdLocale = zhCN;
export const loadAntdLocale = (lang: Language) => loaders[lang]();
