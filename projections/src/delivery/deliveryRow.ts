import {
  awaitedAuditOf,
  deliveryAuditStatuses,
  type CommissionSplit,
  type DeliveryAuditStatus,
  type DeliveryAuditType,
  type DeliveryOrderEvent,
  type DeliveryState,
  type ResumeFile,
} from '@jobmarket/contracts';

/** A row of DELIVERY_ORDERS_TABLE as the projection writes it (delivery-seams.md: DeliveryOrderView in snake_case). */
export interface DeliveryOrderRowColumns {
  id: number;
  order_no: string;
  job_id: number;
  position: string;
  company: string;
  publisher_id: number;
  resume_id: number;
  seeker_id: number;
  candidate_name: string;
  candidate_phone: string;
  candidate_email: string;
  auditor_id: number | null;
  delivered_by_id: number;
  delivered_by_kind: 'seeker' | 'staff';
  delivery_time: Date;
  state: DeliveryState;
  /** The state before the order ended: where a staff reopen returns it (null while it runs). */
  previous_state: DeliveryState | null;
  awaited_audit: DeliveryAuditType | null;
  audit_type: DeliveryAuditType | null;
  audit_status: DeliveryAuditStatus;
  audit_time: Date | null;
  remark: string | null;
  reject_reason_code: string | null;
  reject_reason: string | null;
  interview_at: Date | null;
  interview_place: string | null;
  /** The SEQUENCE the next invitation (or its cancellation) carries. */
  interview_sequence: number;
  /** `YYYY-MM-DD` as written (the driver reads a `date` back as local midnight). */
  onboard_date: string | Date | null;
  guarantee_month: number;
  guarantee_ends_at: Date | null;
  invoice_date: string | Date | null;
  upload_time: Date | null;
  invoice_files: ResumeFile[];
  interview_proof: ResumeFile[];
  total_commission: number;
  commission: CommissionSplit;
  currency: string;
  commission_outcome: 'earned' | 'forfeited' | null;
  /** When the order was delivered (the list's "create time"). */
  created_at: Date;
  /** When a step after the delivery last changed it. */
  updated_at: Date | null;
  /** The revision of the order's stream last applied. */
  stream_revision: number;
}

export const DELIVERY_ORDER_ROW_COLUMNS = [
  'id',
  'order_no',
  'job_id',
  'position',
  'company',
  'publisher_id',
  'resume_id',
  'seeker_id',
  'candidate_name',
  'candidate_phone',
  'candidate_email',
  'auditor_id',
  'delivered_by_id',
  'delivered_by_kind',
  'delivery_time',
  'state',
  'previous_state',
  'awaited_audit',
  'audit_type',
  'audit_status',
  'audit_time',
  'remark',
  'reject_reason_code',
  'reject_reason',
  'interview_at',
  'interview_place',
  'interview_sequence',
  'onboard_date',
  'guarantee_month',
  'guarantee_ends_at',
  'invoice_date',
  'upload_time',
  'invoice_files',
  'interview_proof',
  'total_commission',
  'commission',
  'currency',
  'commission_outcome',
  'created_at',
  'updated_at',
  'stream_revision',
] as const satisfies readonly (keyof DeliveryOrderRowColumns)[];

/** The delivery order's id an event belongs to. */
export const orderIdOf = (event: DeliveryOrderEvent): number => event.data.orderId;

type AuditData = { auditType: DeliveryAuditType; auditStatus: DeliveryAuditStatus; remark: string | null };
type RefusalData = AuditData & { reasonCode: string; reason: string };

/**
 * The row after one event, or undefined when the event finds no order (a history that starts mid-way). The events are
 * what the order's decider (api deliveryDecider) accepted, so the row follows them without re-deciding; it keeps the
 * same fields the decider's state keeps, in the same way (the property test holds the two together). `at` is when the
 * event was recorded: the audit time and the upload time.
 */
