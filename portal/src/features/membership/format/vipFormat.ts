import { dateOf } from '../../jobs/format/jobDates';

/**
 * A price in the reader's locale with the currency as that locale writes it: kip reads `₭1.500.000` in Lao and
 * `LAK 1,500,000` in English (Intl decides, not us). Prices are whole units: kip has no minor unit in use.
 */
export function formatPrice(locale: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/** A count in the reader's digits and grouping. */
export function formatCount(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * A day and time in the reader's locale, or the value as sent when it is not a time. Where the browser has no date
 * names for the language (Chromium has none for Lao) it is written in digits, day/month/year, as Laos writes dates.
 */
export function formatDateTime(locale: string, value: string | null | undefined): string {
  if (!value) return '—';
  const date = dateOf(value);
  if (!date) return value;
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Seconds as `m:ss` (a QR code's countdown). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
