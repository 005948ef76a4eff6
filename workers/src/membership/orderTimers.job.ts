import { orderHandlers, type WrittenOrder } from '@jobmarket/api/modules/membership/orders/handlers';
import { queueDefinitions } from '@jobmarket/projections';
import type { VipOrderStatus } from '@jobmarket/contracts';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

const { jobs } = queueDefinitions.membership;
const commandOf = (job: Job) => ({ actorId: 'system', correlationId: String(job.id), now: new Date() });
/** What a timer did: the order's status after it, and where its events landed (null: nothing changed). */
const outcomeOf = (written: WrittenOrder): { status: VipOrderStatus | null; position: string | null } => ({
  status: written.state.exists ? written.state.status : null,
  position: written.position ?? null,
});

/**
 * An order's payment time limit: the handler asks the provider first (money may have moved while a webhook was
 * lost), then cancels the order if it is still unpaid, reserving the notice that tells the publisher. A paid or
 * closed order is left as it is.
 */
export async function cancelUnpaidOrder(job: Job, { context }: CommandDependencies) {
  const { orderNo } = jobs.cancelUnpaidOrder.parse(job.data);
  return outcomeOf(await orderHandlers(context).cancelForTimeLimit(orderNo, commandOf(job)));
}

/** A QR at its expiry: asks the provider whether it was paid and records what it answers (paid, processing, declined). */
export async function reconcilePayment(job: Job, { context }: CommandDependencies) {
  const { orderNo } = jobs.reconcilePayment.parse(job.data);
  return outcomeOf(await orderHandlers(context).reconcile(orderNo, commandOf(job)));
}
