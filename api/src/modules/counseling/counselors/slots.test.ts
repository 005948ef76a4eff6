import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from '../../../http/time';
import { freeSlotsOf, instantOfWallClock, isFreeSlotOf, localDayOf, windowOfDays, type CounselorSchedule } from './slots';

const longAgo = new Date('2000-01-01T00:00:00Z');
const starts = (slots: { startsAt: string }[]) => slots.map((slot) => slot.startsAt);

// Vientiane is UTC+7 all year; 2026-12-07 is a Monday (weekday 1)
const vientiane: CounselorSchedule = {
  timeZone: 'Asia/Vientiane',
  weekly: [
    { weekday: 1, from: '09:00', to: '11:30' },
    { weekday: 1, from: '14:00', to: '15:00' },
    { weekday: 3, from: '10:00', to: '11:00' },
  ],
  daysOff: [],
  sessionMinutes: 60,
};

describe('free slots', () => {
  it('cuts each opening into whole sessions from its start, in the counselor’s zone', () => {
    const slots = freeSlotsOf(vientiane, windowOfDays('2026-12-07', '2026-12-07', 'Asia/Vientiane'), [], longAgo);
    // 09:00, 10:00 (11:00 would end at 12:00, past the opening's 11:30), 14:00
    expect(starts(slots)).toEqual(['2026-12-07T02:00:00.000Z', '2026-12-07T03:00:00.000Z', '2026-12-07T07:00:00.000Z']);
    expect(slots[0]!.endsAt).toBe('2026-12-07T03:00:00.000Z');
  });

  it('answers the days asked for in the reader’s zone', () => {
    // Monday 09:00–15:00 in Vientiane is Sunday 18:00–24:00 in Los Angeles: the whole Monday is a reader's Sunday there
    const sunday = windowOfDays('2026-12-06', '2026-12-06', 'America/Los_Angeles');
    expect(starts(freeSlotsOf(vientiane, sunday, [], longAgo))).toEqual(['2026-12-07T02:00:00.000Z', '2026-12-07T03:00:00.000Z', '2026-12-07T07:00:00.000Z']);
    expect(freeSlotsOf(vientiane, windowOfDays('2026-12-07', '2026-12-07', 'America/Los_Angeles'), [], longAgo)).toEqual([]);
  });

  it('has none on a day off (the counselor’s day), and other days stay', () => {
    const week = windowOfDays('2026-12-07', '2026-12-13', 'Asia/Vientiane');
    const slots = freeSlotsOf({ ...vientiane, daysOff: ['2026-12-07'] }, week, [], longAgo);
    expect(starts(slots)).toEqual(['2026-12-09T03:00:00.000Z']);
  });

  it('leaves out a slot a session holds, and one overlapping a longer session', () => {
    const day = windowOfDays('2026-12-07', '2026-12-07', 'Asia/Vientiane');
    const held = [
      { startsAt: '2026-12-07T02:00:00.000Z', endsAt: '2026-12-07T03:00:00.000Z' },
      // booked when sessions were 90 minutes: 14:30–16:00 takes the 14:00 slot too
      { startsAt: '2026-12-07T07:30:00.000Z', endsAt: '2026-12-07T09:00:00.000Z' },
    ];
    expect(starts(freeSlotsOf(vientiane, day, held, longAgo))).toEqual(['2026-12-07T03:00:00.000Z']);
  });

  it('offers nothing in the past nor starting within the hour', () => {
    const day = windowOfDays('2026-12-07', '2026-12-07', 'Asia/Vientiane');
    // 09:30 local: 09:00 has started, 10:00 is within the hour; 14:00 is left
    expect(starts(freeSlotsOf(vientiane, day, [], new Date('2026-12-07T02:30:00Z')))).toEqual(['2026-12-07T07:00:00.000Z']);
    expect(starts(freeSlotsOf(vientiane, day, [], new Date('2026-12-07T01:59:00Z')))).toEqual(['2026-12-07T03:00:00.000Z', '2026-12-07T07:00:00.000Z']);
  });

  describe('in a zone with daylight saving time (America/New_York)', () => {
    // 2026-03-08: clocks go 02:00 → 03:00; 2026-11-01: clocks go 02:00 → 01:00 (both Sundays)
    const newYork: CounselorSchedule = { timeZone: 'America/New_York', weekly: [{ weekday: 0, from: '01:00', to: '04:00' }], daysOff: [], sessionMinutes: 60 };

    it('keeps the wall clock across the change: 09:00 is 14:00 UTC in winter, 13:00 in summer', () => {
      const weekdays = { ...newYork, weekly: [{ weekday: 5, from: '09:00', to: '10:00' }] };
      const march = freeSlotsOf(weekdays, windowOfDays('2026-03-06', '2026-03-13', 'America/New_York'), [], longAgo);
      expect(starts(march)).toEqual(['2026-03-06T14:00:00.000Z', '2026-03-13T13:00:00.000Z']);
    });

    it('skips the hour that does not exist when the clocks go forward', () => {
      const slots = freeSlotsOf(newYork, windowOfDays('2026-03-08', '2026-03-08', 'America/New_York'), [], longAgo);
      // 01:00 EST, (02:00 does not exist), 03:00 EDT
      expect(starts(slots)).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z']);
      expect(slots[0]!.endsAt).toBe('2026-03-08T07:00:00.000Z');
    });

    it('takes the first of the hour that happens twice when the clocks go back', () => {
      const slots = freeSlotsOf(newYork, windowOfDays('2026-11-01', '2026-11-01', 'America/New_York'), [], longAgo);
      // 01:00 EDT (05:00Z), 02:00 EST (07:00Z), 03:00 EST (08:00Z): sessions of 60 real minutes
      expect(starts(slots)).toEqual(['2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z', '2026-11-01T08:00:00.000Z']);
      expect(instantOfWallClock(Date.parse('2026-11-01T01:30:00Z'), 'America/New_York')).toBe(Date.parse('2026-11-01T05:30:00Z'));
    });

    it('reads a day off as the counselor’s day', () => {
      expect(localDayOf(new Date('2026-03-08T03:00:00Z'), 'America/New_York')).toBe('2026-03-07');
      const slots = freeSlotsOf({ ...newYork, daysOff: ['2026-03-08'] }, windowOfDays('2026-03-07', '2026-03-09', 'UTC'), [], longAgo);
      expect(slots).toEqual([]);
    });
  });

  it('tells a free slot’s start from any other instant', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(isFreeSlotOf(vientiane, '2026-12-07T03:00:00.000Z', [], now)).toBe(true);
    expect(isFreeSlotOf(vientiane, '2026-12-07T10:00:00+07:00', [], now)).toBe(true);
    expect(isFreeSlotOf(vientiane, '2026-12-07T03:30:00.000Z', [], now)).toBe(false);
    expect(isFreeSlotOf(vientiane, '2026-12-07T03:00:00.000Z', [{ startsAt: '2026-12-07T03:00:00.000Z', endsAt: '2026-12-07T04:00:00.000Z' }], now)).toBe(false);
    expect(isFreeSlotOf({ ...vientiane, daysOff: ['2026-12-07'] }, '2026-12-07T03:00:00.000Z', [], now)).toBe(false);
    expect(isFreeSlotOf(vientiane, 'not a time', [], now)).toBe(false);
  });

  it('knows an IANA zone from a made-up one', () => {
    expect(isKnownTimeZone('Asia/Bangkok')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
