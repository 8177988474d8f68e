import { Alert, ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { themeStore, useThemeSettings } from './theme-store';
import { readableColors } from './readable-tokens';
import type { PopupPanelProps } from '../use-popup-tooltip';

const presets = [
  config.themeColor,
  '#1890ff',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#13c2c2',
  '#52c41a',
  '#20222a',
];

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
      presets={[{ label: t('theme.presets'), colors: presets }]}
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
