import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';
import { deliveryNotices } from './deliveryNotices';

/**
 * The delivery notices reactor's job: create and publish the notice a step reserved, to the one party it is for, in
 * their language (the notices projection pushes it over MQTT). A repeat finds it there already.
 */
export async function tellDeliveryNotice(job: Job, { context }: CommandDependencies): Promise<{ position: string | null }> {
  const { orderId, noticeId } = queueDefinitions.notices.jobs.deliveryNotice.parse(job.data);
  const notices = deliveryNotices(context);
  const told = await notices.noticeOf(orderId, noticeId);
  // a job for a step that is not in the stream cannot succeed by retrying: say so in the failed set
  if (!told) throw new Error(`Delivery order ${orderId} has no step reserving notice ${noticeId}`);
  // whoever took the step stays the notice's author (the timer's is the system's)
  const actorId = told.event.metadata.actorId ?? 'system';
  const command = { actorId, correlationId: told.event.metadata.correlationId ?? String(job.id), causationId: told.event.id, now: new Date() };
  return { position: (await notices.tell(told, noticeId, command)) ?? null };
}
