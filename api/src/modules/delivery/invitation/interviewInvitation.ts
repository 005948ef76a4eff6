import { negotiateLocale, type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { formatDateTime } from '@jobmarket/contracts/platform/time';
import { createEvent } from 'ics';
import type { MailMessage } from '../../../platform/messaging/ports';

/** What an invitation (or its cancellation) says: one order's interview, for its candidate. */
export interface InterviewInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** The order's stable UID (`delivery-order-<id>@jobmarket`): calendar clients match updates and cancellations by it. */
  uid: string;
  /** 0 for the first invitation, +1 for each reschedule and for the cancellation; a client ignores a lower one. */
  sequence: number;
  /** The interview's start, an ISO instant (written in UTC). */
  interviewAt: string;
  place: string;
  position: string;
  company: string;
  candidateName: string;
  candidateEmail: string;
  /** The candidate's language. */
  locale: string;
}

/** The platform's sender (`MAIL_FROM`, `Name <address>` or a bare address): the invitation's organizer address. */
export function addressOf(mailFrom: string): string {
  return (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/** A stored language tag (`th`, `zh-CN`…) as one of ours, English when unknown. */
export const localeOf = (value: string): Locale => negotiateLocale(value);

/**
 * The invitation's calendar object (RFC 5546 iTIP): METHOD:REQUEST to invite or update, METHOD:CANCEL with a higher
 * SEQUENCE to cancel; the start in UTC, one hour long, at the place; organized by the company through the platform's
 * address (a reply goes to the platform, never to a private address of the employer).
 */
export function interviewIcs(invitation: InterviewInvitation, mailFrom: string): string {
  const locale = localeOf(invitation.locale);
  const { value, error } = createEvent({
    productId: 'jobmarket/delivery',
    method: invitation.method,
    uid: invitation.uid,
    sequence: invitation.sequence,
    start: new Date(invitation.interviewAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    title: translate(locale, 'delivery.invitation.eventTitle', { position: invitation.position, company: invitation.company }),
    location: invitation.place,
    status: invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: invitation.company, email: addressOf(mailFrom) },
    attendees: [{ name: invitation.candidateName, email: invitation.candidateEmail, rsvp: true, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}

/**
 * The e-mail to the candidate: the words in their language (the time in the server's zone, as every screen shows it)
 * and the .ics attached with its method, so mail clients offer to add, update or remove the event.
 */
export function interviewInvitationMail(invitation: InterviewInvitation, settings: { mailFrom: string; timeZone: string }): MailMessage {
  const locale = localeOf(invitation.locale);
  const vars = {
    candidate: invitation.candidateName,
    position: invitation.position,
    company: invitation.company,
    place: invitation.place,
    time: formatDateTime(new Date(invitation.interviewAt), settings.timeZone).slice(0, 16),
  };
  const isCancel = invitation.method === 'CANCEL';
  return {
    to: invitation.candidateEmail,
    subject: translate(locale, isCancel ? 'delivery.invitation.cancelledSubject' : 'delivery.invitation.subject', vars),
    text: translate(locale, isCancel ? 'delivery.invitation.cancelledBody' : 'delivery.invitation.body', vars),
    attachments: [
      {
        filename: isCancel ? 'interview-cancelled.ics' : 'interview.ics',
        contentType: `text/calendar; method=${invitation.method}; charset=UTF-8`,
        content: interviewIcs(invitation, settings.mailFrom),
      },
    ],
  };
}
