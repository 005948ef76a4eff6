import { describe, expect, it } from 'vitest';
import { instantOf, localFieldValue } from './meetingTimes';

describe('meeting times', () => {
  it("names the instant of a wall time in the api's zone, whatever the browser's", () => {
    expect(instantOf('2026-12-01T09:30', 'Asia/Bangkok')).toBe('2026-12-01T02:30:00.000Z');
    expect(instantOf('2026-12-01T09:30', 'UTC')).toBe('2026-12-01T09:30:00.000Z');
    // a zone with summer time: each half of the year at its own offset
    expect(instantOf('2026-07-01T10:00', 'Europe/Berlin')).toBe('2026-07-01T08:00:00.000Z');
    expect(instantOf('2026-12-01T10:00', 'Europe/Berlin')).toBe('2026-12-01T09:00:00.000Z');
    expect(instantOf('2026-12-01', 'UTC')).toBeUndefined();
  });

  it("turns the api's wall time into a datetime field's value", () => {
    expect(localFieldValue('2026-12-01 09:30:00')).toBe('2026-12-01T09:30');
    expect(localFieldValue('2026-12-01T09:30')).toBe('2026-12-01T09:30');
    expect(localFieldValue(null)).toBe('');
  });
});
