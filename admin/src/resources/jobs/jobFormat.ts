import type { Locale } from '@jobmarket/contracts';
import type { JobLocationView } from '@jobmarket/contracts/jobs/regions';
import { dateLocales } from '../../theme/locales';

/** An amount in the job's currency, written the reader's way (฿12,000.00, ¥12,000.00, LAK 1,500,000). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(dateLocales[locale], { style: 'currency', currency }).format(amount);
  } catch {
    // an unknown currency code must not break a page: the number and the code
    return `${new Intl.NumberFormat(dateLocales[locale]).format(amount)} ${currency}`;
  }
}

/** A percentage as typed or stored (50, 33.33), in the reader's digits. */
export const formatPercent = (percent: number, locale: Locale): string =>
  new Intl.NumberFormat(dateLocales[locale], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** Where the job is, most specific first: district, province, country (names in the reader's language from the api). */
export const locationLine = (location: JobLocationView | null | undefined): string =>
  location ? [location.districtName, location.provinceName, location.countryName].filter(Boolean).join(', ') : '';
