import { afterEach, describe, expect, it } from 'vitest';
import { forgetThaiYears, setThaiYears } from '../../../i18n/thaiYears';
import { formatMeetingSpan, formatMeetingTime, instantOf, localInputOf, timeLocaleOf } from './meetingTimes';

// Node reads TZ again whenever it changes: each case sets the reader's zone it is about
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
  forgetThaiYears();
});

describe('job fair times in the reader’s zone', () => {
  it('sends what a datetime field holds as an instant with that day’s offset', () => {
    process.env.TZ = 'Asia/Bangkok';
    expect(instantOf('2099-03-20T09:00')).toBe('2099-03-20T09:00:00+07:00');
    process.env.TZ = 'America/New_York';
    // summer time that day, winter time in January: each day's own offset
    expect(instantOf('2099-07-01T18:30')).toBe('2099-07-01T18:30:00-04:00');
    expect(instantOf('2099-01-15T18:30')).toBe('2099-01-15T18:30:00-05:00');
  });

  it('leaves an empty field missing and passes anything unreadable on for the schema to name', () => {
    expect(instantOf('')).toBeUndefined();
    expect(instantOf('  ')).toBeUndefined();
    expect(instantOf('20/03/2099')).toBe('20/03/2099');
    expect(instantOf('2099-02-30T09:00')).toBe('2099-02-30T09:00');
  });

  it('shows an instant on the reader’s clock, and back again', () => {
    process.env.TZ = 'Asia/Vientiane';
    expect(localInputOf('2099-03-20T02:00:00.000Z')).toBe('2099-03-20T09:00');
    expect(instantOf(localInputOf('2099-03-20T02:00:00.000Z'))).toBe('2099-03-20T09:00:00+07:00');
    expect(localInputOf(null)).toBe('');
  });

  it('writes Thai with Gregorian years, and the day once when a fair starts and ends on it', () => {
    process.env.TZ = 'Asia/Bangkok';
    expect(formatMeetingTime('th', '2099-03-20T02:00:00.000Z')).toContain('2099');
    expect(formatMeetingTime('th', '2099-03-20T02:00:00.000Z')).not.toContain('2642');
    expect(formatMeetingSpan('en', '2099-03-20T02:00:00.000Z', '2099-03-20T05:00:00.000Z')).toMatch(/^Mar 20, 2099, 9:00\s?AM\s?[–-]\s?12:00\s?PM$/);
    // no date names for Lao in Chromium: digits, the day still said once
    expect(formatMeetingSpan('xx-unknown', '2099-03-20T02:00:00.000Z', '2099-03-20T05:00:00.000Z')).toBe('20/03/2099 09:00 – 12:00');
    expect(formatMeetingSpan('xx-unknown', '2099-03-20T02:00:00.000Z', '2099-03-21T05:00:00.000Z')).toBe('20/03/2099 09:00 – 21/03/2099 12:00');
    expect(formatMeetingSpan('zh-cn', '2099-03-20T02:00:00.000Z', '2099-03-21T05:00:00.000Z')).toMatch(/^2099\/3\/20 09:00\s?[–-]\s?2099\/3\/21 12:00$/);
  });

  it('writes Thai years in the Buddhist Era once the reader chose it, and only Thai', () => {
    process.env.TZ = 'Asia/Bangkok';
    expect(timeLocaleOf('th')).toBe('th-TH-u-ca-gregory');
    expect(formatMeetingTime('th', '2026-03-20T02:00:00.000Z')).toContain('2026');
    setThaiYears('buddhist');
    expect(timeLocaleOf('th')).toBe('th-TH-u-ca-buddhist');
    expect(formatMeetingTime('th', '2026-03-20T02:00:00.000Z')).toContain('2569');
    expect(formatMeetingTime('th', '2026-03-20T02:00:00.000Z')).not.toContain('2026');
    expect(formatMeetingSpan('th', '2026-03-20T02:00:00.000Z', '2026-03-20T05:00:00.000Z')).toContain('2569');
    expect(formatMeetingTime('en', '2026-03-20T02:00:00.000Z')).toContain('2026');
    // an explicit choice wins over the stored one
    expect(timeLocaleOf('th', 'gregory')).toBe('th-TH-u-ca-gregory');
    setThaiYears('gregory');
    expect(formatMeetingTime('th', '2026-03-20T02:00:00.000Z')).toContain('2026');
  });
});
