import { deliveryHandlers } from '@jobmarket/api/modules/delivery/handlers';
import { deliveryDecider, deliveryOrderStream } from '@jobmarket/api/modules/delivery/deliveryDecider';
import { loadState } from '@jobmarket/api/eventSourcing/commandHandler';
import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

export type GuaranteeTimerOutcome = { elapsed: boolean; position: string | null } | { deferredUntil: string };

/**
 * The guarantee period's end: runs the elapse command through the api's own handler, which records GuaranteeElapsed
 * and CommissionEarned when the order is still Onboarded and does nothing otherwise (left early, ended, a repeat).
 * A timer that comes early — a reopen into Onboarded sets one without a time — waits for the order's own end in a
 * delayed job of its own (its id derives from this one, so a repeat adds nothing).
 */
export async function elapseGuarantee(job: Job, { context, queues }: CommandDependencies): Promise<GuaranteeTimerOutcome> {
  const { orderId } = queueDefinitions.delivery.jobs.elapseGuarantee.parse(job.data);
  const now = new Date();
  const order = await loadState(context.store, deliveryOrderStream(orderId), deliveryDecider);
  if (order.exists && order.state === 'Onboarded' && order.guaranteeEndsAt && new Date(order.guaranteeEndsAt).getTime() > now.getTime()) {
    const delay = new Date(order.guaranteeEndsAt).getTime() - now.getTime();
    const data = queueDefinitions.delivery.jobs.elapseGuarantee.parse({ orderId, guaranteeEndsAt: order.guaranteeEndsAt });
    await queues.get('delivery').add('elapseGuarantee', data, { jobId: `${String(job.id)}-due`, delay });
    return { deferredUntil: order.guaranteeEndsAt };
  }
  const command = { actorId: 'system', correlationId: String(job.id), now };
  const written = await deliveryHandlers(context).elapseGuarantee(orderId, command);
  return { elapsed: written.position !== undefined, position: written.position ?? null };
}
