import { invitationUidOf } from '@jobmarket/api/modules/delivery/deliveryDecider';
import { interviewInvitationMail, type InterviewInvitation } from '@jobmarket/api/modules/delivery/invitation/interviewInvitation';
import { queueDefinitions, recipientJobIdFor } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';
import { orderBefore } from './deliveryNotices';
import { eventWithId } from '../platform/streamMoment';

/**
 * The candidate's interview invitation, or its cancellation, built from the step that caused it (the order as it
 * stood then: a later reschedule sends its own) and handed to the mail queue under an id derived from that step, so
 * a repeat sends nothing twice. A candidate without an e-mail address gets the notice alone.
 */
export async function sendInterviewInvitation(job: Job, { context, queues }: CommandDependencies): Promise<{ mailJobId: string | null }> {
  const { orderId, eventId } = queueDefinitions.delivery.jobs.interviewInvitation.parse(job.data);
  const found = await orderBefore(context, orderId, eventWithId(eventId));
  if (!found) throw new Error(`Delivery order ${orderId} has no step ${eventId}`);
  const { order, event } = found;
  const about = { position: order.position, company: order.company, candidateName: order.candidateName, candidateEmail: order.candidateEmail, locale: order.locale };
  const invitation = ((): InterviewInvitation | undefined => {
    switch (event.type) {
      case 'InterviewScheduled':
        return { ...about, method: 'REQUEST', uid: event.data.uid, sequence: event.data.sequence, interviewAt: event.data.interviewAt, place: event.data.place };
      case 'InterviewFailed':
      case 'OrderWithdrawn': {
        const { cancelSequence } = event.data;
        // what is cancelled is the invitation last sent: its time and place, under the order's UID
        if (cancelSequence === null || !order.interviewAt) return undefined;
        return { ...about, method: 'CANCEL', uid: invitationUidOf(orderId), sequence: cancelSequence, interviewAt: order.interviewAt, place: order.interviewPlace ?? '' };
      }
      default:
        return undefined;
    }
  })();
  if (!invitation || !queueDefinitions.mail.jobs.send.shape.to.safeParse(invitation.candidateEmail).success) return { mailJobId: null };
  const mail = queueDefinitions.mail.jobs.send.parse(interviewInvitationMail(invitation, { mailFrom: context.config.MAIL_FROM, timeZone: context.config.TIME_ZONE }));
  const mailJobId = recipientJobIdFor('delivery-invitation-mail', eventId, mail.to);
  await queues.get('mail').add('send', mail, { jobId: mailJobId });
  return { mailJobId };
}
