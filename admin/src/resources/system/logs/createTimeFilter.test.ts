import { describe, expect, it } from 'vitest';
import { createTimeFilter, EARLIEST_DAY } from './createTimeFilter';

describe('createTimeFilter', () => {
  const today = '2026-11-22';

  it('sends both days of a full range, in order', () => {
    expect(createTimeFilter('2026-11-01', '2026-11-05', today)).toEqual(['2026-11-01', '2026-11-05']);
    expect(createTimeFilter('2026-11-05', '2026-11-01', today)).toEqual(['2026-11-01', '2026-11-05']);
  });

  it('reads a start alone as "since", up to today', () => {
    expect(createTimeFilter('2026-11-01', '', today)).toEqual(['2026-11-01', today]);
  });

  it('reads an end alone as "until", from the earliest day', () => {
    expect(createTimeFilter('', '2026-11-05', today)).toEqual([EARLIEST_DAY, '2026-11-05']);
  });

  it('filters nothing without dates', () => {
    expect(createTimeFilter('', '', today)).toBeUndefined();
  });
});
