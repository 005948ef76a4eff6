import {
  awaitedAuditOf,
  commissionAmountsOf,
  deliveryAuditStatuses,
  deliveryRefusalOf,
  type CommissionSplit,
  type DeliveryAction,
  type DeliveryAdvanceForm,
  type DeliveryAuditStatus,
  type DeliveryAuditType,
  type DeliveryOrderEvent,
  type DeliveryOrderSnapshot,
  type DeliveryState,
  type ResumeFile,
} from '@jobmarket/contracts';
import { formatDateTime } from '@jobmarket/contracts/platform/time';
import type { Decider } from '../../eventSourcing/decider';
import { DomainError } from '../../http/appError';
import type { JobState } from '../jobs/decider';
import type { ResumeState } from '../resumes/resumeDecider';
import { mayReadOrder, mayTake, type DeliveryCaller, type DeliveryParties } from './deliveryAccess';

export { deliveryOrderStream } from '@jobmarket/contracts';

/** An order that exists: what it copied at delivery and where its flow stands (times ISO 8601 instants). */
export interface DeliveryOrder extends DeliveryParties {
  orderId: number;
  orderNo: string;
  jobId: number;
  position: string;
  company: string;
  resumeId: number;
  candidateName: string;
  candidatePhone: string;
  candidateEmail: string;
  deliveredByKind: 'seeker' | 'staff';
  deliveryTime: string;
  guaranteeMonth: number;
  totalCommission: number;
  commission: CommissionSplit;
  currency: string;
  /** The candidate's language. */
  locale: string;
  state: DeliveryState;
  /** The state before the order ended: where a reopen returns it. */
  previousState: DeliveryState | null;
  auditType: DeliveryAuditType | null;
  auditStatus: DeliveryAuditStatus;
  auditTime: string | null;
  remark: string | null;
  rejectReasonCode: string | null;
  rejectReason: string | null;
  interviewAt: string | null;
  interviewPlace: string | null;
  /** The SEQUENCE the next invitation (or cancellation) carries: 0 first, +1 each time one is sent. */
  interviewSequence: number;
  /** An invitation is out and not cancelled: a failure or withdrawal cancels it. */
  isInterviewScheduled: boolean;
  onboardDate: string | null;
  guaranteeEndsAt: string | null;
  invoiceDate: string | null;
  uploadTime: string | null;
  invoiceFiles: ResumeFile[];
  interviewProof: ResumeFile[];
  commissionOutcome: 'earned' | 'forfeited' | null;
}

export type DeliveryOrderState = { exists: false } | ({ exists: true } & DeliveryOrder);

/** The job as the delivery finds it: its stream's state and its approval's split and resume auditor. */
export interface DeliveredJob {
  state: JobState;
  commission: CommissionSplit | null;
  resumeAuditorId: number | null;
}

/** Who delivers: a seeker applying for themself, or staff/a recruiter holding biz:delivery:add. */
export interface Deliverer {
  userId: number;
  isSeeker: boolean;
  mayDeliverAny: boolean;
}

/** An advance form with the interview proof resolved to stored files (the handler checks whose they are). */
export type DeliveryStep = Exclude<DeliveryAdvanceForm, { action: 'passInterview' }> | (Omit<Extract<DeliveryAdvanceForm, { action: 'passInterview' }>, 'proofUrls'> & { proof: ResumeFile[] });

export type DeliveryCommand =
  | {
      type: 'Deliver';
      orderId: number;
      orderNo: string;
      job: DeliveredJob;
      resume: ResumeState;
      deliverer: Deliverer;
      now: Date;
      noticeIds?: number[];
    }
  | { type: 'Advance'; step: DeliveryStep; caller: DeliveryCaller; now: Date; timeZone: string; noticeIds?: number[] }
  | { type: 'UploadInvoice'; invoiceDate: string; files: ResumeFile[]; remark: string | null; caller: DeliveryCaller; now: Date; noticeIds?: number[] }
  /** The timer at guaranteeEndsAt (a worker): nothing happens unless the order is still Onboarded and the time has come. */
  | { type: 'ElapseGuarantee'; now: Date; noticeIds?: number[] };

type Existing = Extract<DeliveryOrderState, { exists: true }>;

const MONTH_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a local wall-clock time (`YYYY-MM-DDTHH:mm[:ss]`) names in a zone. */
export function instantOfLocal(local: string, timeZone: string): Date {
  const asUtc = new Date(`${local.length === 16 ? `${local}:00` : local}Z`);
  // the zone's offset at that moment, found by formatting the UTC instant in the zone
  const shown = formatDateTime(asUtc, timeZone);
  const offsetMs = new Date(`${shown.replace(' ', 'T')}Z`).getTime() - asUtc.getTime();
  return new Date(asUtc.getTime() - offsetMs);
}

