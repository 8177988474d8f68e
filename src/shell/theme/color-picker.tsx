import { ColorPicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { themeStore, useThemeSettings } from './theme-store';

const presets = [config.themeColor, '#1890ff', '#2f54eb', '#722ed1', '#eb2f96', '#f5222d', '#fa541c', '#faad14', '#13c2c2', '#52c41a', '#20222a'];

/** The primary colour (default #409EFF), applied through antd's colorPrimary token. */
export function PrimaryColorPicker() {
  const { t } = useTranslation();
  const { color } = useThemeSettings();
  return (
    <Tooltip title={t('theme.color')}>
      <span data-testid="color-picker">
        <ColorPicker
          size="small"
          value={color}
          disabledAlpha
          presets={[{ label: t('theme.presets'), colors: presets }]}
          onChangeComplete={(value) => themeStore.setColor(value.toHexString())}
          aria-label={t('theme.color')}
        />
      </span>
    </Tooltip>
  );
}
