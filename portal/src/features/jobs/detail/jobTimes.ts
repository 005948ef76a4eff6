import { timeZoneOfCountry, type CountryCode } from '@jobmarket/contracts';

// a formatter is costly to make and pages format several days: one per language and country, kept
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO instant as a day in the reader's language, in the time zone of the job's country (`1 มีนาคม 2568`). Where the
 * browser has no date names for the language (Chromium has none for Lao), day/month/year in digits, as the portal's
 * lists write it (format/jobDates.ts), rather than a made-up month.
 */
export function formatJobDay(locale: string, instant: string | null, country: CountryCode): string {
  if (!instant) return '';
  const key = `${locale}|${country}`;
  let format = dayFormats.get(key);
  if (!format) {
    const hasNames = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    const timeZone = timeZoneOfCountry[country];
    format = hasNames
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone })
      : new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
    dayFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

/** The place a job or company is: district, province, country (whichever are known). */
export function placeOf(location: { districtName?: string; provinceName: string; countryName: string } | null): string {
  if (!location) return '';
  return [location.districtName, location.provinceName, location.countryName].filter(Boolean).join(', ');
}
