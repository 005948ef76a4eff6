import { countryCodes, type CountryCode, type RegionLevel } from '@jobmarket/contracts';
import { chinaRegions } from './data/china';
import { laosRegions } from './data/laos';
import { thailandRegions } from './data/thailand';
import type { RegionSeed } from './regionSeed';

/** Reference data (migration 012), not a read model: never rebuilt from events, the same on every deployment. */
export const REGIONS_TABLE = 'regions';

/** A row of the `regions` table. */
export interface RegionRow {
  code: string;
  parent_code: string | null;
  level: RegionLevel;
  country: CountryCode;
  name_en: string;
  /** In the country's language: Lao for LA, Thai for TH, Simplified Chinese for CN. */
  name_local: string;
  /** Order among its siblings: the source's official order (codes ascending; countries as `countryCodes`). */
  sort: number;
}

const countries: Record<CountryCode, { en: string; local: string }> = {
  LA: { en: 'Laos', local: 'ລາວ' },
  TH: { en: 'Thailand', local: 'ไทย' },
  CN: { en: 'China', local: '中国' },
};

const seedsOf: Record<CountryCode, RegionSeed[]> = { LA: laosRegions, TH: thailandRegions, CN: chinaRegions };

/** Every region, parents before children: the countries, then their provinces, then the districts/cities. */
export function regionRows(): RegionRow[] {
  const rows: RegionRow[] = countryCodes.map((country, index) => ({
    code: country,
    parent_code: null,
    level: 'country',
    country,
    name_en: countries[country].en,
    name_local: countries[country].local,
    sort: index + 1,
  }));
  for (const country of countryCodes) {
    const siblings = new Map<string, number>();
    for (const seed of seedsOf[country]) {
      const sort = (siblings.get(seed.parent) ?? 0) + 1;
      siblings.set(seed.parent, sort);
      const level: RegionLevel = seed.parent === country ? 'province' : 'district';
      rows.push({ code: seed.code, parent_code: seed.parent, level, country, name_en: seed.en, name_local: seed.local, sort });
    }
  }
  const order: Record<RegionLevel, number> = { country: 0, province: 1, district: 2 };
  return rows.sort((a, b) => order[a.level] - order[b.level]);
}
