import { meetingHandlers } from '@jobmarket/api/modules/meetings/handlers';
import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

export type EndMeetingOutcome = { ended: boolean; position: string | null } | { deferredUntil: string };

/**
 * A job fair's end: runs the end command through the api's own handler, which records MeetingEnded once the end time
 * has come and does nothing once it ended (a repeat, another timer first). A timer that comes early — a publish sets
 * one without a time, an edit moved the end later — waits for the meeting's own end in a delayed job of its own
 * (its id derives from this one, so a repeat adds nothing).
 */
export async function endMeeting(job: Job, { context, queues }: CommandDependencies): Promise<EndMeetingOutcome> {
  const { meetingId } = queueDefinitions.meetings.jobs.endMeeting.parse(job.data);
  const now = new Date();
  const written = await meetingHandlers(context).end(meetingId, { actorId: 'system', correlationId: String(job.id), now });
  if (written.deferredUntil) {
    const delay = Math.max(0, new Date(written.deferredUntil).getTime() - Date.now());
    const data = queueDefinitions.meetings.jobs.endMeeting.parse({ meetingId });
    await queues.get('meetings').add('endMeeting', data, { jobId: `${String(job.id)}-due`, delay });
    return { deferredUntil: written.deferredUntil };
  }
  return { ended: written.position !== undefined, position: written.position ?? null };
}
