import { locales } from '@jobmarket/contracts/i18n/locales';
import { vipLevelForm, vipLevelNames } from '@jobmarket/contracts/membership/forms';
import { validateField } from '../shared/zodMessages';

/** The level's numeric fields in the form's order: the offer, then the four quotas (spec §3 VIP), then the sort. */
export const levelNumberFields = ['price', 'validDays', 'jobCount', 'viewableResumes', 'downloadableResumes', 'adCount', 'sort'] as const;
export type LevelNumberField = (typeof levelNumberFields)[number];

/** Each input's check, from the api's own schema (`vipLevelForm`). */
export const levelValidators = {
  names: Object.fromEntries(locales.map((locale) => [locale, validateField(vipLevelNames.shape[locale])])),
  ...Object.fromEntries(levelNumberFields.map((field) => [field, validateField(vipLevelForm.shape[field])])),
} as Record<LevelNumberField, ReturnType<typeof validateField>> & { names: Record<string, ReturnType<typeof validateField>> };

/** A new level starts enabled and sorted first; everything it sells is typed. */
export const newLevelDefaults = { enabled: true, sort: 0 };

/** The request body from the form's values: the form's fields only (the record also carries its id, reader's name, currency and times). */
export function levelBodyOf(values: Record<string, unknown>): Record<string, unknown> {
  const names = (values.names ?? {}) as Record<string, unknown>;
  return {
    names: Object.fromEntries(locales.map((locale) => [locale, names[locale] ?? ''])),
    ...Object.fromEntries(levelNumberFields.map((field) => [field, values[field] ?? null])),
    enabled: values.enabled ?? true,
  };
}
