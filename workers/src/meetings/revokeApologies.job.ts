import { nextSequenceOf, recipientsOf } from '@jobmarket/api/modules/meetings/meetingDecider';
import { apologyMail } from '@jobmarket/api/modules/meetings/invitation/meetingInvitation';
import { queueDefinitions, recipientJobIdFor } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';
import { attendeesOf, meetingAboutOf, meetingAt } from './meetingStory';

const isAddress = (value: string) => queueDefinitions.mail.jobs.send.shape.to.safeParse(value).success;

/** The mail job of one seeker's apology: from the revoke and the seeker, so a rerun of the fan-out adds nothing. */
export const apologyMailJobIdFor = (eventId: string, seekerId: number): string => recipientJobIdFor('meeting-apology-mail', eventId, `seeker-${seekerId}`);

/**
 * A revoke's fan-out: one mail job per seeker who held a place when the meeting was revoked (`recipientsOf` the
 * meeting just before it, the order its notice ids were reserved in), each with the school's apology in the
 * seeker's language and, for a seat, the .ics CANCEL under their reservation's UID with a SEQUENCE above the last one
 * they were sent. Every job's id derives from the revoke and the seeker: a retried or repeated fan-out finds them
 * there and sends nobody anything twice; each mail job retries on its own with backoff, its failure visible in the
 * mail queue's failed set. Seekers without an address are told by their notice alone.
 */
export async function fanOutRevokeApologies(job: Job, { context, queues }: CommandDependencies): Promise<{ mailJobIds: string[]; withoutAddress: number }> {
  const { meetingId, eventId } = queueDefinitions.meetings.jobs.revokeApologies.parse(job.data);
  const moment = await meetingAt(context, meetingId, eventId);
  if (!moment || moment.event.type !== 'MeetingRevoked') throw new Error(`Meeting ${meetingId} has no revoke ${eventId}`);
  const { before } = moment;
  const apology = { emailTitle: moment.event.data.emailTitle, emailContent: moment.event.data.emailContent };
  const meeting = await meetingAboutOf(context, before);
  const settings = { mailFrom: context.config.MAIL_FROM };
  const mails: { name: 'send'; data: unknown; opts: { jobId: string } }[] = [];
  let withoutAddress = 0;
  const recipients = recipientsOf(before);
  const attendees = await attendeesOf(context, recipients, isAddress);
  for (const recipient of recipients) {
    const attendee = attendees.get(recipient.seekerId);
    if (!attendee) {
      withoutAddress += 1;
      continue;
    }
    const cancel = recipient.seat ? { method: 'CANCEL' as const, uid: recipient.seat.reservationId, sequence: nextSequenceOf(before, recipient.seekerId) } : null;
    const data = queueDefinitions.mail.jobs.send.parse(apologyMail(meeting, attendee, apology, cancel, settings));
    mails.push({ name: 'send', data, opts: { jobId: apologyMailJobIdFor(eventId, recipient.seekerId) } });
  }
  // one round trip; a job id the queue holds already is left as it is
  if (mails.length > 0) await queues.get('mail').addBulk(mails);
  return { mailJobIds: mails.map((mail) => mail.opts.jobId), withoutAddress };
}
