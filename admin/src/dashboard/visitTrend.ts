import { addDays, localDayOf } from './localDates';

/** `GET /logs/visit-trend`: one entry per day in each list, days in order, zeros included. */
export interface VisitTrend {
  dates: string[];
  pvList: number[];
  uvList: number[];
  ipList: number[];
}

export type TrendDays = 7 | 30;

/** The last `days` days up to and including today: the query of `GET /logs/visit-trend`. */
export function trendRange(days: TrendDays, now: Date): { startDate: string; endDate: string } {
  const endDate = localDayOf(now);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}

export const trendSeries = ['pv', 'uv', 'ip'] as const;
export type TrendSeries = (typeof trendSeries)[number];

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels: left for the counts, bottom for the days. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface TrendChartModel {
  /** Per series, the polyline's points (`x,y x,y…`) and each day's point. */
  lines: Record<TrendSeries, { points: { x: number; y: number; value: number }[]; path: string }>;
  /** Counts on the vertical axis, from 0 up to a round maximum. */
  yTicks: { y: number; value: number }[];
  /** The days labelled under the axis: all of a week, about every fifth of a month. */
  xLabels: { x: number; day: string }[];
  /** Each day's column centre, for the hover guide. */
  columns: { x: number; day: string }[];
  isEmpty: boolean;
}

/** The smallest "nice" step (1, 2, 5 × 10ⁿ) that covers `max` in about `count` steps. */
export function niceStep(max: number, count: number): number {
  const rough = Math.max(max / count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  return step;
}

/** Where every day of the trend goes in the chart's box. Pure, so the drawing can be tested without a browser. */
export function trendChartModel(trend: VisitTrend, box: ChartBox, tickCount = 4): TrendChartModel {
  const valuesOf: Record<TrendSeries, number[]> = { pv: trend.pvList, uv: trend.uvList, ip: trend.ipList };
  const highest = Math.max(0, ...trend.pvList, ...trend.uvList, ...trend.ipList);
  const step = niceStep(highest, tickCount);
  const top = Math.max(step * Math.ceil(highest / step), step);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const days = trend.dates.length;
  const xOf = (index: number) => box.left + (days <= 1 ? plotWidth / 2 : (plotWidth * index) / (days - 1));
  const yOf = (value: number) => box.top + plotHeight - (plotHeight * value) / top;

  const lines = Object.fromEntries(
    trendSeries.map((series) => {
      const points = trend.dates.map((_, index) => ({ x: xOf(index), y: yOf(valuesOf[series][index] ?? 0), value: valuesOf[series][index] ?? 0 }));
      return [series, { points, path: points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ') }];
    }),
  ) as TrendChartModel['lines'];

  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => ({ value: index * step, y: yOf(index * step) }));
  // every day of a week, about six days of a month; fewer where the chart is narrow (a phone), ~56px per label
  const labelCount = Math.min(days <= 10 ? days : 6, Math.max(2, Math.floor(plotWidth / 56)));
  const labelEvery = Math.max(1, Math.ceil(days / labelCount));
  // counted back from the last day, so today is always labelled
  const xLabels = trend.dates.map((day, index) => ({ x: xOf(index), day, index })).filter(({ index }) => (days - 1 - index) % labelEvery === 0);
  return {
    lines,
    yTicks,
    xLabels: xLabels.map(({ x, day }) => ({ x, day })),
    columns: trend.dates.map((day, index) => ({ x: xOf(index), day })),
    isEmpty: highest === 0,
  };
}