export function evolveDeliveryRow(row: DeliveryOrderRowColumns | undefined, event: DeliveryOrderEvent, at: Date, revision: number): DeliveryOrderRowColumns | undefined {
  if (event.type === 'OrderDelivered') {
    const { data } = event;
    const deliveryTime = new Date(data.deliveryTime);
    return {
      id: data.orderId,
      order_no: data.orderNo,
      job_id: data.jobId,
      position: data.position,
      company: data.company,
      publisher_id: data.publisherId,
      resume_id: data.resumeId,
      seeker_id: data.seekerId,
      candidate_name: data.candidateName,
      candidate_phone: data.candidatePhone,
      candidate_email: data.candidateEmail,
      auditor_id: data.resumeAuditorId,
      delivered_by_id: data.deliveredBy.userId,
      delivered_by_kind: data.deliveredBy.kind,
      delivery_time: deliveryTime,
      state: 'PendingResumeReview',
      previous_state: null,
      awaited_audit: awaitedAuditOf.PendingResumeReview ?? null,
      audit_type: null,
      audit_status: deliveryAuditStatuses.pending,
      audit_time: null,
      remark: null,
      reject_reason_code: null,
      reject_reason: null,
      interview_at: null,
      interview_place: null,
      interview_sequence: 0,
      onboard_date: null,
      guarantee_month: data.guaranteeMonth,
      guarantee_ends_at: null,
      invoice_date: null,
      upload_time: null,
      invoice_files: [],
      interview_proof: [],
      total_commission: data.totalCommission,
      commission: data.commission,
      currency: data.currency,
      commission_outcome: null,
      created_at: deliveryTime,
      updated_at: null,
      stream_revision: revision,
    };
  }
  if (!row) return undefined;
  const changed = evolveExisting(row, event, at);
  const state = changed.state ?? row.state;
  return { ...row, ...changed, awaited_audit: awaitedAuditOf[state] ?? null, updated_at: at, stream_revision: revision };
}

function evolveExisting(row: DeliveryOrderRowColumns, event: Exclude<DeliveryOrderEvent, { type: 'OrderDelivered' }>, at: Date): Partial<DeliveryOrderRowColumns> {
  const audited = (data: AuditData) => ({
    audit_type: data.auditType,
    audit_status: data.auditStatus,
    audit_time: at,
    remark: data.remark,
    reject_reason_code: null,
    reject_reason: null,
  });
  const refused = (data: RefusalData) => ({ ...audited(data), reject_reason_code: data.reasonCode, reject_reason: data.reason });
  const ended = (into: DeliveryState) => ({ state: into, previous_state: row.state });
  // a cancelled invitation used up its SEQUENCE
  const cancelled = (cancelSequence: number | null) => (cancelSequence === null ? {} : { interview_sequence: Math.max(row.interview_sequence, cancelSequence + 1) });
  switch (event.type) {
    case 'ResumeApproved':
      return { ...audited(event.data), state: 'PendingEmployerReview' };
    case 'ResumeDeclined':
      return { ...refused(event.data), ...ended('ResumeRejected') };
    case 'EmployerAccepted':
      return { ...audited(event.data), state: 'PendingInterview' };
    case 'EmployerDeclined':
      return { ...refused(event.data), ...ended('EmployerRejected') };
    case 'InterviewScheduled':
      return { ...audited(event.data), interview_at: new Date(event.data.interviewAt), interview_place: event.data.place, interview_sequence: event.data.sequence + 1 };
    case 'InterviewPassed':
      return { ...audited(event.data), state: 'PendingOnboarding', interview_proof: event.data.proof };
    case 'InterviewFailed':
      return { ...refused(event.data), ...ended('InterviewFailed'), ...cancelled(event.data.cancelSequence) };
    case 'CandidateJoined':
      return { ...audited(event.data), state: 'Onboarded', onboard_date: event.data.onboardDate, guarantee_ends_at: new Date(event.data.guaranteeEndsAt) };
    case 'CandidateDidNotJoin':
      return { ...refused(event.data), ...ended('NotOnboarded') };
    case 'GuaranteeElapsed':
      return { state: 'PendingUploadInvoice', guarantee_ends_at: new Date(event.data.guaranteeEndsAt) };
    case 'CommissionEarned':
      return { commission_outcome: 'earned' };
    case 'CandidateLeftEarly':
      return { ...audited(event.data), reject_reason: event.data.reason, ...ended('NotOnboarded') };
    case 'CommissionForfeited':
      return { commission_outcome: 'forfeited' };
    case 'InvoiceUploaded':
      return { ...audited(event.data), ...ended('Settled'), invoice_date: event.data.invoiceDate, upload_time: at, invoice_files: event.data.files };
    case 'OrderWithdrawn':
      return { ...ended('Withdrawn'), ...cancelled(event.data.cancelSequence) };
    case 'OrderReopened':
      // back into Onboarded the guarantee runs again: its outcome is open once more
      return { state: event.data.intoState, previous_state: null, ...(event.data.intoState === 'Onboarded' ? { commission_outcome: null } : {}) };
  }
}
