import type { AvailabilityForm } from '@jobmarket/contracts/counseling/forms';

export type WeeklyOpening = AvailabilityForm['weekly'][number];

/** Weekdays in the order a week is read here: Monday first, Sunday last (the api numbers Sunday 0). */
export const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** The openings by weekday (Monday first), each day's in time order; days without any left out. */
export function openingsByWeekday(weekly: readonly WeeklyOpening[]): [number, WeeklyOpening[]][] {
  return weekdayOrder
    .map((weekday): [number, WeeklyOpening[]] => [weekday, weekly.filter((opening) => Number(opening.weekday) === weekday).sort((a, b) => a.from.localeCompare(b.from))])
    .filter(([, openings]) => openings.length > 0);
}

/** The IANA zones this browser knows, for the zone picker (a typed one is taken too). */
export function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}
