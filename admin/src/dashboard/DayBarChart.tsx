import { Box, useTheme } from '@mui/material';
import { formatDay, formatShortDay } from './localDates';
import { dayBarChartModel } from './dayBarChart';
import { useDashboardLocale } from './useDashboardLocale';
import { useElementWidth } from './useElementWidth';

const HEIGHT = 180;
const margins = { left: 48, right: 12, top: 12, bottom: 28 };

export interface DayBarChartProps<Day extends { day: string }> {
  /** One item per day (`YYYY-MM-DD`), in order, zeros included. */
  days: readonly Day[];
  valueOf: (day: Day) => number;
  /** The chart's accessible name, from the first and last day as the reader writes them. */
  label: (from: string, to: string) => string;
  /** A value on the vertical axis. */
  tickLabel: (value: number) => string;
  /** What a bar says on hover and to screen readers. */
  barTitle: (day: Day) => string;
}

/**
 * A value per day as bars, in plain SVG (the dashboard's receivable and resumes cards): a round scale, the days under
 * the bars, and a title on every bar.
 */
export function DayBarChart<Day extends { day: string }>({ days, valueOf, label, tickLabel, barTitle }: DayBarChartProps<Day>) {
  const locale = useDashboardLocale();
  const theme = useTheme();
  const { ref, width } = useElementWidth(480);
  const model = dayBarChartModel(days, valueOf, { width, height: HEIGHT, ...margins });
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={first && last ? label(formatDay(first, locale), formatDay(last, locale)) : undefined}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: 11 }}
      >
        {model.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={margins.left} x2={width - margins.right} y1={tick.y} y2={tick.y} stroke={theme.palette.divider} />
            <text x={margins.left - 6} y={tick.y} dy="0.32em" textAnchor="end" fill={theme.palette.text.secondary}>
              {tickLabel(tick.value)}
            </text>
          </g>
        ))}
        {model.bars.map((bar) => (
          <rect key={bar.day} data-day={bar.day} x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 0)} rx={2} fill={theme.palette.primary.main}>
            <title>{barTitle(bar.item)}</title>
          </rect>
        ))}
        {model.xLabels.map((xLabel) => (
          <text key={xLabel.day} x={xLabel.x} y={HEIGHT - margins.bottom + 16} textAnchor="middle" fill={theme.palette.text.secondary}>
            {formatShortDay(xLabel.day, locale)}
          </text>
        ))}
      </svg>
    </Box>
  );
}
