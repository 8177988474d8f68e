import { Alert, Button, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onOptionKeys } from '../../lib/roving-keys';
import { PopoverButton } from '../popover-button';
import { colorPresets } from './color-presets';
import { readableColors } from './readable-tokens';
import { themeStore, useThemeSettings } from './theme-store';

const HEX = /^#?([0-9a-f]{6})$/i;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The primary colour (default #409EFF): the suggested colours, then any colour as hex or from
 * the browser's own colour well. Not antd's ColorPicker: its hue slider, format select and hex
 * input carry no name, and its suggested colours cannot be reached by the keyboard.
 */
export function PrimaryColorPicker() {
  const { t } = useTranslation();
  const { color } = useThemeSettings();
  return (
    <PopoverButton
      label={t('theme.color')}
      content={<ColorPanel />}
      trigger={(ref) => (
        <button
          type="button"
          className="color-swatch"
          aria-label={t('theme.color')}
          data-testid="color-picker"
          ref={ref}
        >
          <span style={{ background: color }} />
        </button>
      )}
    />
  );
}

function ColorPanel() {
  const { t } = useTranslation();
  const { color } = useThemeSettings();
  const id = useId();
  const [typed, setTyped] = useState(color.replace('#', ''));
  const [wrong, setWrong] = useState(false);
  // A colour picked elsewhere (a suggestion, the well) replaces what was typed.
  const [shown, setShown] = useState(color);
  if (shown !== color) {
    setShown(color);
    setTyped(color.replace('#', ''));
    setWrong(false);
  }
  // What the console draws on white instead of a colour too light for text.
  const shade = readableColors(color, false).shades.fill;
  // The one Tab stop of the suggestions: the colour in use, else the first.
  const stop = colorPresets.find((preset) => same(preset, color)) ?? colorPresets[0];
  const apply = () => {
    const hex = HEX.exec(typed.trim())?.[1];
    setWrong(!hex);
    if (hex) themeStore.setColor(`#${hex.toLowerCase()}`);
  };
  return (
    <div className="color-panel">
      <div className="color-presets" role="listbox" aria-label={t('theme.presets')} onKeyDown={onOptionKeys}>
        {colorPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            role="option"
            aria-selected={same(preset, color)}
            tabIndex={preset === stop ? 0 : -1}
            aria-label={preset}
            className="color-preset"
            style={{ background: preset }}
            onClick={() => themeStore.setColor(preset)}
          />
        ))}
      </div>
      <label className="color-custom-label" htmlFor={`${id}-hex`}>
        {t('theme.custom')}
      </label>
      <Space.Compact block>
        <Input
          id={`${id}-hex`}
          prefix="#"
          value={typed}
          maxLength={7}
          status={wrong ? 'error' : undefined}
          aria-invalid={wrong}
          aria-describedby={wrong ? `${id}-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={apply}
        />
        <Button onClick={apply}>{t('theme.apply')}</Button>
      </Space.Compact>
      <input
        type="color"
        className="color-well"
        aria-label={t('theme.colorWell')}
        value={color.toLowerCase()}
        onChange={(event) => themeStore.setColor(event.target.value)}
      />
      {wrong && (
        <div id={`${id}-error`} className="color-custom-error" role="alert">
          {t('theme.badHex')}
        </div>
      )}
      {!same(shade, color) && (
        <Alert
          className="color-unreadable"
          type="warning"
          showIcon
          role="status"
          message={
            <>
              <span className="color-unreadable-shade" style={{ background: shade }} />
              {t('theme.unreadable', { shade })}
            </>
          }
        />
      )}
    </div>
  );
}
