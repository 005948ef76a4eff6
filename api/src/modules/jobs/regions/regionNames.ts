import type { CountryCode, Locale } from '@jobmarket/contracts';

/** The language a country's regions are named in locally (the table's `name_local`). */
const localeOfCountry: Record<CountryCode, Locale> = { LA: 'lo', TH: 'th', CN: 'zh-cn' };

/** The three countries in every language we serve; below the country level the table's two names suffice. */
const countryNames: Record<CountryCode, Record<Locale, string>> = {
  LA: { en: 'Laos', 'zh-cn': '老挝', lo: 'ລາວ', th: 'ลาว' },
  TH: { en: 'Thailand', 'zh-cn': '泰国', lo: 'ໄທ', th: 'ไทย' },
  CN: { en: 'China', 'zh-cn': '中国', lo: 'ຈີນ', th: 'จีน' },
};

export interface NamedRegion {
  code: string;
  level: 'country' | 'province' | 'district';
  country: CountryCode;
  nameEn: string;
  nameLocal: string;
}

/**
 * A region's name for a reader: in the reader's language where that is the country's own (Chinese names for China to
 * zh-cn readers, Thai for Thailand to th, Lao for Laos to lo), else English — also whenever the local name is missing.
 */
export function regionName(region: NamedRegion, locale: Locale): string {
  if (region.level === 'country') return countryNames[region.country][locale];
  if (localeOfCountry[region.country] === locale && region.nameLocal) return region.nameLocal;
  return region.nameEn;
}
