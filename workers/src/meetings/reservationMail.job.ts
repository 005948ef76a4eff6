import { reservationMail, type ReservationMailKind } from '@jobmarket/api/modules/meetings/invitation/meetingInvitation';
import { queueDefinitions, recipientJobIdFor } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';
import { attendeeOf, meetingAboutOf, meetingAt, type SeekerReader } from './meetingStory';

const isAddress = (value: string) => queueDefinitions.mail.jobs.send.shape.to.safeParse(value).success;

/**
 * A seat's confirmation (its .ics REQUEST under the reservation's UID and the event's SEQUENCE; a promotion from the
 * waitlist in its own words) or a cancelled seat's .ics CANCEL, built from the event that caused it — the meeting as
 * it stood then — in the language the reservation recorded, and handed to the mail queue under an id derived from
 * the event and the seeker, so a repeat sends nothing twice. A seeker without an address gets nothing by mail.
 */
export async function sendReservationMail(job: Job, { context, queues }: CommandDependencies): Promise<{ mailJobId: string | null }> {
  const { meetingId, eventId } = queueDefinitions.meetings.jobs.reservationMail.parse(job.data);
  const moment = await meetingAt(context, meetingId, eventId);
  // a job for an event that is not in the stream cannot succeed by retrying: say so in the failed set
  if (!moment) throw new Error(`Meeting ${meetingId} has no event ${eventId}`);
  const { event, before, after } = moment;
  const entry = ((): (SeekerReader & { kind: ReservationMailKind; uid: string; sequence: number }) | undefined => {
    switch (event.type) {
      case 'SeatReserved': {
        const { seekerId, locale, timeZone = null, reservationId, sequence, promotedFromWaitlist } = event.data;
        return { kind: promotedFromWaitlist ? 'promoted' : 'reserved', seekerId, locale, timeZone, uid: reservationId, sequence };
      }
      case 'ReservationCancelled': {
        const { seekerId, reservationId, sequence } = event.data;
        if (reservationId === null || sequence === null) return undefined;
        // the language and zone of the seat being given up
        const seat = before.seats.find((held) => held.seekerId === seekerId);
        return { kind: 'cancelled', seekerId, locale: seat?.locale ?? after.locale, timeZone: seat?.timeZone ?? null, uid: reservationId, sequence };
      }
      default:
        return undefined;
    }
  })();
  if (!entry) return { mailJobId: null };
  const attendee = await attendeeOf(context, entry, isAddress);
  if (!attendee) return { mailJobId: null };
  const method = entry.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const settings = { mailFrom: context.config.MAIL_FROM };
  const mail = queueDefinitions.mail.jobs.send.parse(
    reservationMail(entry.kind, await meetingAboutOf(context, after), attendee, { method, uid: entry.uid, sequence: entry.sequence }, settings),
  );
  const mailJobId = recipientJobIdFor('meeting-reservation-mail', eventId, `seeker-${entry.seekerId}`);
  await queues.get('mail').add('send', mail, { jobId: mailJobId });
  return { mailJobId };
}
