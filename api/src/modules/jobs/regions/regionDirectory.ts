import type { CountryCode, Locale, RegionOption } from '@jobmarket/contracts';
import { REGIONS_TABLE, type RegionRow } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { regionName, type NamedRegion } from './regionNames';

export interface Region extends NamedRegion {
  parentCode: string | null;
  children: Region[];
}

/** The region table in memory: it is reference data that changes only with a migration, never while the api runs. */
export class RegionDirectory {
  private readonly byCode = new Map<string, Region>();
  private readonly countries: Region[] = [];
  private readonly options = new Map<string, RegionOption[]>();

  constructor(rows: readonly RegionRow[]) {
    const ordered = [...rows].sort((a, b) => a.sort - b.sort);
    for (const row of ordered) {
      this.byCode.set(row.code, {
        code: row.code,
        parentCode: row.parent_code,
        level: row.level,
        country: row.country,
        nameEn: row.name_en,
        nameLocal: row.name_local,
        children: [],
      });
    }
    for (const region of this.byCode.values()) {
      if (region.parentCode === null) this.countries.push(region);
      else this.byCode.get(region.parentCode)?.children.push(region);
    }
  }

  get(code: string): Region | undefined {
    return this.byCode.get(code);
  }

  /** The cascade's choices under a region (the countries when there is none); an unknown region has none. */
  optionsOf(parentCode: string | undefined, locale: Locale): RegionOption[] {
    const key = `${locale}|${parentCode ?? ''}`;
    let options = this.options.get(key);
    if (!options) {
      const children = parentCode === undefined ? this.countries : (this.byCode.get(parentCode)?.children ?? []);
      options = children.map((child) => ({ value: child.code, label: regionName(child, locale), leaf: child.children.length === 0 }));
      this.options.set(key, options);
    }
    return options;
  }

  /** The country of a province whose district is given, when the district lies in that province. */
  countryOf(provinceCode: string, districtCode: string): CountryCode | undefined {
    const district = this.byCode.get(districtCode);
    if (!district || district.level !== 'district' || district.parentCode !== provinceCode) return undefined;
    return district.country;
  }
}

const loaded = new WeakMap<Knex, Promise<RegionDirectory>>();

/** The directory of this database, read once and shared by every caller (the region routes and the job labels). */
export function regionDirectory(db: Knex): Promise<RegionDirectory> {
  let directory = loaded.get(db);
  if (!directory) {
    directory = db<RegionRow>(REGIONS_TABLE)
      .select('code', 'parent_code', 'level', 'country', 'name_en', 'name_local', 'sort')
      .then((rows) => new RegionDirectory(rows));
    // a failed read (database down) is not remembered: the next request tries again
    directory.catch(() => {
      if (loaded.get(db) === directory) loaded.delete(db);
    });
    loaded.set(db, directory);
  }
  return directory;
}
