import {
  BgColorsOutlined,
  LockOutlined,
  LogoutOutlined,
  PlusOutlined,
  ThunderboltOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../config';
import { changeLanguage } from '../../providers/i18n';
import { themeStore, useThemeSettings } from '../theme/theme-store';
import { themeNames, themes } from '../theme/themes';
import { useConfirmLogout } from '../use-confirm-logout';
import type { PaletteEntry } from './palette-entries';
import { usePageActions } from './page-actions';

const languages: Language[] = ['zh', 'en'];
const pageIcons: Record<string, React.ReactNode> = { add: <PlusOutlined aria-hidden /> };

/**
 * The palette's 操作: what the open screen offers (新增 on a list the user may add to), then the
 * shell's own: language and theme (their choices nested, the one in use ticked), lock, log out.
 * Each reuses the top bar's code, so the palette and the widgets cannot drift apart.
 */
export function usePaletteActions(pathname: string, openLock: () => void): PaletteEntry[] {
  const { t, i18n } = useTranslation();
  const page = usePageActions(pathname);
  const { theme } = useThemeSettings();
  const confirmLogout = useConfirmLogout();
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  return useMemo<PaletteEntry[]>(
    () => [
      ...page.map((action) => ({
        id: `page-${action.id}`,
        section: 'actions' as const,
        name: t(action.label),
        keywords: t(`search.keywords.${action.id}`, { defaultValue: '' }),
        icon: pageIcons[action.id] ?? <ThunderboltOutlined aria-hidden />,
        perform: action.perform,
      })),
      {
        id: 'language',
        section: 'actions',
        name: t('search.actions.language'),
        subtitle: t(`shell.languages.${language}`),
        keywords: t('search.keywords.language'),
        icon: <TranslationOutlined aria-hidden />,
        children: languages.map((lang) => ({
          id: `language-${lang}`,
          section: 'actions',
          name: t(`shell.languages.${lang}`),
          checked: lang === language,
          perform: () => void changeLanguage(lang),
        })),
      },
      {
        id: 'theme',
        section: 'actions',
        name: t('search.actions.theme'),
        subtitle: t(`theme.names.${theme}`),
        keywords: t('search.keywords.theme'),
        icon: <BgColorsOutlined aria-hidden />,
        children: themeNames.map((name) => ({
          id: `theme-${name}`,
          section: 'actions',
          name: t(`theme.names.${name}`),
          checked: name === theme,
          icon: <span className="palette-swatch" style={{ background: themes[name].sider }} />,
          perform: () => themeStore.setTheme(name),
        })),
      },
      {
        id: 'lock',
        section: 'actions',
        name: t('search.actions.lock'),
        keywords: t('search.keywords.lock'),
        icon: <LockOutlined aria-hidden />,
        perform: openLock,
      },
      {
        id: 'logout',
        section: 'actions',
        name: t('search.actions.logout'),
        keywords: t('search.keywords.logout'),
        icon: <LogoutOutlined aria-hidden />,
        perform: confirmLogout,
      },
    ],
    [page, t, language, theme, openLock, confirmLogout],
  );
}
