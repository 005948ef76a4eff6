import { negotiateLocale, type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { formatDateTime } from '@jobmarket/contracts/platform/time';
import { createEvent } from 'ics';
import type { MailMessage } from '../../../platform/messaging/ports';
import { addressOf } from '../../delivery/invitation/interviewInvitation';

/** The meeting as its mails tell it (the state when the event happened: a later edit sends nothing of its own). */
export interface MeetingAbout {
  title: string;
  /** The school's name (the organizer the calendar shows). */
  school: string;
  /** ISO instants, written in UTC. */
  startTime: string;
  endTime: string;
  location: string | null;
  onlineUrl: string | null;
}

/**
 * The seeker a mail goes to: their address and name from the users read model, their language and zone from the
 * events (the zone their browser named when they reserved; the api's TIME_ZONE when it named none).
 */
export interface MeetingAttendee {
  name: string;
  email: string;
  locale: string;
  timeZone: string;
}

/** One seeker's calendar entry of one meeting (RFC 5546 iTIP). */
export interface MeetingCalendarEntry {
  method: 'REQUEST' | 'CANCEL';
  /** The reservation's stable UID (`meeting-<id>-seeker-<id>@jobmarket`): a client matches its update or cancellation by it. */
  uid: string;
  /** 0 for the first reservation, last + 1 for each later one and for a cancellation; a client ignores a lower one. */
  sequence: number;
}

export interface MailSettings {
  /** `MAIL_FROM`: the invitation's organizer address. */
  mailFrom: string;
}

export type ReservationMailKind = 'reserved' | 'promoted' | 'cancelled';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain text as HTML: every character escaped, blank lines as paragraphs, line breaks kept. */
export function htmlOfText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** Where it happens, as one line: the place, the online link, or both. */
export const placeOf = (meeting: Pick<MeetingAbout, 'location' | 'onlineUrl'>): string => [meeting.location, meeting.onlineUrl].filter(Boolean).join(' / ');

/**
 * A meeting's times as mails and notices write them: the start with its zone named (a seeker reads the mail wherever
 * they are, and the server's zone is not theirs to guess), the end as a time alone on the same day.
 */
export function meetingTimeVars(startTime: string, endTime: string, timeZone: string): { start: string; end: string } {
  const start = formatDateTime(new Date(startTime), timeZone).slice(0, 16);
  const end = formatDateTime(new Date(endTime), timeZone).slice(0, 16);
  return { start: `${start} (${timeZone})`, end: end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end };
}

function varsOf(meeting: MeetingAbout, attendee: MeetingAttendee): Record<string, string> {
  return {
    name: attendee.name,
    title: meeting.title,
    school: meeting.school,
    ...meetingTimeVars(meeting.startTime, meeting.endTime, attendee.timeZone),
    place: placeOf(meeting),
  };
}

/**
 * The seeker's calendar object for the meeting: METHOD:REQUEST to invite (or update), METHOD:CANCEL with a higher
 * SEQUENCE to take it off their calendar; start and end in UTC, at the place (the online link as its URL), organized
 * by the school through the platform's address (a reply never reaches a private address).
 */
export function meetingIcs(meeting: MeetingAbout, attendee: MeetingAttendee, entry: MeetingCalendarEntry, mailFrom: string): string {
  const locale: Locale = negotiateLocale(attendee.locale);
  const { value, error } = createEvent({
    productId: 'jobmarket/meetings',
    method: entry.method,
    uid: entry.uid,
    sequence: entry.sequence,
    start: new Date(meeting.startTime).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(meeting.endTime).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: translate(locale, 'meetingMail.eventTitle', { title: meeting.title }),
    ...(placeOf(meeting) ? { location: placeOf(meeting) } : {}),
    ...(meeting.onlineUrl ? { url: meeting.onlineUrl } : {}),
    status: entry.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: meeting.school, email: addressOf(mailFrom) },
    // the seeker reserved the seat themself: their place is accepted (no answer asked for), a cancelled one declined
    attendees: [{ name: attendee.name, email: attendee.email, rsvp: false, partstat: entry.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}

function icsAttachment(meeting: MeetingAbout, attendee: MeetingAttendee, entry: MeetingCalendarEntry, mailFrom: string) {
  return {
    filename: entry.method === 'CANCEL' ? 'meeting-cancelled.ics' : 'meeting.ics',
    contentType: `text/calendar; method=${entry.method}; charset=UTF-8`,
    content: meetingIcs(meeting, attendee, entry, mailFrom),
  };
}

/**
 * A seat's confirmation (REQUEST, also for a seeker promoted from the waitlist) or its cancellation (CANCEL), in the
 * seeker's language with the times in their zone, the .ics attached with its method.
 */
export function reservationMail(kind: ReservationMailKind, meeting: MeetingAbout, attendee: MeetingAttendee, entry: MeetingCalendarEntry, settings: MailSettings): MailMessage {
  const locale = negotiateLocale(attendee.locale);
  const vars = varsOf(meeting, attendee);
  const text = translate(locale, `meetingMail.${kind}.body`, vars);
  return {
    to: attendee.email,
    subject: translate(locale, `meetingMail.${kind}.subject`, vars),
    text,
    html: htmlOfText(text),
    attachments: [icsAttachment(meeting, attendee, entry, settings.mailFrom)],
  };
}

/** What the school wrote when it revoked the meeting (revokeForm; plain text). */
export interface Apology {
  emailTitle: string | null;
  emailContent: string | null;
}

/**
 * The school's apology for a revoked meeting to one seeker with a place: its own title as the subject and its own
 * words (escaped in the HTML part: it is the school's text, never markup), then one line saying which meeting is off.
 * A seat holder's calendar entry comes with it as a CANCEL (`cancel`); a waitlisted seeker has none to remove.
 */
export function apologyMail(meeting: MeetingAbout, attendee: MeetingAttendee, apology: Apology, cancel: MeetingCalendarEntry | null, settings: MailSettings): MailMessage {
  const locale = negotiateLocale(attendee.locale);
  const vars = varsOf(meeting, attendee);
  const footer = [translate(locale, 'meetingMail.revoked.footer', vars), ...(cancel ? [translate(locale, 'meetingMail.revoked.calendarNote')] : [])].join('\n');
  const text = [apology.emailContent, footer].filter(Boolean).join('\n\n');
  return {
    to: attendee.email,
    subject: apology.emailTitle ?? translate(locale, 'meetingMail.notices.revoked.title', vars),
    text,
    html: htmlOfText(text),
    ...(cancel ? { attachments: [icsAttachment(meeting, attendee, { ...cancel, method: 'CANCEL' }, settings.mailFrom)] } : {}),
  };
}

/** The live notices' words (plain text; the notices module escapes them), times in the seeker's zone. */
export function meetingNoticeText(kind: 'promoted' | 'revoked', meeting: MeetingAbout, attendee: Pick<MeetingAttendee, 'locale' | 'timeZone'>, apology?: Apology) {
  const locale = negotiateLocale(attendee.locale);
  const vars = varsOf(meeting, { name: '', email: '', locale, timeZone: attendee.timeZone });
  const content = translate(locale, `meetingMail.notices.${kind}.content`, vars);
  return {
    locale,
    title: translate(locale, `meetingMail.notices.${kind}.title`, vars),
    text: apology?.emailContent ? `${content}\n\n${apology.emailContent}` : content,
  };
}
