import { describe, expect, it } from 'vitest';
import { compactAmount, dayBarChartModel } from './dayBarChart';

const box = { width: 400, height: 200, left: 40, right: 10, top: 10, bottom: 30 };
const daysOf = (amounts: number[]) => amounts.map((amount, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, amount, orders: amount > 0 ? 1 : 0 }));
const amountOf = (day: { amount: number }) => day.amount;

describe('dayBarChartModel', () => {
  it('draws one bar per day, the highest amount reaching a round top of the scale', () => {
    const model = dayBarChartModel(daysOf([0, 500_000, 1_500_000, 0, 0, 0, 1_000_000]), amountOf, box);
    expect(model.bars).toHaveLength(7);
    expect(model.yTicks.map((tick) => tick.value)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    const [empty, small, highest] = model.bars;
    expect(empty!.height).toBe(0);
    expect(highest!.y).toBeCloseTo(box.top);
    expect(highest!.height).toBeCloseTo(small!.height * 3);
    // bars stay inside the plot, left to right
    expect(model.bars[0]!.x).toBeGreaterThanOrEqual(box.left);
    expect(model.bars.at(-1)!.x + model.bars.at(-1)!.width).toBeLessThanOrEqual(box.width - box.right);
    expect(model.bars.map((bar) => bar.x)).toEqual([...model.bars.map((bar) => bar.x)].sort((a, b) => a - b));
    expect(model.isEmpty).toBe(false);
  });

  it('labels every day of a week and about six days of a month, always the last', () => {
    expect(dayBarChartModel(daysOf(Array(7).fill(0)), amountOf, { ...box, width: 800 }).xLabels).toHaveLength(7);
    const month = dayBarChartModel(daysOf(Array(30).fill(0)), amountOf, { ...box, width: 800 });
    expect(month.xLabels.length).toBeLessThanOrEqual(7);
    expect(month.xLabels.at(-1)!.day).toBe('2026-11-30');
  });

  it('keeps a scale when nothing was paid', () => {
    const model = dayBarChartModel(daysOf(Array(7).fill(0)), amountOf, box);
    expect(model.isEmpty).toBe(true);
    expect(model.yTicks.at(-1)!.value).toBeGreaterThan(0);
  });

  it('writes axis amounts short, in the reader’s digits', () => {
    expect(compactAmount(1_500_000, 'en-US')).toBe('1.5M');
    expect(compactAmount(0, 'en-US')).toBe('0');
  });
});
