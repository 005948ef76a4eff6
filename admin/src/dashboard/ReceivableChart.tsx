import type { ReceivableView } from '@jobmarket/contracts/membership/views';
import { Box, useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../resources/jobs/jobFormat';
import { dateLocales } from '../theme/locales';
import { formatDay, formatShortDay } from './localDates';
import { compactAmount, receivableChartModel } from './receivableChart';
import { useDashboardLocale } from './useDashboardLocale';

const HEIGHT = 180;
const margins = { left: 48, right: 12, top: 12, bottom: 28 };

/** Paid VIP orders per day as bars, in plain SVG; each bar names its day, amount and order count (hover, screen readers). */
export default function ReceivableChart({ receivable }: { receivable: ReceivableView }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(480);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.clientWidth > 0) setWidth(element.clientWidth);
    // jsdom and very old browsers have no ResizeObserver: the first width stays
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const model = receivableChartModel(receivable.days, { width, height: HEIGHT, ...margins });
  const first = receivable.days[0]?.day;
  const last = receivable.days.at(-1)?.day;
  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={first && last ? translate('dashboard.receivable.chartLabel', { from: formatDay(first, locale), to: formatDay(last, locale) }) : undefined}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: 11 }}
      >
        {model.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={margins.left} x2={width - margins.right} y1={tick.y} y2={tick.y} stroke={theme.palette.divider} />
            <text x={margins.left - 6} y={tick.y} dy="0.32em" textAnchor="end" fill={theme.palette.text.secondary}>
              {compactAmount(tick.value, dateLocales[locale])}
            </text>
          </g>
        ))}
        {model.bars.map((bar) => (
          <rect key={bar.day} data-day={bar.day} x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 0)} rx={2} fill={theme.palette.primary.main}>
            <title>
              {translate('dashboard.receivable.day', {
                day: formatDay(bar.day, locale),
                amount: formatMoney(bar.amount, receivable.currency, locale),
                orders: translate('dashboard.receivable.orders', { smart_count: bar.orders }),
              })}
            </title>
          </rect>
        ))}
        {model.xLabels.map((label) => (
          <text key={label.day} x={label.x} y={HEIGHT - margins.bottom + 16} textAnchor="middle" fill={theme.palette.text.secondary}>
            {formatShortDay(label.day, locale)}
          </text>
        ))}
      </svg>
    </Box>
  );
}
