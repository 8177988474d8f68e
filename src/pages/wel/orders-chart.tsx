import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../crud/use-element-width';
import { formatMoney } from '../../crud/field-display';
import { rovingKeys } from '../../lib/roving-keys';
import { niceTicks, type DayFigure } from './business-figures';

const HEIGHT = 260;
const PAD = { top: 28, right: 64, bottom: 28, left: 44 };
/** A date label every this many days, counted back from today (so today is labelled). */
const LABEL_EVERY = 5;
const dayKeys = rovingKeys('.wel-chart-day');

/**
 * Orders (bars, left axis) and revenue (line, right axis) per day, drawn in SVG: no chart library
 * in the home page's first load. Hovering (or focusing) a day shows its figures.
 */
export function OrdersChart({ days }: { days: DayFigure[] }) {
  const { t, i18n } = useTranslation();
  const [ref, measured] = useElementWidth();
  const [hover, setHover] = useState<number | null>(null);
  const width = measured || 720;
  const plot = { w: width - PAD.left - PAD.right, h: HEIGHT - PAD.top - PAD.bottom };
  const band = plot.w / days.length;
  const countTicks = useMemo(() => niceTicks(Math.max(...days.map((d) => d.count)), 4, 1), [days]);
  const moneyTicks = useMemo(() => niceTicks(Math.max(...days.map((d) => d.revenueFen)) / 100, 4), [days]);
  const compact = useMemo(
    () =>
      new Intl.NumberFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-US', {
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    [i18n.language],
  );
  const yCount = (n: number) => PAD.top + plot.h - (n / countTicks[countTicks.length - 1]) * plot.h;
  const yMoney = (yuan: number) => PAD.top + plot.h - (yuan / moneyTicks[moneyTicks.length - 1]) * plot.h;
  const x = (i: number) => PAD.left + band * i + band / 2;
  const describe = (day: DayFigure) =>
    t('otoHome.chartDay', { date: day.day, count: day.count, revenue: formatMoney(day.revenueFen / 100) });
  const line = days.map((day, i) => `${x(i).toFixed(1)},${yMoney(day.revenueFen / 100).toFixed(1)}`).join(' ');
  const shown = hover === null ? null : days[hover];

  return (
    <div ref={ref} className="wel-chart">
      <div className="wel-chart-legend">
        <span>
          <i className="wel-swatch-bar" />
          {t('otoHome.chartOrders')}
        </span>
        <span>
          <i className="wel-swatch-line" />
          {t('otoHome.chartRevenue')}
        </span>
      </div>
      <div className="wel-chart-plot">
        <svg
          width={width}
          height={HEIGHT}
          role="group"
          aria-label={t('otoHome.chartLabel')}
          // One Tab stop for the 30 days: the arrows walk them.
          onKeyDown={dayKeys}
        >
          <text x={PAD.left - 8} y={PAD.top - 12} textAnchor="end" className="wel-chart-axis-title">
            {t('otoHome.chartOrders')}
          </text>
          <text x={width - PAD.right + 8} y={PAD.top - 12} className="wel-chart-axis-title">
            {t('otoHome.chartRevenue')}
          </text>
          {countTicks.map((tick) => (
            <g key={`c${tick}`}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={yCount(tick)}
                y2={yCount(tick)}
                className="wel-chart-grid"
              />
              <text x={PAD.left - 8} y={yCount(tick) + 4} textAnchor="end" className="wel-chart-tick">
                {tick}
              </text>
            </g>
          ))}
          {moneyTicks.map((tick) => (
            <text key={`m${tick}`} x={width - PAD.right + 8} y={yMoney(tick) + 4} className="wel-chart-tick">
              ¥{compact.format(tick)}
            </text>
          ))}
          {hover !== null && (
            <rect x={PAD.left + band * hover} y={PAD.top} width={band} height={plot.h} className="wel-chart-hover" />
          )}
          {days.map((day, i) => (
            <rect
              key={day.day}
              x={x(i) - band * 0.3}
              y={yCount(day.count)}
              width={band * 0.6}
              height={PAD.top + plot.h - yCount(day.count)}
              className="wel-chart-bar"
            />
          ))}
          <polyline points={line} className="wel-chart-line" />
          {days.map((day, i) => (
            <circle
              key={day.day}
              cx={x(i)}
              cy={yMoney(day.revenueFen / 100)}
              r={hover === i ? 4 : 2.5}
              className="wel-chart-dot"
            />
          ))}
          {days.map((day, i) =>
            (days.length - 1 - i) % LABEL_EVERY === 0 ? (
              <text key={day.day} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="wel-chart-tick">
                {day.day.slice(5)}
              </text>
            ) : null,
          )}
          {days.map((day, i) => (
            <rect
              key={day.day}
              x={PAD.left + band * i}
              y={PAD.top}
              width={band}
              height={plot.h}
              fill="transparent"
              tabIndex={i === (hover ?? days.length - 1) ? 0 : -1}
              className="wel-chart-day"
              // A day's figures as a picture with its words: a rect has no role of its own to name.
              role="img"
              aria-label={describe(day)}
              onMouseEnter={() => setHover(i)}
              onFocus={() => setHover(i)}
              onMouseLeave={() => setHover(null)}
              onBlur={() => setHover(null)}
            />
          ))}
        </svg>
        {shown && hover !== null && (
          <div
            className="wel-chart-tip"
            role="status"
            style={{ left: Math.min(Math.max(x(hover), 110), width - 110), top: Math.max(yCount(shown.count) - 44, 0) }}
          >
            {describe(shown)}
          </div>
        )}
      </div>
    </div>
  );
}
