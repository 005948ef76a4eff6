import type { Locale } from '@jobmarket/contracts';
import { currentThaiYears, type ThaiYears } from '../../../i18n/thaiYears';

// A job fair happens at an instant: its times are shown and typed in the reader's own zone (the browser's), never the
// server's. The api gives each meeting's instants as ISO 8601 (`startsAt`, `endsAt`) beside its wall-clock times.

const hasDateNames = (tag: string) => Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The Intl locale a language's times are written in. Thai is written with Gregorian years (2026), as the back office
 * writes it (admin/src/theme/locales.ts), unless the reader chose the Buddhist Era (2569) beside the language
 * (i18n/thaiYears.ts); browsers without Lao date names (Chromium) get digits instead.
 */
export function timeLocaleOf(locale: Locale | string, thaiYears: ThaiYears = currentThaiYears()): string | undefined {
  if (locale === 'th') return `th-TH-u-ca-${thaiYears}`;
  return hasDateNames(locale) ? locale : undefined;
}

export { readerTimeZone } from '@jobmarket/contracts/platform/readerZone';

const spanFormats = new Map<string, Intl.DateTimeFormat>();

function spanFormat(tag: string): Intl.DateTimeFormat {
  let format = spanFormats.get(tag);
  if (!format) spanFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' })));
  return format;
}

const digits = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** One instant, day and time, in the reader's zone and language. */
export function formatMeetingTime(locale: Locale | string, instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const tag = timeLocaleOf(locale);
  return tag ? spanFormat(tag).format(date) : digits(date);
}

/** From start to end, the day said once when both fall on it (`24 Nov 2026, 09:00 – 12:00`). */
export function formatMeetingSpan(locale: Locale | string, startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startsAt} – ${endsAt}`;
  const tag = timeLocaleOf(locale);
  if (tag) return spanFormat(tag).formatRange(start, end);
  const sameDay = start.getFullYear() === end.getFullYear() && start.getMonth() === end.getMonth() && start.getDate() === end.getDate();
  return `${digits(start)} – ${sameDay ? digits(end).slice(-5) : digits(end)}`;
}

/** An instant as `<input type="datetime-local">` holds it: `YYYY-MM-DDTHH:mm` on the reader's clock. */
export function localInputOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * What a datetime field holds, as the ISO 8601 instant with the reader's offset the api expects
 * (`2026-03-20T09:00:00+07:00`): the offset of that day, so a summer-time change between now and the fair is right.
 * An empty field is undefined (the schema says "required"); anything unreadable is passed on as typed (it says why).
 */
export function instantOf(local: string): string | undefined {
  const value = local.trim();
  if (!value) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes);
  if (Number.isNaN(date.getTime()) || date.getDate() !== day) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${localInputOf(date.toISOString())}:00${zone}`;
}
