import type { ConsultOrderEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { jobIdFor } from '../reactors/queues';
import { defineReactor, type ReactorJob } from '../reactors/reactor';

/** How long before the start both parties are reminded. */
export const CONSULT_REMINDER_BEFORE_MS = 24 * 3_600_000;

type Timed = Extract<ConsultOrderEvent, { type: 'ConsultBooked' | 'ConsultConfirmed' | 'ConsultRescheduled' }>;

/**
 * A consult order's timers (queue `counseling`): a paid booking's payment time limit at its payBefore (the expire
 * command does nothing once paid, cancelled or expired, so a payment needs no cancelling of it), and the reminder the
 * day before the session for a confirmation and for each reschedule. A confirmation's event names no start, so its
 * reminder runs at once and the worker defers it to the order's own; each reminder checks that the order is still
 * confirmed at the start it was set for, so one a reschedule or a cancellation overtook tells nobody. The demo seed's
 * orders run their timers too (its unpaid order expires as a real one would).
 */
export const consultTimersReactor = defineReactor({
  name: 'consult_timers_v1',
  handles: ['ConsultBooked', 'ConsultConfirmed', 'ConsultRescheduled'],
  jobsFor(recorded: RecordedEvent): ReactorJob[] {
    const event = recorded as unknown as Timed;
    const { orderId } = event.data;
    switch (event.type) {
      case 'ConsultBooked':
        // a free session is confirmed in the same append: nothing to pay, nothing to expire
        if (event.data.payBefore === null) return [];
        return [{ queue: 'counseling', name: 'expireConsult', id: jobIdFor('consult-expire', recorded.id), data: { orderId }, delayUntil: event.data.payBefore }];
      case 'ConsultConfirmed':
        return [{ queue: 'counseling', name: 'remindConsult', id: jobIdFor('consult-remind', recorded.id), data: { orderId } }];
      case 'ConsultRescheduled': {
        const { startsAt } = event.data;
        const delayUntil = new Date(new Date(startsAt).getTime() - CONSULT_REMINDER_BEFORE_MS);
        return [{ queue: 'counseling', name: 'remindConsult', id: jobIdFor('consult-remind', recorded.id), data: { orderId, startsAt }, delayUntil }];
      }
    }
  },
});
