import type { z } from 'zod';
import type { I18n, PortalMessageKey } from '../../../i18n/I18nContext';

/**
 * Field → message in the reader's language for a failed parse, every field at once (the first issue of each). A
 * schema's own message is a catalog key; zod's built-in checks (a length, a whole number) are worded from their code,
 * so no English zod text reaches the page.
 */
export function jobFormMessages(error: z.ZodError, t: I18n['t']): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    messages[field] ??= messageOf(issue, t);
  }
  return messages;
}

// zod v4 gives a schema's message (contracts' `z.number('validation.required')`) to every check of that schema, so a
// too-long text would say "required": that message is believed only for a value that is really missing
function messageOf(issue: z.core.$ZodIssue, t: I18n['t']): string {
  if (issue.message.startsWith('validation.') && issue.message !== 'validation.required') return t(issue.message as PortalMessageKey);
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? t('validation.tooLong', { maximum: Number(issue.maximum) }) : t('validation.tooBig', { maximum: Number(issue.maximum) });
    case 'too_small':
      return issue.origin === 'string' ? t('validation.required') : t('validation.tooSmall', { minimum: Number(issue.minimum) });
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? t('validation.required') : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}
