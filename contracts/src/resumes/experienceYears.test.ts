import { describe, expect, it } from 'vitest';
import { experienceYearsOf } from './experienceYears';

const now = new Date('2026-11-25T00:00:00Z');

describe('years of experience', () => {
  it('counts both end months, so January to December is one year', () => {
    expect(experienceYearsOf([{ startMonth: '2020-01', endMonth: '2020-12' }], now)).toBe(1);
    expect(experienceYearsOf([{ startMonth: '2020-01', endMonth: '2020-11' }], now)).toBe(0);
  });

  it('counts overlapping entries once and runs an open entry until now', () => {
    const entries = [
      { startMonth: '2019-01', endMonth: '2021-12' },
      { startMonth: '2021-01', endMonth: '2022-12' },
      { startMonth: '2024-12', endMonth: null },
    ];
    // 2019-01..2022-12 is 48 months, 2024-12..2026-11 is 24
    expect(experienceYearsOf(entries, now)).toBe(6);
  });

  it('is 0 without entries and ignores an entry that ends before it starts', () => {
    expect(experienceYearsOf([], now)).toBe(0);
    expect(experienceYearsOf([{ startMonth: '2022-05', endMonth: '2021-01' }], now)).toBe(0);
  });
});
