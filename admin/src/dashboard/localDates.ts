import type { Locale } from '@jobmarket/contracts';
import { dateLocales } from '../theme/locales';

/** `YYYY-MM-DD` of a date in the browser's own calendar. */
export function localDayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `count` days after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

// the api's times are wall-clock times of its zone (`YYYY-MM-DD HH:mm:ss`): shown as they are, only worded per language
const wallClock = (text: string) => new Date(`${text.slice(0, 10)}T${text.length > 10 ? text.slice(11, 19) : '00:00:00'}Z`);

/** A `YYYY-MM-DD` day, short (`Nov 22`, `11月22日`, `22 พ.ย.`), Gregorian years in every language. */
export function formatShortDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(wallClock(day));
}

/** A `YYYY-MM-DD` day in full (`Nov 22, 2026`). */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(wallClock(day));
}

/** A `YYYY-MM-DD HH:mm:ss` time from the api, in the language's own date and time order. */
export function formatDateTime(text: string | null | undefined, locale: Locale): string {
  if (!text) return '';
  const date = wallClock(text);
  if (Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}
