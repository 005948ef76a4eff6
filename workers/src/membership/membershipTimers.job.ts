import { membershipHandlers } from '@jobmarket/api/modules/membership/memberships/handlers';
import { promotionHandlers } from '@jobmarket/api/modules/membership/promotions/handlers';
import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

const { jobs } = queueDefinitions.membership;
const commandOf = (job: Job) => ({ actorId: 'system', correlationId: String(job.id), now: new Date() });

/**
 * A membership's end: runs the ExpireMembership command through the api's own handler. A timer a renewal or an
 * upgrade overtook (the end moved later), or a revocation, finds nothing to do; a repeat finds it expired already.
 */
export async function expireMembership(job: Job, { context }: CommandDependencies): Promise<{ expired: boolean; position: string | null }> {
  const { publisherId } = jobs.expireMembership.parse(job.data);
  const written = await membershipHandlers(context).expire(publisherId, commandOf(job));
  return { expired: written.position !== undefined, position: written.position ?? null };
}

/**
 * The reminder a few days (`vip.expiryReminderDays`) before the end it was set for: the command reserves a notice and
 * records the reminder (the membership notices reactor then tells the publisher); nothing when the end has moved or
 * was reminded already.
 */
export async function remindMembershipExpiry(job: Job, { context }: CommandDependencies): Promise<{ reminded: boolean; position: string | null }> {
  const { publisherId, endTime } = jobs.remindMembershipExpiry.parse(job.data);
  const written = await membershipHandlers(context).remindExpiry(publisherId, endTime, commandOf(job));
  return { reminded: written.position !== undefined, position: written.position ?? null };
}

/** A featured job's end: nothing when staff or the publisher ended the promotion first. */
export async function endPromotion(job: Job, { context }: CommandDependencies): Promise<{ ended: boolean; position: string | null }> {
  const { publisherId, promotionId } = jobs.endPromotion.parse(job.data);
  const written = await promotionHandlers(context).endByTimer(publisherId, promotionId, commandOf(job));
  return { ended: written.position !== undefined, position: written.position ?? null };
}