/** When the guarantee ends: the onboarding day plus `months` (clamped to the month's last day), 00:00 in the zone. */
export function guaranteeEndOf(onboardDate: string, months: number, timeZone: string): string {
  const [, year, month, day] = MONTH_DAY.exec(onboardDate)!.map(Number) as [number, number, number, number];
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), Math.min(day, lastDay)));
  return instantOfLocal(`${target.toISOString().slice(0, 10)}T00:00:00`, timeZone).toISOString();
}

/** `DO` + the delivery day in the server's zone + the id padded to 6: `DO20261125000042`. */
export function orderNoOf(orderId: number, now: Date, timeZone: string): string {
  return `DO${formatDateTime(now, timeZone).slice(0, 10).replaceAll('-', '')}${String(orderId).padStart(6, '0')}`;
}

/** The invitation's stable UID: calendar clients match updates and cancellations by it. */
export const invitationUidOf = (orderId: number) => `delivery-order-${orderId}@jobmarket`;

/** The url an order's invoice or proof file is read at (with access to the order). */
export const deliveryFileUrl = (orderId: number, fileId: string) => `/api/v1/delivery-orders/${orderId}/files/${fileId}`;

/** The keys one open order per candidate × job holds (unique claims): the seeker, the normalised phone and e-mail. */
export function openOrderKeysOf(order: Pick<DeliveryOrder, 'jobId' | 'seekerId' | 'candidatePhone' | 'candidateEmail'>): { scope: string; value: string }[] {
  const scope = `delivery-open/${order.jobId}`;
  const phone = order.candidatePhone.replace(/\D/g, '');
  const email = order.candidateEmail.trim().toLowerCase();
  return [
    { scope, value: `seeker:${order.seekerId}` },
    ...(phone ? [{ scope, value: `phone:${phone}` }] : []),
    ...(email ? [{ scope, value: `email:${email}` }] : []),
  ];
}

/**
 * Who each step tells (in this order: the event's `noticeIds[i]` is the notice to `recipients[i]`), with the
 * `delivery.notices.<notice>` text: the parties who must act next and the candidate. The reactor that sends them folds
 * the stream to the event and calls this with the order as it stood before it.
 */
export function deliveryNoticeRecipients(order: DeliveryOrder, type: DeliveryOrderEvent['type']): { userId: number; notice: string }[] {
  const candidate = order.seekerId;
  const listed: { userId: number | null; notice: string }[] = (() => {
    switch (type) {
      case 'OrderDelivered':
        return [{ userId: order.auditorId, notice: 'delivered' }];
      case 'ResumeApproved':
        return [
          { userId: candidate, notice: 'resumeApproved' },
          { userId: order.publisherId, notice: 'resumeApprovedEmployer' },
        ];
      case 'ResumeDeclined':
        return [{ userId: candidate, notice: 'resumeDeclined' }];
      case 'EmployerAccepted':
        return [{ userId: candidate, notice: 'employerAccepted' }];
      case 'EmployerDeclined':
        return [{ userId: candidate, notice: 'employerDeclined' }];
      case 'InterviewScheduled':
        return [{ userId: candidate, notice: 'interviewScheduled' }];
      case 'InterviewPassed':
        return [{ userId: candidate, notice: 'interviewPassed' }];
      case 'InterviewFailed':
        return [{ userId: candidate, notice: 'interviewFailed' }];
      case 'CandidateJoined':
        return [{ userId: candidate, notice: 'joined' }];
      case 'CandidateDidNotJoin':
        return [{ userId: candidate, notice: 'notJoined' }];
      case 'GuaranteeElapsed':
        return [{ userId: order.deliveredById, notice: 'guaranteeElapsed' }];
      case 'CandidateLeftEarly':
        return [{ userId: order.deliveredById, notice: 'leftEarly' }];
      case 'InvoiceUploaded':
        return [{ userId: order.publisherId, notice: 'invoiceUploaded' }];
      case 'OrderWithdrawn':
        return [
          { userId: order.auditorId, notice: 'withdrawn' },
          { userId: order.publisherId, notice: 'withdrawn' },
        ];
      case 'OrderReopened':
        return [
          { userId: candidate, notice: 'reopened' },
          { userId: order.deliveredById, notice: 'reopened' },
        ];
      default:
        return [];
    }
  })();
  const seen = new Set<number>();
  return listed.filter((entry): entry is { userId: number; notice: string } => {
    if (entry.userId === null || seen.has(entry.userId)) return false;
    seen.add(entry.userId);
    return true;
  });
}

