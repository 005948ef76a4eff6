import { describe, expect, it } from 'vitest';
import { formatShortDay } from './localDates';
import { trendChartModel, trendRange, type VisitTrend } from './visitTrend';

const box = { width: 500, height: 200, left: 40, right: 10, top: 10, bottom: 30 };

function trendOf(days: number, values: (index: number) => [number, number, number] = () => [0, 0, 0]): VisitTrend {
  const dates = Array.from({ length: days }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
  return { dates, pvList: dates.map((_, i) => values(i)[0]), uvList: dates.map((_, i) => values(i)[1]), ipList: dates.map((_, i) => values(i)[2]) };
}

describe('trendRange', () => {
  it('asks for the last 7 days up to and including today', () => {
    expect(trendRange(7, new Date(2026, 10, 22, 15, 30))).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });

  it('asks for the last 30 days across a month boundary', () => {
    expect(trendRange(30, new Date(2026, 10, 22, 9))).toEqual({ startDate: '2026-10-24', endDate: '2026-11-22' });
  });

  it('crosses a year boundary and a leap day', () => {
    expect(trendRange(7, new Date(2028, 2, 2))).toEqual({ startDate: '2028-02-25', endDate: '2028-03-02' });
    expect(trendRange(30, new Date(2027, 0, 5))).toEqual({ startDate: '2026-12-07', endDate: '2027-01-05' });
  });
});

describe('trendChartModel', () => {
  it('puts every day of each series on the chart, the highest count at the top of a round scale', () => {
    const model = trendChartModel(trendOf(7, (i) => [i * 10, i * 5, i]), box);
    expect(model.lines.pv.points.map((point) => point.value)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(model.lines.uv.points.map((point) => point.value)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(model.lines.ip.points).toHaveLength(7);
    // zero sits on the axis, the first day at the left edge and the last at the right
    expect(model.lines.pv.points[0]).toMatchObject({ x: 40, y: 170 });
    expect(model.lines.pv.points[6]!.x).toBe(490);
    expect(model.yTicks.map((tick) => tick.value)).toEqual([0, 20, 40, 60]);
    expect(model.lines.pv.points[6]!.y).toBe(10);
    expect(model.isEmpty).toBe(false);
  });

  it('labels every day of a week but only about every fifth of a month, always today', () => {
    expect(trendChartModel(trendOf(7), box).xLabels).toHaveLength(7);
    const month = trendChartModel(trendOf(30), box).xLabels;
    expect(month.length).toBeGreaterThanOrEqual(5);
    expect(month.length).toBeLessThanOrEqual(7);
    expect(month.at(-1)!.day).toBe('2026-11-30');
  });

  it('labels fewer days where the chart is narrow', () => {
    const phone = trendChartModel(trendOf(7), { ...box, width: 250 });
    expect(phone.xLabels.map((label) => label.day)).toEqual(['2026-11-01', '2026-11-04', '2026-11-07']);
  });

  it('draws a flat, empty chart with a scale when there were no visits', () => {
    const model = trendChartModel(trendOf(7), box);
    expect(model.isEmpty).toBe(true);
    expect(model.yTicks.at(-1)!.value).toBeGreaterThan(0);
    expect(new Set(model.lines.pv.points.map((point) => point.y))).toEqual(new Set([170]));
  });
});

describe('formatShortDay', () => {
  it('writes Thai days with Gregorian years and each language in its own order', () => {
    expect(formatShortDay('2026-11-22', 'en')).toBe('Nov 22');
    expect(formatShortDay('2026-11-22', 'zh-cn')).toBe('11月22日');
    expect(formatShortDay('2026-11-22', 'th')).toMatch(/^22 พ\.ย\.$/);
  });
});
