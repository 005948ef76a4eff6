import { formatDateTime } from '@jobmarket/contracts/platform/time';
/** Sign-in telemetry (migration 008): one row per successful sign-in, for monthly active users. */
export const SIGN_INS_TABLE = 'sign_ins';

/** `YYYY-MM` of an instant in a zone. */
export function localMonthOf(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD
  return formatDateTime(instant, timeZone).slice(0, 7);
}

/** Calendar arithmetic on `YYYY-MM` (no zone involved). */
export function addMonths(month: string, months: number): string {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthOfYear - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** The first day of a `YYYY-MM` month, `YYYY-MM-01`: with `::timestamp at time zone`, the local midnight it starts at. */
export const firstDayOf = (month: string): string => `${month}-01`;