/** How many notices a step's events need: what the handler reserves before it commands. */
export function noticeCountOf(order: DeliveryOrder, types: readonly DeliveryOrderEvent['type'][]): number {
  return types.reduce((sum, type) => sum + deliveryNoticeRecipients(order, type).length, 0);
}

function existing(state: DeliveryOrderState): Existing {
  if (!state.exists) throw new DomainError('A0606');
  return state;
}

/** The table first (an ended order, a step out of turn), then who asks (notYours; A0606 to whoever may not read it). */
function refuseUnlessMayTake(order: Existing, caller: DeliveryCaller, action: DeliveryAction): void {
  if (!mayReadOrder(order, caller) && !mayTake(order, caller, action)) throw new DomainError('A0606');
  const refusal = deliveryRefusalOf(order.state, action);
  if (refusal) throw new DomainError('A0440', refusal);
  if (!mayTake(order, caller, action)) throw new DomainError('A0440', 'delivery.refusals.notYours');
}

function fieldError(field: string, key: string): DomainError {
  return new DomainError('A0402', key, {}, { errors: { [field]: key } });
}

/** Hands the reserved notice ids out to the events, in order, as many as each event's recipients. */
function withNotices(order: DeliveryOrder, events: DeliveryOrderEvent[], noticeIds: readonly number[] | undefined): DeliveryOrderEvent[] {
  if (!noticeIds) return events;
  let next = 0;
  return events.map((event) => {
    const count = deliveryNoticeRecipients(order, event.type).length;
    if (count === 0 || !canCarryNotices(event)) return event;
    const ids = noticeIds.slice(next, next + count);
    next += count;
    return ids.length === 0 ? event : ({ ...event, data: { ...event.data, noticeIds: ids } } as DeliveryOrderEvent);
  });
}

const canCarryNotices = (event: DeliveryOrderEvent) => event.type !== 'CommissionEarned' && event.type !== 'CommissionForfeited';

function decideDeliver(state: DeliveryOrderState, command: Extract<DeliveryCommand, { type: 'Deliver' }>): DeliveryOrderEvent[] {
  const { deliverer, job, resume } = command;
  if (!deliverer.isSeeker && !deliverer.mayDeliverAny) throw new DomainError('A0301', 'delivery.refusals.notASeeker');
  if (state.exists) throw new DomainError('A0440');
  if (!job.state.exists) throw new DomainError('A0606');
  if (job.state.status !== 'published' || job.commission === null) throw new DomainError('A0440', 'delivery.refusals.jobNotOpen');
  if (!resume.exists || resume.isDeleted) throw new DomainError('A0440', 'delivery.refusals.resumeNotYours');
  if (resume.seekerId !== deliverer.userId && !deliverer.mayDeliverAny) throw new DomainError('A0440', 'delivery.refusals.resumeNotYours');
  const { fields } = job.state;
  const isOwnResume = resume.seekerId === deliverer.userId;
  const delivered: DeliveryOrderEvent = {
    type: 'OrderDelivered',
    data: {
      orderId: command.orderId,
      actorId: String(deliverer.userId),
      orderNo: command.orderNo,
      jobId: job.state.jobId,
      position: fields.position,
      company: fields.company,
      publisherId: job.state.publisherId,
      resumeAuditorId: job.resumeAuditorId,
      resumeId: resume.resumeId,
      seekerId: resume.seekerId,
      candidateName: resume.fields.name,
      candidatePhone: resume.fields.phone ?? '',
      candidateEmail: resume.fields.email ?? '',
      deliveredBy: { userId: deliverer.userId, kind: isOwnResume && deliverer.isSeeker ? 'seeker' : 'staff' },
      deliveryTime: command.now.toISOString(),
      guaranteeMonth: fields.guaranteeMonth,
      totalCommission: fields.totalCommission,
      commission: job.commission,
      currency: fields.currency,
      locale: resume.locale,
    },
  };
  const order = deliveryDecider.evolve(state, delivered) as Existing;
  return withNotices(order, [delivered], command.noticeIds);
}

