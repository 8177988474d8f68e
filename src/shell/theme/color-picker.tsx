import { Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupTooltip } from '../use-popup-tooltip';
import { useThemeSettings } from './theme-store';

// antd's ColorPicker (sliders, inputs, segmented) is fetched on the first click, not with the top bar.
const ColorPickerPanel = lazy(() => import('./color-picker-panel'));

/** The primary colour (default #409EFF): antd's colorPrimary and colorInfo tokens, and --primary (see App). */
export function PrimaryColorPicker() {
  const { t } = useTranslation();
  const { color } = useThemeSettings();
  const [loaded, setLoaded] = useState(false);
  const { popupOpen, onPopupOpenChange, tooltipOpen } = usePopupTooltip();
  // The first click mounts the panel already open, without an open-change of its own; later
  // clicks are the panel's to report.
  const load = () => {
    if (loaded) return;
    setLoaded(true);
    onPopupOpenChange(true);
  };
  const swatch = (
    <button
      type="button"
      className="color-swatch"
      aria-label={t('theme.color')}
      data-testid="color-picker"
      onClick={load}
    >
      <span style={{ background: color }} />
    </button>
  );
  return (
    <Tooltip title={t('theme.color')} open={tooltipOpen}>
      <span>
        {loaded ? (
          <Suspense fallback={swatch}>
            <ColorPickerPanel trigger={swatch} open={popupOpen} onOpenChange={onPopupOpenChange} />
          </Suspense>
        ) : (
          swatch
        )}
      </span>
    </Tooltip>
  );
}
