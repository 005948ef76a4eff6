import { describe, expect, it } from 'vitest';
import { formatDateTime } from './time';

/** What Intl itself writes: the reference the cached offsets must agree with. */
function viaIntl(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

describe('formatDateTime', () => {
  it('writes the wall clock of the zone', () => {
    expect(formatDateTime(new Date('2026-12-12T02:00:00Z'), 'Asia/Bangkok')).toBe('2026-12-12 09:00:00');
    expect(formatDateTime('2026-12-31T16:30:05.999Z', 'Asia/Shanghai')).toBe('2027-01-01 00:30:05');
    expect(formatDateTime(null, 'UTC')).toBeNull();
  });

  it('agrees with Intl minute by minute across changes of offset, on the hour, the half hour and odd historical ones', () => {
    const cases: [string, string][] = [
      ['America/New_York', '2026-03-08T06:00:00Z'], // spring forward at 02:00 local
      ['America/New_York', '2026-11-01T05:00:00Z'], // fall back: 01:00–02:00 twice
      ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'], // a half-hour change
      ['Asia/Kathmandu', '1986-01-01T00:00:00Z'], // +05:30 → +05:45 at 00:00 local
      ['Africa/Monrovia', '1972-01-07T00:00:00Z'], // -00:44:30 → 00:00: an offset with seconds
    ];
    for (const [zone, around] of cases) {
      const start = new Date(around).getTime() - 3 * 3_600_000;
      for (let ms = start; ms < start + 6 * 3_600_000; ms += 61_000) {
        const date = new Date(ms);
        expect(formatDateTime(date, zone), `${zone} ${date.toISOString()}`).toBe(viaIntl(date, zone));
      }
    }
  });

  it('hands years Intl writes its own way to Intl, and refuses an invalid date as Intl does', () => {
    const early = new Date('0099-06-01T00:00:00Z');
    expect(formatDateTime(early, 'UTC')).toBe(viaIntl(early, 'UTC'));
    expect(() => formatDateTime(new Date('not a date'), 'UTC')).toThrow(RangeError);
  });
});
