import type { z } from 'zod';
import type { I18n, PortalMessageKey } from '../../../i18n/I18nContext';
import { errorFieldOf } from './resumeFormValues';

// a schema's own message is a catalog key (`validation.*`, `resumes.validation.*`, `registration.files.*`); zod's
// built-in ones are English sentences and never reach the page
const isCatalogKey = (message: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(message);

/**
 * Field → message in the reader's language for a failed parse of the resume form, every field at once (the first
 * issue of each); an entry's fields are `experience.<n>.<field>`. `isBlank(path)` tells a value the seeker left
 * empty, which reads "required" rather than "not a valid e-mail".
 */
export function resumeFormMessages(error: z.ZodError, t: I18n['t'], isBlank: (path: string) => boolean): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form';
    messages[errorFieldOf(path)] ??= messageOf(issue, t, isBlank(path));
  }
  return messages;
}

// zod v4 gives a schema's message to every check of that schema (contracts' `whenMissing` limits it to a missing
// value), so "required" is believed only for what is really missing
function messageOf(issue: z.core.$ZodIssue, t: I18n['t'], isBlank: boolean): string {
  if (isBlank && issue.code === 'invalid_format' && !issue.message.startsWith('resumes.')) return t('validation.required');
  if (isCatalogKey(issue.message) && issue.message !== 'validation.required') return t(issue.message as PortalMessageKey);
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? t('validation.tooLong', { maximum: Number(issue.maximum) }) : t('validation.tooBig', { maximum: Number(issue.maximum) });
    case 'too_small':
      return issue.origin === 'string' ? t('validation.required') : t('validation.tooSmall', { minimum: Number(issue.minimum) });
    case 'invalid_type':
      return isBlank ? t('validation.required') : t('validation.invalid');
    default:
      return issue.message === 'validation.required' ? t('validation.required') : t('validation.invalid');
  }
}
