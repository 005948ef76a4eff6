import { jobNotices } from '@jobmarket/api/modules/jobs/jobNotices';
import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

/**
 * The job notices reactor's job: create and publish the notice an audit decision or an expiry reserved, to the
 * publisher alone in their language (the notices projection pushes it over MQTT). A repeat finds it there already.
 */
export async function tellJobNotice(job: Job, { context }: CommandDependencies): Promise<{ position: string | null }> {
  const { jobId, noticeId } = queueDefinitions.notices.jobs.jobNotice.parse(job.data);
  const notices = jobNotices(context);
  const told = await notices.noticeOf(jobId, noticeId);
  // a job for an event that is not in the stream cannot succeed by retrying: say so in the failed set
  if (!told) throw new Error(`Job ${jobId} has no event reserving notice ${noticeId}`);
  // the auditor whose decision this tells stays the notice's author (the timer's notice is the system's)
  const actorId = told.event.metadata.actorId ?? 'system';
  const command = { actorId, correlationId: told.event.metadata.correlationId ?? String(job.id), causationId: told.event.id, now: new Date() };
  return { position: (await notices.tell(told, noticeId, command)) ?? null };
}
