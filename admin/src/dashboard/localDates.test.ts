import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './localDates';

describe('api times worded per language', () => {
  it('keeps the api wall-clock time and writes Thai years in the Gregorian calendar', () => {
    expect(formatDateTime('2026-11-22 09:05:00', 'en')).toBe('Nov 22, 2026, 9:05 AM');
    expect(formatDay('2026-11-22', 'th')).toContain('2026');
    expect(formatDay('2026-11-22', 'th')).not.toContain('2569');
  });

  it('shows nothing for a missing time', () => {
    expect(formatDateTime(null, 'en')).toBe('');
  });
});
