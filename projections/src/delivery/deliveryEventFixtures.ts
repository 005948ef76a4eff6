import { deliveryAuditStatuses, deliveryOrderStream, type DeliveryOrderEvent, type DeliveryState, type ResumeFile } from '@jobmarket/contracts';
import { specEvent, type SpecEvent, type SpecEventOptions } from '../testing/projectionSpec';

/** Delivery-order events for projection specs, the property test and api tests: plausible defaults, overridden where a test cares. */

type Delivered = Extract<DeliveryOrderEvent, { type: 'OrderDelivered' }>['data'];

/** A file id unique per order and slot (0–1 interview proof, 2–3 invoice). */
export const deliveryFileIdOf = (orderId: number, slot: number) => `00000000-0000-4000-8${String(slot).padStart(3, '0')}-${String(orderId).padStart(12, '0')}`;

const inOrder = (orderId: number, event: DeliveryOrderEvent, options?: SpecEventOptions) => specEvent(deliveryOrderStream(orderId), event, options);

/** What an order copies at delivery: the job's (publisher 9, resume auditor 5, guarantee 3 months) and the resume's. */
export function deliveredData(orderId: number, changes: Partial<Delivered> = {}): Delivered {
  return {
    orderId,
    actorId: '20',
    orderNo: `DO20260101${String(orderId).padStart(6, '0')}`,
    jobId: 1,
    position: 'Backend Engineer',
    company: 'Mekong Digital',
    publisherId: 9,
    resumeAuditorId: 5,
    resumeId: 30,
    seekerId: 20,
    candidateName: 'Somchai Jaidee',
    candidatePhone: '0812345678',
    candidateEmail: 'somchai@example.com',
    deliveredBy: { userId: 20, kind: 'seeker' },
    deliveryTime: '2026-01-01T02:00:00.000Z',
    guaranteeMonth: 3,
    totalCommission: 1_000_000,
    commission: { company: 50, auditor: 30, candidate: 20 },
    currency: 'LAK',
    locale: 'en',
    ...changes,
  };
}

export const orderDelivered = (orderId: number, changes: Partial<Delivered> = {}, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'OrderDelivered', data: deliveredData(orderId, changes) }, options);

const { approved, rejected, pending, invoiceUploaded: uploaded } = deliveryAuditStatuses;
const step = (orderId: number, actorId: string | null = '5') => ({ orderId, actorId });

export const resumeApproved = (orderId: number, remark: string | null = null, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'ResumeApproved', data: { ...step(orderId), auditType: 'resume', auditStatus: approved, remark } }, options);

export const resumeDeclined = (orderId: number, reasonCode = 'skillsMismatch', reason = 'Needs Go', options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'ResumeDeclined', data: { ...step(orderId), auditType: 'resume', auditStatus: rejected, remark: null, reasonCode, reason } }, options);

export const employerAccepted = (orderId: number, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'EmployerAccepted', data: { ...step(orderId, '9'), auditType: 'employer', auditStatus: approved, remark: 'Looks good' } }, options);

export const employerDeclined = (orderId: number, reasonCode = 'positionFilled', reason = 'Hired someone', options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'EmployerDeclined', data: { ...step(orderId, '9'), auditType: 'employer', auditStatus: rejected, remark: null, reasonCode, reason } }, options);

export const interviewScheduled = (orderId: number, sequence = 0, interviewAt = '2026-01-10T03:00:00.000Z', place = 'Vientiane office', options?: SpecEventOptions): SpecEvent =>
  inOrder(
    orderId,
    {
      type: 'InterviewScheduled',
      data: { ...step(orderId, '9'), auditType: 'interview', auditStatus: pending, remark: null, interviewAt, place, sequence, uid: `delivery-order-${orderId}@jobmarket` },
    },
    options,
  );

export const interviewProofOf = (orderId: number): ResumeFile[] => [{ fileId: deliveryFileIdOf(orderId, 0), name: 'proof.jpg' }];

export const interviewPassed = (orderId: number, options?: SpecEventOptions): SpecEvent =>
  inOrder(
    orderId,
    { type: 'InterviewPassed', data: { ...step(orderId, '9'), auditType: 'interview', auditStatus: approved, remark: null, proof: interviewProofOf(orderId), confirmedName: 'Somchai Jaidee' } },
    options,
  );

export const interviewFailed = (orderId: number, cancelSequence: number | null = null, options?: SpecEventOptions): SpecEvent =>
  inOrder(
    orderId,
    { type: 'InterviewFailed', data: { ...step(orderId, '9'), auditType: 'interview', auditStatus: rejected, remark: null, reasonCode: 'skillsMismatch', reason: 'Weak SQL', cancelSequence } },
    options,
  );

export const candidateJoined = (orderId: number, onboardDate = '2026-02-01', guaranteeEndsAt = '2026-04-30T17:00:00.000Z', options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'CandidateJoined', data: { ...step(orderId, '9'), auditType: 'joining', auditStatus: approved, remark: null, onboardDate, guaranteeEndsAt } }, options);

export const candidateDidNotJoin = (orderId: number, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'CandidateDidNotJoin', data: { ...step(orderId, '9'), auditType: 'joining', auditStatus: rejected, remark: null, reasonCode: 'candidateDeclined', reason: 'Took another offer' } }, options);

export const guaranteeElapsed = (orderId: number, guaranteeEndsAt = '2026-04-30T17:00:00.000Z', options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'GuaranteeElapsed', data: { ...step(orderId, null), guaranteeEndsAt } }, options);

export const commissionAmounts = { company: 500_000, auditor: 300_000, candidate: 200_000 };

export const commissionEarned = (orderId: number, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'CommissionEarned', data: { ...step(orderId, null), amounts: commissionAmounts, currency: 'LAK' } }, options);

export const candidateLeftEarly = (orderId: number, leftOn = '2026-03-01', options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'CandidateLeftEarly', data: { ...step(orderId, '9'), auditType: 'joining', auditStatus: rejected, remark: null, leftOn, reason: 'Moved abroad' } }, options);

export const commissionForfeited = (orderId: number, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'CommissionForfeited', data: { ...step(orderId, '9'), amounts: commissionAmounts, currency: 'LAK' } }, options);

export const invoiceFilesOf = (orderId: number): ResumeFile[] => [{ fileId: deliveryFileIdOf(orderId, 2), name: 'invoice.pdf' }];

export const invoiceUploaded = (orderId: number, invoiceDate = '2026-05-02', options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'InvoiceUploaded', data: { ...step(orderId, '20'), auditType: 'invoice', auditStatus: uploaded, remark: 'May invoice', invoiceDate, files: invoiceFilesOf(orderId) } }, options);

export const orderWithdrawn = (orderId: number, cancelSequence: number | null = null, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'OrderWithdrawn', data: { ...step(orderId, '20'), reason: 'Found another job', cancelSequence } }, options);

export const orderReopened = (orderId: number, intoState: DeliveryState, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderId, { type: 'OrderReopened', data: { ...step(orderId, '1'), reason: 'Declined by mistake', intoState } }, options);
