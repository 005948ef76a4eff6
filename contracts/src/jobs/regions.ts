/**
 * Where jobs are: three countries, their provinces and each province's cities/districts (a region table loaded by
 * migration; sources in the README). A job stores its province and district codes; the country, and with it the
 * salary's currency, follows from the province.
 */
export const countryCodes = ['LA', 'TH', 'CN'] as const;
export type CountryCode = (typeof countryCodes)[number];

/** The currency salaries and commissions of a job in each country are stated in (ISO 4217). */
export const currencyOfCountry: Record<CountryCode, string> = { LA: 'LAK', TH: 'THB', CN: 'CNY' };

/**
 * The time zone of each country (each keeps one, all year): a job's dates are days where the job is, the same on its
 * search card, its page and in every reader's browser.
 */
export const timeZoneOfCountry: Record<CountryCode, string> = { TH: 'Asia/Bangkok', LA: 'Asia/Vientiane', CN: 'Asia/Shanghai' };

export type RegionLevel = 'country' | 'province' | 'district';

/** `GET /regions/options?parentCode=` items: the children of a region (countries when no parent), named in the caller's language. */
export interface RegionOption {
  value: string;
  label: string;
  /** Whether it has children (a cascader loads them lazily). */
  leaf: boolean;
}

/** A job's location as views carry it, names in the reader's language. */
export interface JobLocationView {
  country: CountryCode;
  countryName: string;
  provinceCode: string;
  provinceName: string;
  districtCode: string;
  districtName: string;
}
