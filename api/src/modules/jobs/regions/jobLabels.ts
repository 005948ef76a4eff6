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

/** Staff may relabel dictionary items at any time; a minute-old label is acceptable where nobody called invalidate(). */
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
 * Labels of the `industry` and `education` dictionaries (every item, disabled ones too: an old job keeps its label),
 * translated as `/dict/list` translates them (`labelIn`), and of the region table, cached per language.
 */
export function jobLabels(db: Knex) {
  let items: { rows: Promise<DictionaryItem[]>; readAt: number } | undefined;
  const labelsByLocale = new Map<Locale, Promise<JobLabels>>();

  function dictionaryItems(): Promise<DictionaryItem[]> {
    if (!items || Date.now() - items.readAt > DICTIONARY_TTL_MS) {
      labelsByLocale.clear();
      const rows = db<DictionaryItem>(DICT_DATA_TABLE)
        .whereIn('dict_code', jobDictionaries)
        .orderBy(['dict_code', 'sort', 'id'])
        .select('dict_code', 'value', 'label', 'label_i18n');
      const entry = { rows, readAt: Date.now() };
      // a failed read is not kept: the next call reads again
      rows.catch(() => {
        if (items === entry) items = undefined;
      });
      items = entry;
    }
    return items.rows;
  }

  async function build(locale: Locale): Promise<JobLabels> {
    const [rows, directory] = await Promise.all([dictionaryItems(), regionDirectory(db)]);
    const labels: Record<JobDictionary, Map<string, string>> = { industry: new Map(), education: new Map() };
    for (const row of rows) labels[row.dict_code].set(row.value, labelIn(locale, row.label, row.label_i18n));
    const labelled = (dictionary: JobDictionary) => (value: string) => ({ value, label: labels[dictionary].get(value) ?? value });
    return {
      industry: labelled('industry'),
      education: labelled('education'),
      location: (provinceCode, districtCode) => locationOf(directory, provinceCode, districtCode, locale),
    };
  }

  return {
    async forLocale(locale: Locale): Promise<JobLabels> {
      await dictionaryItems(); // expires the cached labels once the dictionary read is older than the TTL
      let labels = labelsByLocale.get(locale);
      if (!labels) {
        labels = build(locale);
        const building = labels;
        building.catch(() => {
          if (labelsByLocale.get(locale) === building) labelsByLocale.delete(locale);
        });
        labelsByLocale.set(locale, building);
      }
      return labels;
    },
    /** The country of a province whose district is `districtCode`, or undefined when the pair is not in the table. */
    async countryOf(provinceCode: string, districtCode: string): Promise<CountryCode | undefined> {
      return (await regionDirectory(db)).countryOf(provinceCode, districtCode);
    },
    /** Forget the dictionary labels (after an item was added or relabelled); regions never change while running. */
    invalidate(): void {
      items = undefined;
      labelsByLocale.clear();
    },
  };
}
export type JobLabelSource = ReturnType<typeof jobLabels>;
