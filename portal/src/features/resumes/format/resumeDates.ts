import { dateOf } from '../../jobs/format/jobDates';

// browsers without a language's date names (Chromium has none for Lao) write digits, as the jobs pages do
const hasDateNames = (locale: string) => Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
const pad = (value: number) => String(value).padStart(2, '0');

/** An experience month (`YYYY-MM`) as the reader writes it ("Mar 2024", "มี.ค. 2567"); the value as sent when it is not one. */
export function formatMonth(locale: string, month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  if (!hasDateNames(locale)) return `${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short' }).format(date);
}

/** A moment (ISO 8601, or the api's `YYYY-MM-DD HH:mm:ss`) with its day and time in the reader's locale. */
export function formatMoment(locale: string, value: string): string {
  const date = dateOf(value);
  if (!date) return value;
  if (!hasDateNames(locale)) return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
