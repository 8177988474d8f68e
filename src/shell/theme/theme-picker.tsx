import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { themeStore, useThemeSettings } from './theme-store';
import { onOptionKeys } from '../../lib/roving-keys';
import { PopoverButton } from '../popover-button';
import { themeNames, themes } from './themes';

/** A grid of the 11 looks, each drawn as a tiny console (sider + header). */
export function ThemePicker() {
  const { t } = useTranslation();
  const { theme } = useThemeSettings();
  const grid = (
    <div className="theme-grid" role="listbox" aria-label={t('theme.title')} onKeyDown={onOptionKeys}>
      {themeNames.map((name) => (
        <button
          key={name}
          type="button"
          role="option"
          aria-selected={name === theme}
          tabIndex={name === theme ? 0 : -1}
          className="theme-swatch"
          data-theme={name}
          onClick={() => themeStore.setTheme(name)}
        >
          <span className="theme-swatch-frame">
            <span style={{ background: themes[name].sider }} className="theme-swatch-sider" />
            <span
              style={{ background: themes[name].header === 'primary' ? 'var(--primary)' : themes[name].header }}
              className="theme-swatch-header"
            />
            {name === theme && <CheckOutlined aria-hidden className="theme-swatch-check" />}
          </span>
          <span className="theme-swatch-name">{t(`theme.names.${name}`)}</span>
        </button>
      ))}
    </div>
  );
  return (
    <PopoverButton
      label={t('theme.title')}
      content={grid}
      trigger={(ref) => (
        <Button
          type="text"
          icon={<BgColorsOutlined aria-hidden />}
          aria-label={t('theme.title')}
          data-testid="theme-picker"
          ref={ref}
        />
      )}
    />
  );
}
