import { describe, expect, it } from 'vitest';
import { formatDateTime, localDayRange } from './time';

describe('times on the wire', () => {
  it('formats as YYYY-MM-DD HH:mm:ss in the configured zone', () => {
    const instant = new Date('2026-03-01T17:05:09Z');
    expect(formatDateTime(instant, 'UTC')).toBe('2026-03-01 17:05:09');
    expect(formatDateTime(instant, 'Asia/Vientiane')).toBe('2026-03-02 00:05:09');
    expect(formatDateTime(null, 'UTC')).toBeNull();
  });

  it('turns a local date range into the instants that bound it', () => {
    const [start, end] = localDayRange('2026-03-01', '2026-03-02', 'Asia/Bangkok');
    expect(start.toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-02T17:00:00.000Z');
  });
});
