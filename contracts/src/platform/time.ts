// building a DateTimeFormat costs ~60 µs; a page of rows formats many times, so keep one per zone
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD HH:mm:ss` of a moment in the zone, through Intl (~6 µs a call): the reference the fast path rests on. */
function formatWithIntl(date: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

const HOUR_MS = 3_600_000;
const MAX_CACHED_HOURS = 10_000;
/** A zone's offset from UTC (ms) through each hour it was asked about; absent: a change of offset falls inside it. */
const offsetsByHour = new Map<string, number | null>();
const pad = (value: number) => String(value).padStart(2, '0');

/** The zone's wall clock minus UTC at a whole second `ms`, read through Intl (some historical offsets have seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const [date, time] = formatWithIntl(new Date(ms), timeZone).split(' ') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - ms;
}

/**
 * The zone's offset through the hour holding `ms`, when it holds one offset throughout (the same at both ends: no
 * change of offset happens twice within an hour), else null. A page of history formats hundreds of times in a few
 * hours: two Intl calls an hour instead of one a time.
 */
function hourOffset(ms: number, timeZone: string): number | null {
  const hourStart = Math.floor(ms / HOUR_MS) * HOUR_MS;
  const key = `${timeZone}@${hourStart}`;
  let offset = offsetsByHour.get(key);
  if (offset === undefined) {
    const atStart = offsetAt(hourStart, timeZone);
    offset = atStart === offsetAt(hourStart + HOUR_MS - 1000, timeZone) ? atStart : null;
    if (offsetsByHour.size >= MAX_CACHED_HOURS) offsetsByHour.clear();
    offsetsByHour.set(key, offset);
  }
  return offset;
}

/** `YYYY-MM-DD HH:mm:ss` in the given zone (API-CONTRACT §1): how every time goes on the wire, in answers and pushes alike. */
export function formatDateTime(value: Date, timeZone: string): string;
export function formatDateTime(value: Date | string | null | undefined, timeZone: string): string | null;
export function formatDateTime(value: Date | string | null | undefined, timeZone: string): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  const ms = date.getTime();
  // four-digit years only, a day's margin either side (Intl writes others its own way); an invalid date (NaN) throws
  // from Intl as it always did
  const utcYear = date.getUTCFullYear();
  const offset = utcYear > 1000 && utcYear < 9999 ? hourOffset(ms, timeZone) : null;
  if (offset === null) return formatWithIntl(date, timeZone);
  const wall = new Date(ms + offset);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}
