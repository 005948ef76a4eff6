import { negotiateLocale, type Locale, type SessionMode } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { formatDateTime } from '@jobmarket/contracts/platform/time';
import { createEvent } from 'ics';
import type { MailMessage } from '../../../platform/messaging/ports';
import { addressOf } from '../../delivery/invitation/interviewInvitation';
import { htmlOfText } from '../../meetings/invitation/meetingInvitation';

/** A consult order as its mails and notices tell it (the order as the event left it). */
export interface ConsultAbout {
  orderNo: string;
  seekerName: string;
  counselorName: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /** A reschedule's old start. */
  previousStartsAt?: string;
  mode: SessionMode;
  /** The counselor's place of in-person sessions. */
  place: string | null;
  topic: string | null;
  /** A cancellation's reason. */
  reason?: string | null;
  payBefore?: string | null;
  /** The money going back to the seeker with a cancellation (whole units of `currency`), if any. */
  refund?: { amount: number; currency: string } | null;
}

/** One party as mails address them: the seeker or the counselor, their language and the zone their times are in. */
export interface ConsultParty {
  role: 'seeker' | 'counselor';
  name: string;
  /** Null: no usable address (the notice still reaches them). */
  email: string | null;
  locale: string;
  /** IANA zone: the counselor's own; the server's for the seeker (their zone is not known). */
  timeZone: string;
}

/** The session's calendar entry (RFC 5546 iTIP), one per order: both parties' calendars hold the same UID. */
export interface ConsultCalendarEntry {
  method: 'REQUEST' | 'CANCEL';
  /** `consultInvitationUid(orderId)`. */
  uid: string;
  /** 0 at the confirmation, one more for each reschedule and for the cancellation: a client ignores a lower one. */
  sequence: number;
}

export type ConsultMailKind = 'confirmed' | 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

export interface ConsultMailSettings {
  /** `MAIL_FROM`: the organizer's address (a reply never reaches a private one). */
  mailFrom: string;
  /** `counseling.noticeHours`: how long before the start the seeker may still cancel or reschedule. */
  noticeHours: number;
}

/** A time as mails write it: in the reader's zone, the zone named. */
const timeIn = (instant: string, timeZone: string) => `${formatDateTime(new Date(instant), timeZone).slice(0, 16)} (${timeZone})`;

/** The session's words for one reader (`with`: the other party). */
export function consultVars(about: ConsultAbout, reader: Pick<ConsultParty, 'role' | 'name' | 'locale' | 'timeZone'>): { locale: Locale; vars: Record<string, string> } {
  const locale = negotiateLocale(reader.locale);
  const start = timeIn(about.startsAt, reader.timeZone);
  const endFull = timeIn(about.endsAt, reader.timeZone);
  // the end as a time alone on the same day
  const end = endFull.slice(0, 10) === start.slice(0, 10) ? endFull.slice(11, 16) : endFull;
  const how = about.mode === 'online' ? translate(locale, 'counselingMail.how.online') : translate(locale, 'counselingMail.how.inPerson', { place: about.place ?? '' });
  const base = { orderNo: about.orderNo, start, end, how };
  const details = [
    translate(locale, 'counselingMail.details', base),
    ...(about.topic ? [translate(locale, 'counselingMail.topic', { topic: about.topic })] : []),
    ...(about.reason ? [translate(locale, 'counselingMail.reason', { reason: about.reason })] : []),
    ...(about.refund && reader.role === 'seeker' ? [translate(locale, 'counselingMail.refund', { amount: `${about.refund.amount.toLocaleString('en')} ${about.refund.currency}` })] : []),
  ].join('\n');
  return {
    locale,
    vars: {
      ...base,
      name: reader.name,
      with: reader.role === 'seeker' ? about.counselorName : about.seekerName,
      seeker: about.seekerName,
      counselor: about.counselorName,
      details,
      previous: about.previousStartsAt ? timeIn(about.previousStartsAt, reader.timeZone) : '',
      payBefore: about.payBefore ? timeIn(about.payBefore, reader.timeZone) : '',
    },
  };
}

/**
 * The session's calendar object: METHOD:REQUEST to invite (or, with a higher SEQUENCE, to move it), METHOD:CANCEL to
 * take it off; start and end in UTC, organized by the platform's address with both parties as attendees (both booked
 * it: accepted, no answer asked for; declined once cancelled). Written in the reader's language.
 */
export function consultIcs(about: ConsultAbout, entry: ConsultCalendarEntry, parties: { seeker: ConsultParty; counselor: ConsultParty }, reader: ConsultParty, mailFrom: string): string {
  const { locale, vars } = consultVars(about, reader);
  const partstat = entry.method === 'CANCEL' ? ('DECLINED' as const) : ('ACCEPTED' as const);
  const attendees = [parties.seeker, parties.counselor].flatMap((party) =>
    party.email ? [{ name: party.name, email: party.email, rsvp: false, partstat, role: 'REQ-PARTICIPANT' as const }] : [],
  );
  const { value, error } = createEvent({
    productId: 'jobmarket/counseling',
    method: entry.method,
    uid: entry.uid,
    sequence: entry.sequence,
    start: new Date(about.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(about.endsAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: translate(locale, 'counselingMail.eventTitle', vars),
    description: vars.details,
    ...(about.mode === 'inPerson' && about.place ? { location: about.place } : {}),
    status: entry.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: 'JobMarket', email: addressOf(mailFrom) },
    attendees,
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}

/**
 * One party's e-mail of the session: the confirmation (seeker) or the new booking (counselor) with the .ics REQUEST,
 * a reschedule's REQUEST with the higher SEQUENCE, a cancellation's CANCEL, or the reminder the day before (no
 * calendar object: the entry is already there). Undefined for a party without an address.
 */
export function consultMail(
  kind: ConsultMailKind,
  about: ConsultAbout,
  reader: ConsultParty,
  parties: { seeker: ConsultParty; counselor: ConsultParty },
  entry: ConsultCalendarEntry | null,
  settings: ConsultMailSettings,
): MailMessage | undefined {
  if (!reader.email) return undefined;
  const { locale, vars } = consultVars(about, reader);
  const text = translate(locale, `counselingMail.${kind}.body`, { ...vars, hours: settings.noticeHours });
  return {
    to: reader.email,
    subject: translate(locale, `counselingMail.${kind}.subject`, vars),
    text,
    html: htmlOfText(text),
    ...(entry
      ? {
          attachments: [
            {
              filename: entry.method === 'CANCEL' ? 'counseling-cancelled.ics' : 'counseling.ics',
              contentType: `text/calendar; method=${entry.method}; charset=UTF-8`,
              content: consultIcs(about, entry, parties, reader, settings.mailFrom),
            },
          ],
        }
      : {}),
  };
}

/** A live notice's words (plain text; the notices module escapes them): `notice` is a `counselingMail.notices` key. */
export function consultNoticeText(notice: string, about: ConsultAbout, reader: Pick<ConsultParty, 'role' | 'name' | 'locale' | 'timeZone'>): { locale: Locale; title: string; text: string } {
  const { locale, vars } = consultVars(about, reader);
  return { locale, title: translate(locale, `counselingMail.notices.${notice}.title`, vars), text: translate(locale, `counselingMail.notices.${notice}.content`, vars) };
}
