import { type FieldErrors, type Locale } from '@jobmarket/contracts';
import { catalogs, translate } from '@jobmarket/contracts/i18n/translate';
import { lookupMessage } from '@jobmarket/contracts/i18n/messageFormat';
import type { z } from 'zod';

/** Turns zod issues into field → localised message, every failing field at once (API-CONTRACT §4). */
export function fieldErrorsOf(error: z.ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (field in errors) continue;
    errors[field] = messageOf(issue, locale);
  }
  return errors;
}

function messageOf(issue: z.core.$ZodIssue, locale: Locale): string {
  // a schema may name its own message key (validation.invalidMobile, or a context's: resumes.validation.ageRange)
  if (issue.message.startsWith('validation.') || lookupMessage(catalogs.en, issue.message) !== undefined) return translate(locale, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? translate(locale, 'validation.required') : translate(locale, 'validation.invalidType', { expected: issue.expected });
    case 'too_small':
      return issue.origin === 'string'
        ? translate(locale, Number(issue.minimum) === 1 ? 'validation.required' : 'validation.tooShort', { minimum: Number(issue.minimum) })
        : translate(locale, 'validation.tooSmall', { minimum: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? translate(locale, 'validation.tooLong', { maximum: Number(issue.maximum) })
        : translate(locale, 'validation.tooBig', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      return translate(locale, issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidFormat');
    case 'invalid_value':
      return translate(locale, 'validation.invalidValue', { options: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknownField');
    default:
      return translate(locale, 'validation.invalid');
  }
}

/** A04xx code for a set of issues: missing field, wrong format, or generally invalid. */
export function resultCodeOf(error: z.ZodError): 'A0410' | 'A0421' | 'A0402' {
  if (error.issues.every((issue) => issue.code === 'invalid_type' && issue.input === undefined)) return 'A0410';
  if (error.issues.every((issue) => issue.code === 'invalid_format')) return 'A0421';
  return 'A0402';
}
