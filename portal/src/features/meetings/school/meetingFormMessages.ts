import { meetingForm } from '@jobmarket/contracts';
import type { z } from 'zod';
import type { I18n, PortalMessageKey } from '../../../i18n/I18nContext';
import { jobFormMessages } from '../../jobs/publisher/jobFormMessages';
import type { MeetingFormField } from './meetingFormValues';

/**
 * Stand-ins for fields that failed on their own, chosen so they can never trip the cross-field rules: a start before
 * any end, an end after any start, a link that counts as a place only where the link itself is already marked.
 */
const standIns: Record<MeetingFormField, string> = {
  title: 'x',
  content: 'x',
  startTime: '1970-01-01T00:00:00Z',
  endTime: '9999-12-31T00:00:00Z',
  location: '',
  onlineUrl: 'https://example.invalid',
  capacity: '1',
  studentScope: 'all',
};

/** Field → message in the reader's language, the first issue of each field; this context's keys said as written. */
function messagesOf(error: z.ZodError, t: I18n['t']): Record<string, string> {
  const worded = jobFormMessages(error, t);
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    messages[field] ??= issue.message.startsWith('meetings.') ? t(issue.message as PortalMessageKey) : (worded[field] ?? t('validation.invalid'));
  }
  return messages;
}

/**
 * Every failing field of the meeting form at once. contracts' meetingForm checks the end after the start and a place or
 * a link only once every field reads (zod runs refinements after a clean parse), so a form with a missing title would
 * hide them: they are asked of the same schema again with the failing fields stood in for.
 */
export function meetingFormMessages(input: Record<MeetingFormField, string | undefined>, error: z.ZodError, t: I18n['t']): Record<string, string> {
  const messages = messagesOf(error, t);
  const failed = Object.keys(messages) as MeetingFormField[];
  const again = meetingForm.safeParse({ ...input, ...Object.fromEntries(failed.filter((field) => field in standIns).map((field) => [field, standIns[field]])) });
  if (again.success) return messages;
  return { ...messagesOf(again.error, t), ...messages };
}
