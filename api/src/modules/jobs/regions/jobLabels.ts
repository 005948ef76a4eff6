import type { CountryCode, JobLocationView, LabelledValue, Locale } from '@jobmarket/contracts';
import type { Knex } from 'knex';

/** Names of a job's dictionary values and regions in one language. */
export interface JobLabels {
  industry(value: string): LabelledValue;
  education(value: string): LabelledValue;
  location(provinceCode: string, districtCode: string): JobLocationView;
}

/**
 * Labels of the `industry` and `education` dictionaries and of the region table, cached per language.
 * placeholder: the regions part replaces it with the real lookups (same signature).
 */
export function jobLabels(_db: Knex) {
  return {
    async forLocale(_locale: Locale): Promise<JobLabels> {
      return {
        industry: (value) => ({ value, label: value }),
        education: (value) => ({ value, label: value }),
        location: (provinceCode, districtCode) => ({
          country: provinceCode.slice(0, 2) as CountryCode,
          countryName: provinceCode.slice(0, 2),
          provinceCode,
          provinceName: provinceCode,
          districtCode,
          districtName: districtCode,
        }),
      };
    },
    /** The country of a province whose district is `districtCode`, or undefined when the pair is not in the table. */
    async countryOf(_provinceCode: string, _districtCode: string): Promise<CountryCode | undefined> {
      return undefined;
    },
    invalidate(): void {},
  };
}
export type JobLabelSource = ReturnType<typeof jobLabels>;
