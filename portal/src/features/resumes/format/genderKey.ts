import type { PortalMessageKey } from '../../../i18n/I18nContext';

/** `resumes.genders.<0|1|2>`: the catalog's keys are digits, which its key type leaves out, so the key is named here once. */
export const genderKey = (gender: number): PortalMessageKey => `resumes.genders.${gender}` as PortalMessageKey;
