import type { DeliveryOrderEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { jobIdFor } from '../reactors/queues';
import { defineReactor, type ReactorJob } from '../reactors/reactor';

/** The steps that tell someone (each reserves its notices in its command; CommissionEarned/Forfeited tell nobody). */
const toldSteps = [
  'OrderDelivered',
  'ResumeApproved',
  'ResumeDeclined',
  'EmployerAccepted',
  'EmployerDeclined',
  'InterviewScheduled',
  'InterviewPassed',
  'InterviewFailed',
  'CandidateJoined',
  'CandidateDidNotJoin',
  'GuaranteeElapsed',
  'CandidateLeftEarly',
  'InvoiceUploaded',
  'OrderWithdrawn',
  'OrderReopened',
] as const satisfies readonly DeliveryOrderEvent['type'][];

/** The correlation id scripts/seed.ts gives every demo command. */
const SEED_CORRELATION_ID = 'seed';

type Told = Extract<DeliveryOrderEvent, { type: (typeof toldSteps)[number] }>;

/**
 * Tells the parties of a delivery order what a step means for them: one job per reserved notice id (a worker works out
 * whom from the order's stream — api delivery deliveryNoticeRecipients — and writes in that person's language), and the
 * candidate's interview invitation e-mail with its .ics when an interview is scheduled, or its cancellation when a
 * failure or a withdrawal cancels one. The demo seed's steps (correlation id
 * `seed`) tell nobody and invite nobody.
 */
export const deliveryNoticesReactor = defineReactor({
  name: 'delivery_notices_v1',
  handles: toldSteps,
  jobsFor(recorded: RecordedEvent): ReactorJob[] {
    // the demo seed runs the api's own commands (they reserve notices) under correlation id `seed`: it tells nobody
    if (recorded.metadata.correlationId === SEED_CORRELATION_ID) return [];
    const event = recorded as unknown as Told;
    const { orderId } = event.data;
    const notices: ReactorJob[] = (event.data.noticeIds ?? []).map((noticeId) => ({
      queue: 'notices',
      name: 'deliveryNotice',
      id: jobIdFor(`delivery-notice-${noticeId}`, recorded.id),
      data: { orderId, noticeId },
    }));
    const isInvitation =
      event.type === 'InterviewScheduled' || ((event.type === 'InterviewFailed' || event.type === 'OrderWithdrawn') && event.data.cancelSequence !== null);
    // a step without notices was appended by hand, not by a command (every command's step tells someone): no e-mail
    if (!isInvitation || event.data.noticeIds === undefined) return notices;
    return [...notices, { queue: 'delivery', name: 'interviewInvitation', id: jobIdFor('delivery-invitation', recorded.id), data: { orderId, eventId: recorded.id } }];
  },
});
