import { type DeliveryOrderEvent, type DeliveryState } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { JOB_APPLICANTS_TABLE, JOBS_TABLE } from './tables';

/**
 * The delivery-order events the jobs projection reads for a job's job-seeker sub-view (JOB_APPLICANTS_TABLE) and its
 * applicant count (delivery-seams.md: the table stays this projection's). Only the steps that move an order to
 * another state: the rest (interview scheduled, commission earned or forfeited) change nothing shown here.
 */
export const applicantEventTypes = [
  'OrderDelivered',
  'ResumeApproved',
  'ResumeDeclined',
  'EmployerAccepted',
  'EmployerDeclined',
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

type ApplicantEvent = Extract<DeliveryOrderEvent, { type: (typeof applicantEventTypes)[number] }>;

/**
 * The order's state after a step, from the step alone (contracts' deliveryTransitions; a reopen names its state), so
 * a step applied twice writes the same status.
 */
function stateAfter(event: Exclude<ApplicantEvent, { type: 'OrderDelivered' }>): DeliveryState {
  switch (event.type) {
    case 'ResumeApproved':
      return 'PendingEmployerReview';
    case 'ResumeDeclined':
      return 'ResumeRejected';
    case 'EmployerAccepted':
      return 'PendingInterview';
    case 'EmployerDeclined':
      return 'EmployerRejected';
    case 'InterviewPassed':
      return 'PendingOnboarding';
    case 'InterviewFailed':
      return 'InterviewFailed';
    case 'CandidateJoined':
      return 'Onboarded';
    case 'CandidateDidNotJoin':
      return 'NotOnboarded';
    case 'GuaranteeElapsed':
      return 'PendingUploadInvoice';
    case 'CandidateLeftEarly':
      return 'NotOnboarded';
    case 'InvoiceUploaded':
      return 'Settled';
    case 'OrderWithdrawn':
      return 'Withdrawn';
    case 'OrderReopened':
      return event.data.intoState;
  }
}

interface ApplicantRow {
  delivery_order_id: number;
  job_id: number;
  seeker_id: number;
  seeker_name: string;
  resume_id: number;
  applied_at: Date;
  /** The order's state name (`Onboarded` is what the seeker home counts as onboarded). */
  status: DeliveryState;
}

/**
 * One row per delivery order (status = the order's state) and each job's applicant count. The count is every order
 * ever delivered to the job, open and ended alike (withdrawn and rejected ones included: they applied); it moves only
 * by the rows a batch really inserted, so a batch seen again counts nothing twice. Runs after the batch's job rows
 * are written (their upsert carries the count read before the batch).
 */
export async function applyApplicantEvents(tx: Knex.Transaction, recorded: RecordedEvent[]): Promise<void> {
  if (recorded.length === 0) return;
  const delivered = new Map<number, ApplicantRow>();
  const moved = new Map<number, DeliveryState>();
  for (const event of recorded as unknown as ApplicantEvent[]) {
    const orderId = event.data.orderId;
    if (event.type === 'OrderDelivered') {
      const { data } = event;
      delivered.set(orderId, {
        delivery_order_id: orderId,
        job_id: data.jobId,
        seeker_id: data.seekerId,
        seeker_name: data.candidateName,
        resume_id: data.resumeId,
        applied_at: new Date(data.deliveryTime),
        status: 'PendingResumeReview',
      });
      moved.delete(orderId);
      continue;
    }
    const row = delivered.get(orderId);
    if (row) row.status = stateAfter(event);
    else moved.set(orderId, stateAfter(event));
  }

  if (delivered.size > 0) {
    // xmax = 0 only on a row this statement inserted: a replayed delivery updates its status and counts nothing
    const { rows } = await tx.raw<{ rows: { job_id: number; inserted: boolean }[] }>(
      `? on conflict (delivery_order_id) do update set status = excluded.status returning job_id, (xmax = 0) as inserted`,
      [tx(JOB_APPLICANTS_TABLE).insert([...delivered.values()])],
    );
    const added = new Map<number, number>();
    for (const row of rows) if (row.inserted) added.set(Number(row.job_id), (added.get(Number(row.job_id)) ?? 0) + 1);
    for (const [jobId, count] of added) await tx(JOBS_TABLE).where({ id: jobId }).increment('applicant_count', count);
  }

  // later steps of orders delivered before the batch: one statement per state they reached
  const byState = new Map<DeliveryState, number[]>();
  for (const [orderId, state] of moved) byState.set(state, [...(byState.get(state) ?? []), orderId]);
  for (const [state, orderIds] of byState) await tx(JOB_APPLICANTS_TABLE).whereIn('delivery_order_id', orderIds).update({ status: state });
}
