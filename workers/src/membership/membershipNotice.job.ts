import { membershipNotices } from '@jobmarket/api/modules/membership/membershipNotices';
import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

/**
 * The membership notices reactor's job: create and publish the notice an activation, an expiry reminder or a
 * time-limit cancellation reserved, to the publisher alone in the language they ordered in. A repeat finds it there.
 */
export async function tellMembershipNotice(job: Job, { context }: CommandDependencies): Promise<{ position: string | null }> {
  const request = queueDefinitions.notices.jobs.membershipNotice.parse(job.data);
  const notices = membershipNotices(context);
  const told = await notices.noticeOf(request);
  // a job for an event that is not in the stream cannot succeed by retrying: say so in the failed set
  if (!told) throw new Error(`No ${request.kind} event reserves notice ${request.noticeId}`);
  // the timers' notices are the system's; an activation's is whoever's command paid the order
  const actorId = told.event.metadata.actorId ?? 'system';
  const command = { actorId, correlationId: told.event.metadata.correlationId ?? String(job.id), causationId: told.event.id, now: new Date() };
  return { position: (await notices.tell(told, request.noticeId, command)) ?? null };
}
