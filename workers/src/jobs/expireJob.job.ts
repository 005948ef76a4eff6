import { jobHandlers } from '@jobmarket/api/modules/jobs/handlers';
import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

/**
 * The expiry timer of a published or extended job: runs the ExpireJob command through the api's own handler. A timer
 * that an extension, a close or an edit overtook finds nothing to do (the decider decides so), and a repeat of one
 * that did expire the job finds it expired already.
 */
export async function expireJob(job: Job, { context }: CommandDependencies): Promise<{ expired: boolean; position: string | null }> {
  const { jobId } = queueDefinitions.jobs.jobs.expire.parse(job.data);
  const command = { actorId: 'system', correlationId: String(job.id), now: new Date() };
  const written = await jobHandlers(context).expire(jobId, command);
  return { expired: written.position !== undefined, position: written.position ?? null };
}
