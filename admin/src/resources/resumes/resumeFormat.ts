import type { Locale } from '@jobmarket/contracts';
import type { ExperienceEntry } from '@jobmarket/contracts/resumes/forms';
import { dateLocales } from '../../theme/locales';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 0 not specified, 1 male, 2 female (as users), named by the domain's texts. */
export const genderLabel = (gender: number, translate: Translate): string => translate(`resumes.genders.${gender}`, { _: String(gender) });

/** A `YYYY-MM` month as the reader writes it (`Mar 2024`, `2024年3月`), Gregorian years in every language. */
export function formatMonth(month: string, locale: Locale): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(dateLocales[locale], { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** An experience entry's months: `Mar 2024 – Now` while it runs. */
export const experiencePeriod = (entry: Pick<ExperienceEntry, 'startMonth' | 'endMonth'>, translate: Translate, locale: Locale): string =>
  translate('resources.resumes.experience.period', {
    from: formatMonth(entry.startMonth, locale),
    to: entry.endMonth ? formatMonth(entry.endMonth, locale) : translate('resumes.experience.untilNow'),
  });
