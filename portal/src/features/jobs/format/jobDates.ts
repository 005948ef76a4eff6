/**
 * The api's times are `YYYY-MM-DD HH:mm:ss` in the server's zone (list rows; a job card's in the job's own zone) or
 * ISO 8601 (public views); both read as a Date here. A date-only `YYYY-MM-DD` is that local day.
 */
export function dateOf(value: string): Date | undefined {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A day in the reader's locale (`24 พ.ย. 2569` in Thai), or the value as sent when it is not a time. Browsers that
 * ship without a language's date names (Chromium has none for Lao) get day/month/year in digits, as Laos writes
 * dates, rather than an English month.
 */
export function formatDay(locale: string, value: string | null | undefined): string {
  if (!value) return '—';
  const date = dateOf(value);
  if (!date) return value;
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) {
    return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** `YYYY-MM-DD` of a local date (what `<input type="date">` holds and the extend form sends). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day `days` after `from`. */
export function daysAfter(from: Date, days: number): Date {
  const next = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  next.setDate(next.getDate() + days);
  return next;
}
