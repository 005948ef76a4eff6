import { consultMail, type ConsultCalendarEntry, type ConsultMailKind } from '@jobmarket/api/modules/counseling/invitation/consultInvitation';
import { queueDefinitions, recipientJobIdFor } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';
import { consultAboutOf, consultAt, noticeHoursOf, partiesOf } from './consultStory';

/**
 * The session's calendar e-mail to both parties, built from the event that caused it — the order as it stood then:
 * a confirmation (REQUEST; the seeker's "confirmed", the counselor's "booked"), a reschedule of a confirmed session
 * (REQUEST with its higher SEQUENCE) or a cancellation of one (CANCEL with its SEQUENCE), all under the order's one
 * UID. An order that never was confirmed has no calendar entry: its reschedule or cancellation sends nothing here
 * (the notices tell them). Each mail goes to the mail queue under an id derived from the event and the party, so a
 * repeat sends nothing twice.
 */
export async function sendConsultInvitation(job: Job, { context, queues }: CommandDependencies): Promise<{ mailJobIds: string[] }> {
  const { orderId, eventId } = queueDefinitions.counseling.jobs.consultInvitation.parse(job.data);
  const moment = await consultAt(context, orderId, eventId);
  // a job for an event that is not in the stream cannot succeed by retrying: say so in the failed set
  if (!moment) throw new Error(`Consult order ${orderId} has no event ${eventId}`);
  const { event, before, after } = moment;
  const plan = ((): { kinds: { seeker: ConsultMailKind; counselor: ConsultMailKind }; method: ConsultCalendarEntry['method']; sequence: number } | undefined => {
    switch (event.type) {
      case 'ConsultConfirmed':
        return { kinds: { seeker: 'confirmed', counselor: 'booked' }, method: 'REQUEST', sequence: event.data.sequence };
      case 'ConsultRescheduled':
        return before.status === 'confirmed' ? { kinds: { seeker: 'rescheduled', counselor: 'rescheduled' }, method: 'REQUEST', sequence: event.data.sequence } : undefined;
      case 'ConsultCancelled':
        return before.status === 'confirmed' ? { kinds: { seeker: 'cancelled', counselor: 'cancelled' }, method: 'CANCEL', sequence: event.data.sequence } : undefined;
      default:
        return undefined;
    }
  })();
  if (!plan) return { mailJobIds: [] };
  const parties = await partiesOf(context, after);
  const about = consultAboutOf(after, parties, {
    ...(event.type === 'ConsultRescheduled' ? { previousStartsAt: event.data.from.startsAt } : {}),
    ...(event.type === 'ConsultCancelled' ? { reason: event.data.reason, refund: event.data.refund && before.paidAmount !== null ? { amount: before.paidAmount, currency: before.currency } : null } : {}),
  });
  const entry: ConsultCalendarEntry = { method: plan.method, uid: after.uid, sequence: plan.sequence };
  const settings = { mailFrom: context.config.MAIL_FROM, noticeHours: await noticeHoursOf(context) };
  const mailJobIds: string[] = [];
  for (const reader of [parties.seeker, parties.counselor]) {
    const mail = consultMail(plan.kinds[reader.role], about, reader, parties, entry, settings);
    if (!mail) continue;
    const mailJobId = recipientJobIdFor('consult-invitation-mail', eventId, `${reader.role}-${reader.role === 'seeker' ? after.seekerId : after.counselorId}`);
    await queues.get('mail').add('send', queueDefinitions.mail.jobs.send.parse(mail), { jobId: mailJobId });
    mailJobIds.push(mailJobId);
  }
  return { mailJobIds };
}
