import { consultNoticeText } from '@jobmarket/api/modules/counseling/invitation/consultInvitation';
import { consultNoticeRecipients } from '@jobmarket/api/modules/counseling/orders/consultOrderDecider';
import { tellPersonalNotice } from '@jobmarket/api/modules/system/notices/personalNotice';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from '@jobmarket/contracts/system/notices';
import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';
import { consultAboutOf, consultAt, partiesOf } from './consultStory';

const clipped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
/** The notice's text is escaped into HTML, where a character may take five (`&#60;`). */
const NOTICE_TEXT_MAX = Math.floor(NOTICE_CONTENT_MAX / 5) - 16;

/**
 * A consult order's notice to one party, created and published under the id its event reserved (the notices
 * projection pushes it over MQTT): the event's `noticeIds[i]` tells the i-th of the api's consultNoticeRecipients of
 * the order as it stood before the event (as the decider handed them out), in that party's language with the
 * session as the event left it. A repeat finds it there already.
 */
export async function tellConsultNotice(job: Job, { context }: CommandDependencies): Promise<{ position: string | null }> {
  const { orderId, noticeId, eventId } = queueDefinitions.notices.jobs.consultNotice.parse(job.data);
  const moment = await consultAt(context, orderId, eventId);
  const data = moment?.event.data as { noticeIds?: number[] } | undefined;
  const index = data?.noticeIds?.indexOf(noticeId) ?? -1;
  const recipient = moment && index >= 0 ? consultNoticeRecipients(moment.before, moment.event.type)[index] : undefined;
  // a job for a notice no event reserved cannot succeed by retrying: say so in the failed set
  if (!moment || !recipient) throw new Error(`Consult order ${orderId} has no event ${eventId} reserving notice ${noticeId}`);
  const { recorded, after } = moment;
  const parties = await partiesOf(context, after);
  const reader = recipient.userId === after.seekerId ? parties.seeker : parties.counselor;
  const text = consultNoticeText(recipient.notice, consultAboutOf(after, parties), reader);
  // whoever acted stays the notice's author (the seeker who cancelled, the system's timer)
  const command = { actorId: recorded.metadata.actorId ?? 'system', correlationId: recorded.metadata.correlationId ?? String(job.id), causationId: recorded.id, now: new Date() };
  const position = await tellPersonalNotice(context, noticeId, { userId: recipient.userId, title: clipped(text.title, NOTICE_TITLE_MAX), text: clipped(text.text, NOTICE_TEXT_MAX) }, command);
  return { position: position ?? null };
}
