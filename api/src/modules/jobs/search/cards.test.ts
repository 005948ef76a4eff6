import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../http/time';
import { cardTime } from './cards';

describe('card times', () => {
  it('write every instant as formatDateTime does, across offsets and daylight-saving changes', () => {
    const zones = ['UTC', 'Asia/Bangkok', 'Asia/Vientiane', 'Asia/Shanghai', 'Asia/Kathmandu', 'America/New_York', 'America/St_Johns', 'Australia/Lord_Howe', 'Europe/London'];
    const start = Date.UTC(2025, 0, 1);
    for (const zone of zones) {
      // every 7 hours 13 minutes 17 seconds through two years: both DST changes of each year, any minute and second
      for (let ms = start; ms < start + 2 * 365 * 24 * 3600_000; ms += 26_000_000 + 17_000) {
        expect(cardTime(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toBe(formatDateTime(new Date(ms), zone));
      }
    }
  });

  it('change offset at the very second a zone does, on the half hour too', () => {
    const changes: [string, string][] = [
      ['America/New_York', '2025-03-09T07:00:00Z'],
      ['America/New_York', '2025-11-02T06:00:00Z'],
      ['America/St_Johns', '2025-03-09T05:30:00Z'],
      ['Australia/Lord_Howe', '2025-04-05T15:00:00Z'],
      ['Australia/Lord_Howe', '2025-10-04T15:30:00Z'],
    ];
    for (const [zone, instant] of changes) {
      for (const delta of [-1000, 0, 1000]) {
        const at = new Date(Date.parse(instant) + delta);
        expect(cardTime(at, zone), `${zone} ${at.toISOString()}`).toBe(formatDateTime(at, zone));
      }
    }
  });
});
