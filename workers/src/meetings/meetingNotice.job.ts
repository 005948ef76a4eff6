import { recipientsOf } from '@jobmarket/api/modules/meetings/meetingDecider';
import { meetingNoticeText } from '@jobmarket/api/modules/meetings/invitation/meetingInvitation';
import { tellPersonalNotice } from '@jobmarket/api/modules/system/notices/personalNotice';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from '@jobmarket/contracts/system/notices';
import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';
import { meetingAboutOf, meetingAt, zoneOfSeeker, type SeekerReader } from './meetingStory';

const clipped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
/** The notice's text is escaped into HTML, where a character may take five (`&#60;`): a long apology still fits. */
const NOTICE_TEXT_MAX = Math.floor(NOTICE_CONTENT_MAX / 5) - 16;

/**
 * A job fair's notice to one seeker, created and published under the id its event reserved (the notices projection
 * pushes it over MQTT), in the language of their place: a promotion to a freed seat tells the promoted seeker; a
 * revoke tells the recipient at the notice id's index (`recipientsOf` the meeting just before it) with the school's
 * apology. A repeat finds it there already.
 */
export async function tellMeetingNotice(job: Job, { context }: CommandDependencies): Promise<{ position: string | null }> {
  const { meetingId, noticeId, eventId } = queueDefinitions.notices.jobs.meetingNotice.parse(job.data);
  const moment = await meetingAt(context, meetingId, eventId);
  const told = ((): (SeekerReader & { kind: 'promoted' | 'revoked' }) | undefined => {
    if (!moment) return undefined;
    const { event, before } = moment;
    if (event.type === 'SeatReserved' && event.data.noticeId === noticeId) {
      const { seekerId, locale, timeZone = null } = event.data;
      return { seekerId, locale, timeZone, kind: 'promoted' };
    }
    if (event.type !== 'MeetingRevoked') return undefined;
    const recipient = recipientsOf(before)[(event.data.noticeIds ?? []).indexOf(noticeId)];
    return recipient ? { seekerId: recipient.seekerId, locale: recipient.locale, timeZone: recipient.timeZone, kind: 'revoked' } : undefined;
  })();
  // a job for a notice no event reserved cannot succeed by retrying: say so in the failed set
  if (!moment || !told) throw new Error(`Meeting ${meetingId} has no event ${eventId} reserving notice ${noticeId}`);
  const { event, recorded, before, after } = moment;
  const apology = event.type === 'MeetingRevoked' ? { emailTitle: event.data.emailTitle, emailContent: event.data.emailContent } : undefined;
  const reader = { locale: told.locale, timeZone: zoneOfSeeker(context, told) };
  const text = meetingNoticeText(told.kind, await meetingAboutOf(context, told.kind === 'revoked' ? before : after), reader, apology);
  // whoever acted stays the notice's author (the seeker who cancelled, the school that revoked)
  const command = { actorId: recorded.metadata.actorId ?? 'system', correlationId: recorded.metadata.correlationId ?? String(job.id), causationId: recorded.id, now: new Date() };
  const position = await tellPersonalNotice(context, noticeId, { userId: told.seekerId, title: clipped(text.title, NOTICE_TITLE_MAX), text: clipped(text.text, NOTICE_TEXT_MAX) }, command);
  return { position: position ?? null };
}
