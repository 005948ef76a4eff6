import type { ConsultOrderEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { jobIdFor } from '../reactors/queues';
import { defineReactor, type ReactorJob } from '../reactors/reactor';

/** The correlation id scripts/seed.ts gives every demo command. */
const SEED_CORRELATION_ID = 'seed';

/** The steps that tell someone (their commands reserve the notices: api consultNoticeRecipients). */
const toldSteps = ['ConsultBooked', 'ConsultConfirmed', 'ConsultExpired', 'ConsultRescheduled', 'ConsultCancelled', 'ConsultCompleted'] as const satisfies readonly ConsultOrderEvent['type'][];
type Told = Extract<ConsultOrderEvent, { type: (typeof toldSteps)[number] }>;

/**
 * Tells the parties of a consult order what happened: one notice job per reserved notice id (the worker works out
 * whom from the order's stream and writes in their language); the calendar e-mail to both parties for a
 * confirmation (REQUEST), a reschedule (REQUEST with the higher SEQUENCE) and a cancellation (CANCEL) — the worker
 * sends nothing for an order that never was confirmed, which has no calendar entry; and the refund job for a
 * cancellation that gives the money back. The demo seed (correlation id `seed`) tells nobody, invites nobody, and
 * refunds its own.
 */
export const consultNoticesReactor = defineReactor({
  name: 'consult_notices_v1',
  handles: toldSteps,
  jobsFor(recorded: RecordedEvent): ReactorJob[] {
    if (recorded.metadata.correlationId === SEED_CORRELATION_ID) return [];
    const event = recorded as unknown as Told;
    const { orderId } = event.data;
    const eventId = recorded.id;
    const jobs: ReactorJob[] = (event.data.noticeIds ?? []).map((noticeId) => ({
      queue: 'notices',
      name: 'consultNotice',
      id: jobIdFor(`consult-notice-${noticeId}`, eventId),
      data: { orderId, noticeId, eventId },
    }));
    if (event.type === 'ConsultConfirmed' || event.type === 'ConsultRescheduled' || event.type === 'ConsultCancelled') {
      jobs.push({ queue: 'counseling', name: 'consultInvitation', id: jobIdFor('consult-invitation', eventId), data: { orderId, eventId } });
    }
    if (event.type === 'ConsultCancelled' && event.data.refund) {
      jobs.push({ queue: 'counseling', name: 'refundConsult', id: jobIdFor('consult-refund', eventId), data: { orderId } });
    }
    return jobs;
  },
});
