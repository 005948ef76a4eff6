import type { DeliveryOrderEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { jobIdFor } from '../reactors/queues';
import { defineReactor, type ReactorJob } from '../reactors/reactor';

type Timed = Extract<DeliveryOrderEvent, { type: 'CandidateJoined' | 'OrderReopened' }>;

const DAY_MS = 24 * 3600_000;

/**
 * A guarantee of 0 months ends at 00:00 of the onboarding day (server zone) and elapses in the joining's own append;
 * any longer one ends weeks later. The event does not carry the months, so the gap tells them apart.
 */
const hasGuaranteePeriod = (onboardDate: string, guaranteeEndsAt: string) =>
  new Date(guaranteeEndsAt).getTime() - new Date(`${onboardDate}T00:00:00Z`).getTime() > 2 * DAY_MS;

/**
 * The guarantee period's timer: a joining with a guarantee sets a delayed job for guaranteeEndsAt, and a staff reopen
 * back into Onboarded sets one again (its end is the order's, so the worker defers that job until then). The elapse
 * command does nothing once the order left Onboarded (left early, withdrawn and reopened elsewhere), so an overtaken
 * timer needs no cancelling.
 */
export const deliveryTimersReactor = defineReactor({
  name: 'delivery_timers_v1',
  handles: ['CandidateJoined', 'OrderReopened'],
  jobsFor(recorded: RecordedEvent): ReactorJob[] {
    const event = recorded as unknown as Timed;
    const id = jobIdFor('delivery-guarantee', recorded.id);
    switch (event.type) {
      case 'CandidateJoined': {
        const { orderId, onboardDate, guaranteeEndsAt } = event.data;
        if (!hasGuaranteePeriod(onboardDate, guaranteeEndsAt)) return [];
        return [{ queue: 'delivery', name: 'elapseGuarantee', id, delayUntil: guaranteeEndsAt, data: { orderId, guaranteeEndsAt } }];
      }
      case 'OrderReopened': {
        const { orderId, intoState } = event.data;
        return intoState === 'Onboarded' ? [{ queue: 'delivery', name: 'elapseGuarantee', id, data: { orderId } }] : [];
      }
    }
  },
});
