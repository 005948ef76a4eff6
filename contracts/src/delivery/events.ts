import type { CommissionSplit } from '../jobs/forms';
import type { ResumeFile } from '../resumes/events';
import type { DeliveryAuditStatus, DeliveryAuditType, DeliveryState } from './deliveryMachine';

/** Who did a step: the user's id (null for the system's timer). */
interface Step {
  orderId: number;
  actorId: string | null;
}

/** An audit record (spec §3, §4): its type and status code, and what the auditor wrote. */
interface AuditRecord extends Step {
  auditType: DeliveryAuditType;
  auditStatus: DeliveryAuditStatus;
  remark: string | null;
}

/** A refusal: a reason code from the `delivery_reject_reason` dictionary, and free text. */
interface Refusal extends AuditRecord {
  reasonCode: string;
  reason: string;
}

/**
 * Events of a delivery order (stream `delivery-order-<orderId>`): the flow history auditors replay. What the order
 * needs from its job, resume and people is copied at delivery (a later edit of the job does not change a running
 * order: guaranteeMonth, commission split). Times are ISO 8601 instants; days `YYYY-MM-DD`; money whole units of
 * `currency`. Each step's `noticeIds` name the notices that tell the parties (reserved by the command), so a notice cut
 * off while sending can be sent again and never twice.
 */
export type DeliveryOrderEvent =
  | {
      type: 'OrderDelivered';
      data: Step & {
        orderNo: string;
        jobId: number;
        position: string;
        company: string;
        publisherId: number;
        resumeAuditorId: number | null;
        resumeId: number;
        seekerId: number;
        candidateName: string;
        candidatePhone: string;
        candidateEmail: string;
        /** Who delivered it: the seeker applying, or staff/a recruiter delivering a candidate's resume. */
        deliveredBy: { userId: number; kind: 'seeker' | 'staff' };
        deliveryTime: string;
        guaranteeMonth: number;
        totalCommission: number;
        commission: CommissionSplit;
        currency: string;
        /** The candidate's language, for their notices and invitation. */
        locale: string;
        noticeIds?: number[];
      };
    }
  | { type: 'ResumeApproved'; data: AuditRecord & { noticeIds?: number[] } }
  | { type: 'ResumeDeclined'; data: Refusal & { noticeIds?: number[] } }
  | { type: 'EmployerAccepted'; data: AuditRecord & { noticeIds?: number[] } }
  | { type: 'EmployerDeclined'; data: Refusal & { noticeIds?: number[] } }
  | {
      type: 'InterviewScheduled';
      /** `sequence` is the invitation's SEQUENCE (0 first, +1 per reschedule); `uid` stays the order's. */
      data: AuditRecord & { interviewAt: string; place: string; sequence: number; uid: string; noticeIds?: number[] };
    }
  | { type: 'InterviewPassed'; data: AuditRecord & { proof: ResumeFile[]; confirmedName: string; noticeIds?: number[] } }
  /** A failed interview also cancels the invitation (METHOD:CANCEL with the next SEQUENCE). */
  | { type: 'InterviewFailed'; data: Refusal & { cancelSequence: number | null; noticeIds?: number[] } }
  | { type: 'CandidateJoined'; data: AuditRecord & { onboardDate: string; guaranteeEndsAt: string; noticeIds?: number[] } }
  | { type: 'CandidateDidNotJoin'; data: Refusal & { noticeIds?: number[] } }
  | { type: 'GuaranteeElapsed'; data: Step & { guaranteeEndsAt: string; noticeIds?: number[] } }
  /** The job's split applied to its total commission, when the guarantee elapsed. */
  | { type: 'CommissionEarned'; data: Step & { amounts: CommissionSplit; currency: string } }
  | { type: 'CandidateLeftEarly'; data: AuditRecord & { leftOn: string; reason: string; noticeIds?: number[] } }
  | { type: 'CommissionForfeited'; data: Step & { amounts: CommissionSplit; currency: string } }
  | { type: 'InvoiceUploaded'; data: AuditRecord & { invoiceDate: string; files: ResumeFile[]; noticeIds?: number[] } }
  /** A withdrawal while an interview is scheduled also cancels its invitation. */
  | { type: 'OrderWithdrawn'; data: Step & { reason: string | null; cancelSequence: number | null; noticeIds?: number[] } }
  | { type: 'OrderReopened'; data: Step & { reason: string; intoState: DeliveryState; noticeIds?: number[] } };

export const deliveryOrderEventTypes = [
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
  'CommissionEarned',
  'CandidateLeftEarly',
  'CommissionForfeited',
  'InvoiceUploaded',
  'OrderWithdrawn',
  'OrderReopened',
] as const satisfies readonly DeliveryOrderEvent['type'][];

/** The stream of a delivery order. */
export const deliveryOrderStream = (orderId: number): string => `delivery-order-${orderId}`;