function decideAdvance(order: Existing, command: Extract<DeliveryCommand, { type: 'Advance' }>): DeliveryOrderEvent[] {
  const { step, caller } = command;
  refuseUnlessMayTake(order, caller, step.action);
  const orderId = order.orderId;
  const actorId = String(caller.userId);
  const audit = (auditType: DeliveryAuditType, auditStatus: DeliveryAuditStatus, remark: string | null) => ({ orderId, actorId, auditType, auditStatus, remark });
  const { approved, rejected, pending } = deliveryAuditStatuses;
  const cancelSequence = order.isInterviewScheduled ? order.interviewSequence : null;
  const events = ((): DeliveryOrderEvent[] => {
    switch (step.action) {
      case 'approveResume':
        return [{ type: 'ResumeApproved', data: audit('resume', approved, step.remark) }];
      case 'rejectResume':
        return [{ type: 'ResumeDeclined', data: { ...audit('resume', rejected, step.remark), reasonCode: step.reasonCode, reason: step.reason } }];
      case 'acceptByEmployer':
        return [{ type: 'EmployerAccepted', data: audit('employer', approved, step.remark) }];
      case 'rejectByEmployer':
        return [{ type: 'EmployerDeclined', data: { ...audit('employer', rejected, step.remark), reasonCode: step.reasonCode, reason: step.reason } }];
      case 'scheduleInterview': {
        const interviewAt = instantOfLocal(step.interviewAt, command.timeZone).toISOString();
        const data = { ...audit('interview', pending, step.remark), interviewAt, place: step.place, sequence: order.interviewSequence, uid: invitationUidOf(orderId) };
        return [{ type: 'InterviewScheduled', data }];
      }
      case 'passInterview':
        return [{ type: 'InterviewPassed', data: { ...audit('interview', approved, step.remark), proof: step.proof, confirmedName: step.confirmedName } }];
      case 'failInterview':
        return [{ type: 'InterviewFailed', data: { ...audit('interview', rejected, step.remark), reasonCode: step.reasonCode, reason: step.reason, cancelSequence } }];
      case 'join': {
        const guaranteeEndsAt = guaranteeEndOf(step.onboardDate, order.guaranteeMonth, command.timeZone);
        const joined: DeliveryOrderEvent = { type: 'CandidateJoined', data: { ...audit('joining', approved, step.remark), onboardDate: step.onboardDate, guaranteeEndsAt } };
        // no guarantee period: the commission is earned on joining, in the same append
        return order.guaranteeMonth === 0 ? [joined, ...elapsed(order, guaranteeEndsAt)] : [joined];
      }
      case 'notJoin':
        return [{ type: 'CandidateDidNotJoin', data: { ...audit('joining', rejected, step.remark), reasonCode: step.reasonCode, reason: step.reason } }];
      case 'leaveEarly':
        if (order.onboardDate && step.leftOn < order.onboardDate) throw fieldError('leftOn', 'validation.invalidDate');
        return [
          { type: 'CandidateLeftEarly', data: { ...audit('joining', rejected, step.remark), leftOn: step.leftOn, reason: step.reason } },
          { type: 'CommissionForfeited', data: { orderId, actorId, amounts: commissionAmountsOf(order.commission, order.totalCommission), currency: order.currency } },
        ];
      case 'withdraw':
        return [{ type: 'OrderWithdrawn', data: { orderId, actorId, reason: step.reason, cancelSequence } }];
      case 'reopen':
        return [{ type: 'OrderReopened', data: { orderId, actorId, reason: step.reason, intoState: order.previousState ?? 'PendingResumeReview' } }];
    }
  })();
  return withNotices(order, events, command.noticeIds);
}

/** The guarantee ran its course: the commission is earned, the job's split applied to its total. */
function elapsed(order: DeliveryOrder, guaranteeEndsAt: string): DeliveryOrderEvent[] {
  return [
    { type: 'GuaranteeElapsed', data: { orderId: order.orderId, actorId: null, guaranteeEndsAt } },
    { type: 'CommissionEarned', data: { orderId: order.orderId, actorId: null, amounts: commissionAmountsOf(order.commission, order.totalCommission), currency: order.currency } },
  ];
}

/** The time an event was recorded, when it comes from the store (decided events have none yet: `now` stands in). */
const recordedAt = (event: DeliveryOrderEvent, fallback: string): string => {
  const createdAt = (event as { createdAt?: unknown }).createdAt;
  return createdAt instanceof Date ? createdAt.toISOString() : fallback;
};

