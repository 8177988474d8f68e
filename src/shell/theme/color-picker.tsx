import { Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeSettings } from './theme-store';

// antd's ColorPicker (sliders, inputs, segmented) is fetched on the first click, not with the top bar.
const ColorPickerPanel = lazy(() => import('./color-picker-panel'));

/** The primary colour (default #409EFF), applied through antd's colorPrimary token. */
export function PrimaryColorPicker() {
  const { t } = useTranslation();
  const { color } = useThemeSettings();
  const [loaded, setLoaded] = useState(false);
  const swatch = (
    <button type="button" className="color-swatch" aria-label={t('theme.color')} data-testid="color-picker" onClick={() => setLoaded(true)}>
      <span style={{ background: color }} />
    </button>
  );
  return (
    <Tooltip title={t('theme.color')}>
      <span>{loaded ? <Suspense fallback={swatch}><ColorPickerPanel trigger={swatch} /></Suspense> : swatch}</span>
    </Tooltip>
  );
}
