import { niceStep, type ChartBox } from './visitTrend';

/** One day's bar: the item it draws (a day of receivable, of new resumes…), its value, and where it goes. */
export interface DayBar<Day> {
  item: Day;
  day: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DayBarChartModel<Day> {
  bars: DayBar<Day>[];
  /** Values on the vertical axis, from 0 up to a round maximum. */
  yTicks: { y: number; value: number }[];
  /** The days labelled under the bars: all of a week, about every fifth of a month, always the last. */
  xLabels: { x: number; day: string }[];
  isEmpty: boolean;
}

/**
 * Where each day's value goes in the chart's box, as one bar per day (the dashboard's receivable and resumes cards).
 * Pure, so the drawing is tested without a browser.
 */
export function dayBarChartModel<Day extends { day: string }>(days: readonly Day[], valueOf: (day: Day) => number, box: ChartBox, tickCount = 4): DayBarChartModel<Day> {
  const values = days.map(valueOf);
  const highest = Math.max(0, ...values);
  const step = niceStep(highest, tickCount);
  const top = Math.max(step * Math.ceil(highest / step), step);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const width = Math.max(Math.min(slot * 0.6, 32), 2);
  const yOf = (value: number) => box.top + plotHeight - (plotHeight * value) / top;
  const bars = days.map((item, index) => {
    const centre = box.left + slot * (index + 0.5);
    const value = values[index]!;
    const y = yOf(value);
    return { item, day: item.day, value, x: centre - width / 2, y, width, height: box.top + plotHeight - y };
  });
  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => ({ value: index * step, y: yOf(index * step) }));
  // ~56px per label; counted back from the last day, so today is always labelled
  const labelCount = Math.min(days.length <= 10 ? days.length : 6, Math.max(2, Math.floor(plotWidth / 56)));
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(labelCount, 1)));
  const xLabels = bars.filter((_, index) => (days.length - 1 - index) % labelEvery === 0).map((bar) => ({ x: bar.x + bar.width / 2, day: bar.day }));
  return { bars, yTicks, xLabels, isEmpty: highest === 0 };
}

/** A value on the axis, short (1.5M, 150K, 1,5 Mio…) in the reader's digits. */
export const compactAmount = (amount: number, intlLocale: string): string => new Intl.NumberFormat(intlLocale, { notation: 'compact', maximumFractionDigits: 1 }).format(amount);
