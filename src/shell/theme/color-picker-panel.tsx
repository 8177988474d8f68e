import { Alert, ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { themeStore, useThemeSettings } from './theme-store';
import { readableColors } from './readable-tokens';
import { colorPresets } from './color-presets';
import type { PopupPanelProps } from '../use-popup-tooltip';

/** Mounted by the click that asked for it, already open; the picker button holds the open state. */
export default function ColorPickerPanel({ trigger, open, onOpenChange }: PopupPanelProps) {
  const { t } = useTranslation();
  const { color } = useThemeSettings();
  // What the console draws on white instead of a colour too light for text.
  const shade = readableColors(color, false).shades.fill;
  return (
    <ColorPicker
      open={open}
      onOpenChange={onOpenChange}
      value={color}
      disabledAlpha
      presets={[{ label: t('theme.presets'), colors: colorPresets }]}
      onChangeComplete={(value) => themeStore.setColor(value.toHexString())}
      panelRender={(panel) => (
        <>
          {panel}
          {shade !== color && (
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
        </>
      )}
    >
      {trigger}
    </ColorPicker>
  );
}
