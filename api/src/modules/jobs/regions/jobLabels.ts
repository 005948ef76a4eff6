import { labelIn, type CountryCode, type JobLocationView, type LabelledValue, type LabelTranslations, type Locale } from '@jobmarket/contracts';
import { DICT_DATA_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { regionDirectory, type RegionDirectory } from './regionDirectory';
import { regionName } from './regionNames';

/** Names of a job's dictionary values and regions in one language. */
export interface JobLabels {
  industry(value: string): LabelledValue;
  education(value: string): LabelledValue;
  location(provinceCode: string, districtCode: string): JobLocationView;
}

/** The dictionaries a job's values come from (system seed: `industry`, `education`). */
const jobDictionaries = ['industry', 'education'] as const;
type JobDictionary = (typeof jobDictionaries)[number];

/** Staff may relabel dictionary items at any time: the api drops labels on each edit (jobs/index.ts); this is the safety net. */
const DICTIONARY_TTL_MS = 60_000;

interface DictionaryItem {
  dict_code: JobDictionary;
  value: string;
  label: string;
  label_i18n: LabelTranslations | null;
}

/** A job stores the codes it was validated with; a code the table does not know is shown as it is, not hidden. */
function locationOf(directory: RegionDirectory, provinceCode: string, districtCode: string, locale: Locale): JobLocationView {
  const province = directory.get(provinceCode);
  const district = directory.get(districtCode);
  // every region code starts with its country's (migration 012)
  const country = province?.country ?? (provinceCode.slice(0, 2) as CountryCode);
  const countryRegion = directory.get(country);
  return {
    country,
    countryName: countryRegion ? regionName(countryRegion, locale) : country,
    provinceCode,
    provinceName: province ? regionName(province, locale) : provinceCode,
    districtCode,
    districtName: district ? regionName(district, locale) : districtCode,
  };
}

/**
 * The dictionary half of the labels for one database: the items read at most once a TTL, their labels per language
 * built once per read. Shared by every `jobLabels(db)`, so that one invalidate() reaches all of them.
 */
class DictionaryLabelCache {
  private items: { rows: Promise<DictionaryItem[]>; readAt: number } | undefined;
  private readonly labelsByLocale = new Map<Locale, Promise<JobLabels>>();

  constructor(private readonly db: Knex) {}

  forLocale(locale: Locale): Promise<JobLabels> {
    const rows = this.rows();
    let labels = this.labelsByLocale.get(locale);
    if (!labels) {
      const building = this.build(rows, locale);
      building.catch(() => {
        if (this.labelsByLocale.get(locale) === building) this.labelsByLocale.delete(locale);
      });
      this.labelsByLocale.set(locale, building);
      labels = building;
    }
    return labels;
  }

  invalidate(): void {
    this.items = undefined;
    this.labelsByLocale.clear();
  }

  /** The items of the job dictionaries, read again once the last read is older than the TTL (a failed read is not kept). */
  private rows(): Promise<DictionaryItem[]> {
    if (!this.items || Date.now() - this.items.readAt > DICTIONARY_TTL_MS) {
      this.labelsByLocale.clear();
      const rows = this.db<DictionaryItem>(DICT_DATA_TABLE)
        .whereIn('dict_code', jobDictionaries)
        .orderBy(['dict_code', 'sort', 'id'])
        .select('dict_code', 'value', 'label', 'label_i18n');
      const entry = { rows, readAt: Date.now() };
      rows.catch(() => {
        if (this.items === entry) this.items = undefined;
      });
      this.items = entry;
    }
    return this.items.rows;
  }

  private async build(items: Promise<DictionaryItem[]>, locale: Locale): Promise<JobLabels> {
    const [rows, directory] = await Promise.all([items, regionDirectory(this.db)]);
    const labels: Record<JobDictionary, Map<string, string>> = { industry: new Map(), education: new Map() };
    for (const row of rows) labels[row.dict_code].set(row.value, labelIn(locale, row.label, row.label_i18n));
    const labelled = (dictionary: JobDictionary) => (value: string) => ({ value, label: labels[dictionary].get(value) ?? value });
    return {
      industry: labelled('industry'),
      education: labelled('education'),
      location: (provinceCode, districtCode) => locationOf(directory, provinceCode, districtCode, locale),
    };
  }
}

const dictionaryCaches = new WeakMap<Knex, DictionaryLabelCache>();

/**
 * Labels of the `industry` and `education` dictionaries (every item, disabled ones too: an old job keeps its label),
 * translated as `/dict/list` translates them (`labelIn`), and of the region table, cached per language and per
 * database (any number of `jobLabels(db)` share one cache).
 */
export function jobLabels(db: Knex) {
  let cache = dictionaryCaches.get(db);
  if (!cache) {
    cache = new DictionaryLabelCache(db);
    dictionaryCaches.set(db, cache);
  }
  const dictionaries = cache;
  return {
    forLocale(locale: Locale): Promise<JobLabels> {
      return dictionaries.forLocale(locale);
    },
    /** The country of a province whose district is `districtCode`, or undefined when the pair is not in the table. */
    async countryOf(provinceCode: string, districtCode: string): Promise<CountryCode | undefined> {
      return (await regionDirectory(db)).countryOf(provinceCode, districtCode);
    },
    /** Forget the dictionary labels (after an item was added or relabelled); regions never change while running. */
    invalidate(): void {
      dictionaries.invalidate();
    },
  };
}
export type JobLabelSource = ReturnType<typeof jobLabels>;
