import { describe, expect, it } from 'vitest';
import { greetingAt, greetingFor, hourIn } from './greeting';

describe('the job seeker home greeting', () => {
  it('greets by the hour: morning from 5, afternoon from 12, evening from 18 until 5', () => {
    expect([4, 5, 11, 12, 17, 18, 23, 0].map(greetingFor)).toEqual([
      'portal.homes.greeting.evening',
      'portal.homes.greeting.morning',
      'portal.homes.greeting.morning',
      'portal.homes.greeting.afternoon',
      'portal.homes.greeting.afternoon',
      'portal.homes.greeting.evening',
      'portal.homes.greeting.evening',
      'portal.homes.greeting.evening',
    ]);
  });

  it('reads the hour on the clock of the zone, so one instant is morning in Vientiane and evening in New York', () => {
    const instant = new Date('2026-03-16T02:30:00Z');
    expect(hourIn(instant, 'Asia/Vientiane')).toBe(9);
    expect(hourIn(instant, 'Asia/Shanghai')).toBe(10);
    expect(hourIn(instant, 'America/New_York')).toBe(22);
    expect(greetingAt(instant, 'Asia/Vientiane')).toBe('portal.homes.greeting.morning');
    expect(greetingAt(instant, 'America/New_York')).toBe('portal.homes.greeting.evening');
    // midnight reads 0, not 24
    expect(hourIn(new Date('2026-03-16T17:00:00Z'), 'Asia/Bangkok')).toBe(0);
  });

  it('falls back to the device clock for a zone it does not know', () => {
    const instant = new Date('2026-03-16T02:30:00Z');
    expect(hourIn(instant, 'Mars/Olympus_Mons')).toBe(instant.getHours());
  });
});
