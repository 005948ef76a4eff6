import { Box, Paper, Typography, useTheme } from '@mui/material';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay, formatShortDay } from './localDates';
import { useDashboardLocale } from './useDashboardLocale';
import { useElementWidth } from './useElementWidth';
import { formatCount } from './visitFigures';
import { trendChartModel, trendSeries, type ChartBox, type TrendSeries, type VisitTrend } from './visitTrend';

const HEIGHT = 260;
const margins = { left: 44, right: 28, top: 16, bottom: 32 };

/** Page views, visitors and IP addresses per day as three lines, drawn in plain SVG; loaded on demand (React.lazy). */
export default function VisitTrendChart({ trend }: { trend: VisitTrend }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const theme = useTheme();
  const { ref, width } = useElementWidth(640);
  const [hovered, setHovered] = useState<number | null>(null);
  const box: ChartBox = { width, height: HEIGHT, ...margins };
  const model = trendChartModel(trend, box);
  const colours: Record<TrendSeries, string> = { pv: theme.palette.primary.main, uv: theme.palette.success.main, ip: theme.palette.warning.main };
  const label = (series: TrendSeries) => translate(`admin.dashboard.trend.${series}`);
  const first = trend.dates[0];
  const last = trend.dates.at(-1);

  const hoverAt = (event: MouseEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - bounds.left) / Math.max(bounds.width, 1)) * width;
    let nearest = 0;
    model.columns.forEach((column, index) => {
      if (Math.abs(column.x - x) < Math.abs(model.columns[nearest]!.x - x)) nearest = index;
    });
    setHovered(model.columns.length > 0 ? nearest : null);
  };
  const step = (event: KeyboardEvent<SVGSVGElement>) => {
    const count = model.columns.length;
    if (count === 0) return;
    if (event.key === 'ArrowRight') setHovered((current) => Math.min((current ?? -1) + 1, count - 1));
    else if (event.key === 'ArrowLeft') setHovered((current) => Math.max((current ?? count) - 1, 0));
    else if (event.key === 'Escape') setHovered(null);
    else return;
    event.preventDefault();
  };

  const hoveredColumn = hovered === null ? undefined : model.columns[hovered];
  const tooltipLeft = hoveredColumn ? Math.min(Math.max(hoveredColumn.x, 70), width - 70) : 0;

  return (
    <Box>
      <Box ref={ref} sx={{ position: 'relative', width: '100%' }}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={first && last ? translate('admin.dashboard.trend.chartLabel', { from: formatDay(first, locale), to: formatDay(last, locale) }) : undefined}
          tabIndex={0}
          onMouseMove={hoverAt}
          onMouseLeave={() => setHovered(null)}
          onKeyDown={step}
          onBlur={() => setHovered(null)}
          style={{ display: 'block', outline: 'none', fontFamily: theme.typography.fontFamily, fontSize: 11 }}
        >
          {model.yTicks.map((tick) => (
            <g key={tick.value}>
              <line x1={margins.left} x2={width - margins.right} y1={tick.y} y2={tick.y} stroke={theme.palette.divider} />
              <text x={margins.left - 6} y={tick.y} dy="0.32em" textAnchor="end" fill={theme.palette.text.secondary}>
                {formatCount(tick.value, locale)}
              </text>
            </g>
          ))}
          {model.xLabels.map((label) => (
            <text key={label.day} x={label.x} y={HEIGHT - margins.bottom + 18} textAnchor="middle" fill={theme.palette.text.secondary}>
              {formatShortDay(label.day, locale)}
            </text>
          ))}
          {hoveredColumn && <line x1={hoveredColumn.x} x2={hoveredColumn.x} y1={margins.top} y2={HEIGHT - margins.bottom} stroke={theme.palette.text.disabled} strokeDasharray="4 3" />}
          {trendSeries.map((series) => (
            <g key={series} data-series={series}>
              {/* IP addresses often equal visitors: dashed, so neither line hides the other */}
              <polyline points={model.lines[series].path} fill="none" stroke={colours[series]} strokeWidth={2} strokeLinejoin="round" strokeDasharray={series === 'ip' ? '6 4' : undefined} />
              {model.lines[series].points.map((point, index) => (
                <circle key={index} cx={point.x} cy={point.y} r={hovered === index ? 4 : trend.dates.length <= 10 ? 2.5 : 0} fill={colours[series]} />
              ))}
            </g>
          ))}
        </svg>
        {hoveredColumn && hovered !== null && (
          <Paper
            role="tooltip"
            elevation={4}
            sx={{ position: 'absolute', top: 4, left: tooltipLeft, transform: 'translateX(-50%)', px: 1.5, py: 1, pointerEvents: 'none', whiteSpace: 'nowrap' }}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
              {formatDay(hoveredColumn.day, locale)}
            </Typography>
            {trendSeries.map((series) => (
              <Typography key={series} variant="caption" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colours[series], flexShrink: 0 }} />
                {label(series)}: {formatCount(model.lines[series].points[hovered]?.value ?? 0, locale)}
              </Typography>
            ))}
          </Paper>
        )}
      </Box>
      <Box component="ul" sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {trendSeries.map((series) => (
          <Typography key={series} component="li" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" sx={{ width: 14, height: 3, borderRadius: 1, bgcolor: colours[series] }} />
            {label(series)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