function evolveOrder(order: Existing, event: DeliveryOrderEvent): Existing {
  const at = recordedAt(event, new Date().toISOString());
  const ended = (into: DeliveryState): Pick<DeliveryOrder, 'state' | 'previousState'> => ({ state: into, previousState: order.state });
  const audited = (data: { auditType: DeliveryAuditType; auditStatus: DeliveryAuditStatus; remark: string | null }) => ({
    auditType: data.auditType,
    auditStatus: data.auditStatus,
    auditTime: at,
    remark: data.remark,
    rejectReasonCode: null,
    rejectReason: null,
  });
  const refused = (data: { auditType: DeliveryAuditType; auditStatus: DeliveryAuditStatus; remark: string | null; reasonCode: string; reason: string }) => ({
    ...audited(data),
    rejectReasonCode: data.reasonCode,
    rejectReason: data.reason,
  });
  switch (event.type) {
    case 'OrderDelivered':
      return order;
    case 'ResumeApproved':
      return { ...order, ...audited(event.data), state: 'PendingEmployerReview' };
    case 'ResumeDeclined':
      return { ...order, ...refused(event.data), ...ended('ResumeRejected') };
    case 'EmployerAccepted':
      return { ...order, ...audited(event.data), state: 'PendingInterview' };
    case 'EmployerDeclined':
      return { ...order, ...refused(event.data), ...ended('EmployerRejected') };
    case 'InterviewScheduled':
      return {
        ...order,
        ...audited(event.data),
        interviewAt: event.data.interviewAt,
        interviewPlace: event.data.place,
        interviewSequence: event.data.sequence + 1,
        isInterviewScheduled: true,
      };
    case 'InterviewPassed':
      return { ...order, ...audited(event.data), state: 'PendingOnboarding', interviewProof: event.data.proof, isInterviewScheduled: false };
    case 'InterviewFailed':
      return { ...order, ...refused(event.data), ...ended('InterviewFailed'), ...cancelled(order, event.data.cancelSequence) };
    case 'CandidateJoined':
      return { ...order, ...audited(event.data), state: 'Onboarded', onboardDate: event.data.onboardDate, guaranteeEndsAt: event.data.guaranteeEndsAt };
    case 'CandidateDidNotJoin':
      return { ...order, ...refused(event.data), ...ended('NotOnboarded') };
    case 'GuaranteeElapsed':
      return { ...order, state: 'PendingUploadInvoice', guaranteeEndsAt: event.data.guaranteeEndsAt };
    case 'CommissionEarned':
      return { ...order, commissionOutcome: 'earned' };
    case 'CandidateLeftEarly':
      return { ...order, ...audited(event.data), rejectReason: event.data.reason, ...ended('NotOnboarded') };
    case 'CommissionForfeited':
      return { ...order, commissionOutcome: 'forfeited' };
    case 'InvoiceUploaded':
      return { ...order, ...audited(event.data), ...ended('Settled'), invoiceDate: event.data.invoiceDate, uploadTime: at, invoiceFiles: event.data.files };
    case 'OrderWithdrawn':
      return { ...order, ...ended('Withdrawn'), ...cancelled(order, event.data.cancelSequence) };
    case 'OrderReopened':
      // back into Onboarded the guarantee runs again: its outcome is open once more
      return {
        ...order,
        state: event.data.intoState,
        previousState: null,
        ...(event.data.intoState === 'Onboarded' ? { commissionOutcome: null } : {}),
      };
  }
}

/** A cancelled invitation used up its SEQUENCE. */
const cancelled = (order: DeliveryOrder, cancelSequence: number | null) =>
  cancelSequence === null ? {} : { interviewSequence: Math.max(order.interviewSequence, cancelSequence + 1), isInterviewScheduled: false };

/**
 * A delivery order (stream `delivery-order-<id>`), by contracts' deliveryMachine: delivered pending resume review;
 * the resume, employer, interview and joining audits; the guarantee period (the timer, or leaving early); the invoice;
 * withdrawal by the delivery person and a staff reopen into the state the order left.
 */
