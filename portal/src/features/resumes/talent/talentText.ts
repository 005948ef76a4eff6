import type { PortalMessageKey } from '../../../i18n/I18nContext';

type Translate = (key: PortalMessageKey, vars?: Record<string, string | number>) => string;

/** "3 years of experience", "1 year…", or that there is none yet. */
export function experienceText(t: Translate, years: number): string {
  if (years <= 0) return t('portal.talent.card.experienceNone');
  return years === 1 ? t('portal.talent.card.experienceOne') : t('portal.talent.card.experience', { years });
}

/** The gender as the resume says it ("Not specified" for anything the catalog does not name). */
export function genderText(t: Translate, gender: number): string {
  // the catalog keys genders by number (`resumes.genders.1`), which MessageKey's string-keyed walk does not list
  return t(`resumes.genders.${gender === 1 || gender === 2 ? gender : 0}` as PortalMessageKey);
}
