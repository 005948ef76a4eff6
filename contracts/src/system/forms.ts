import { z } from 'zod';
import { requiredText, statusField } from '../identity/forms';
import type { LabelTranslations } from './labels';

/** Dictionary codes and config keys: machine names clients look things up by (`notice_type`, `vip.qrLifetimeMinutes`). */
export const SYSTEM_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const systemCode = (max: number) => requiredText(max).regex(SYSTEM_CODE_PATTERN, 'validation.codeFormat');
const optionalNote = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
/** Clients may send numbers for values (`"value": 1`); they are kept as text. */
const textFromNumber = (schema: z.ZodString) => z.preprocess((value) => (typeof value === 'number' ? String(value) : value), schema);

export const tagTypes = ['success', 'warning', 'info', 'primary', 'danger'] as const;
export type TagType = (typeof tagTypes)[number];

export const dictForm = z.object({
  name: requiredText(50),
  dictCode: systemCode(50),
  status: statusField.default(1),
  remark: optionalNote(500),
});
export type DictForm = z.infer<typeof dictForm>;

const translatedLabel = z.string().trim().max(100).nullish();
/** Only the languages given (non-empty) are kept. */
const labelTranslationsField = z
  .object({ en: translatedLabel, 'zh-cn': translatedLabel, lo: translatedLabel, th: translatedLabel })
  .nullish()
  .transform((given): LabelTranslations => Object.fromEntries(Object.entries(given ?? {}).filter(([, text]) => !!text)));

export const dictDataForm = z.object({
  dictCode: requiredText(50),
  value: textFromNumber(requiredText(50)),
  label: requiredText(100),
  labelI18n: labelTranslationsField,
  sort: z.coerce.number().int().min(0).max(100_000).default(1),
  status: statusField.default(1),
  // an empty choice in a select arrives as ''
  tagType: z
    .preprocess((value) => (value === '' ? null : value), z.enum(tagTypes).nullish())
    .transform((value) => value ?? null),
});
export type DictDataForm = z.infer<typeof dictDataForm>;

export const configForm = z.object({
  configName: requiredText(50),
  configKey: systemCode(100),
  configValue: textFromNumber(requiredText(1000)),
  remark: optionalNote(500),
});
export type ConfigForm = z.infer<typeof configForm>;