export const deliveryDecider: Decider<DeliveryOrderState, DeliveryCommand, DeliveryOrderEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'OrderDelivered') {
      const { data } = event;
      return {
        exists: true,
        orderId: data.orderId,
        orderNo: data.orderNo,
        jobId: data.jobId,
        position: data.position,
        company: data.company,
        publisherId: data.publisherId,
        auditorId: data.resumeAuditorId,
        resumeId: data.resumeId,
        seekerId: data.seekerId,
        candidateName: data.candidateName,
        candidatePhone: data.candidatePhone,
        candidateEmail: data.candidateEmail,
        deliveredById: data.deliveredBy.userId,
        deliveredByKind: data.deliveredBy.kind,
        deliveryTime: data.deliveryTime,
        guaranteeMonth: data.guaranteeMonth,
        totalCommission: data.totalCommission,
        commission: data.commission,
        currency: data.currency,
        locale: data.locale,
        state: 'PendingResumeReview',
        previousState: null,
        auditType: null,
        auditStatus: deliveryAuditStatuses.pending,
        auditTime: null,
        remark: null,
        rejectReasonCode: null,
        rejectReason: null,
        interviewAt: null,
        interviewPlace: null,
        interviewSequence: 0,
        isInterviewScheduled: false,
        onboardDate: null,
        guaranteeEndsAt: null,
        invoiceDate: null,
        uploadTime: null,
        invoiceFiles: [],
        interviewProof: [],
        commissionOutcome: null,
      };
    }
    return state.exists ? evolveOrder(state, event) : state;
  },
  decide(command, state) {
    switch (command.type) {
      case 'Deliver':
        return decideDeliver(state, command);
      case 'Advance':
        return decideAdvance(existing(state), command);
      case 'UploadInvoice': {
        const order = existing(state);
        refuseUnlessMayTake(order, command.caller, 'uploadInvoice');
        const data = {
          orderId: order.orderId,
          actorId: String(command.caller.userId),
          auditType: 'invoice' as const,
          auditStatus: deliveryAuditStatuses.invoiceUploaded,
          remark: command.remark,
          invoiceDate: command.invoiceDate,
          files: command.files,
        };
        return withNotices(order, [{ type: 'InvoiceUploaded', data }], command.noticeIds);
      }
      case 'ElapseGuarantee': {
        const order = existing(state);
        // a timer set before a leave, a reopen or a rescheduled join finds nothing to do (or waits for its own)
        if (order.state !== 'Onboarded' || order.guaranteeEndsAt === null || new Date(order.guaranteeEndsAt).getTime() > command.now.getTime()) return [];
        return withNotices(order, elapsed(order, order.guaranteeEndsAt), command.noticeIds);
      }
    }
  },
};

/** Whether an action's step ends the order (its open-order claims are released) or reopens it (claimed again). */
export const endsOrder = (action: DeliveryAction): boolean =>
  ['rejectResume', 'rejectByEmployer', 'failInterview', 'notJoin', 'leaveEarly', 'uploadInvoice', 'withdraw'].includes(action);

/**
 * The order as a snapshot (history's `stateAfter`, and what a write answers while the read model catches up): times
 * in the server's zone as every answer shows them, files as urls under the order.
 */
export function snapshotOf(state: DeliveryOrderState, timeZone: string): DeliveryOrderSnapshot | null {
  if (!state.exists) return null;
  const time = (instant: string | null) => (instant ? formatDateTime(new Date(instant), timeZone) : null);
  const files = (list: ResumeFile[]) => list.map((file) => ({ name: file.name, url: deliveryFileUrl(state.orderId, file.fileId) }));
  return {
    id: state.orderId,
    orderNo: state.orderNo,
    jobId: state.jobId,
    position: state.position,
    company: state.company,
    publisherId: state.publisherId,
    resumeId: state.resumeId,
    seekerId: state.seekerId,
    candidateName: state.candidateName,
    candidatePhone: state.candidatePhone,
    candidateEmail: state.candidateEmail,
    auditorId: state.auditorId,
    deliveredById: state.deliveredById,
    deliveredByKind: state.deliveredByKind,
    deliveryTime: time(state.deliveryTime)!,
    state: state.state,
    awaitedAudit: awaitedAuditOf[state.state] ?? null,
    auditType: state.auditType,
    auditStatus: state.auditStatus,
    auditTime: time(state.auditTime),
    remark: state.remark,
    rejectReasonCode: state.rejectReasonCode,
    rejectReason: state.rejectReason,
    interviewAt: time(state.interviewAt),
    interviewPlace: state.interviewPlace,
    onboardDate: state.onboardDate,
    guaranteeMonth: state.guaranteeMonth,
    guaranteeEndsAt: time(state.guaranteeEndsAt),
    invoiceDate: state.invoiceDate,
    uploadTime: time(state.uploadTime),
    invoiceFiles: files(state.invoiceFiles),
    interviewProof: files(state.interviewProof),
    totalCommission: state.totalCommission,
    commission: state.commission,
    currency: state.currency,
    commissionOutcome: state.commissionOutcome,
    createTime: time(state.deliveryTime)!,
  };
}

