import { formatDateTime } from '@jobmarket/contracts/platform/time';

// defined in contracts so the projections' pushes format times exactly as the api's answers do
export { formatDateTime };

/** The UTC instants bounding the local calendar days [from, to] in a zone, for `createTime[]` filters. */
export function localDayRange(from: string, to: string, timeZone: string): [Date, Date] {
  return [startOfLocalDay(from, timeZone), new Date(startOfLocalDay(to, timeZone).getTime() + 24 * 3600 * 1000)];
}

function startOfLocalDay(day: string, timeZone: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // the zone's offset at that moment, found by formatting the UTC instant in the zone
  const shown = formatDateTime(utcMidnight, timeZone);
  const offsetMs = new Date(`${shown.replace(' ', 'T')}Z`).getTime() - utcMidnight.getTime();
  return new Date(utcMidnight.getTime() - offsetMs);
}

/** Whether the runtime knows the zone (an IANA name such as `Asia/Vientiane`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
