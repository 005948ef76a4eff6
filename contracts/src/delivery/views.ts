import type { CommissionSplit } from '../jobs/forms';
import type { ResumeFileView } from '../resumes/views';
import type { DeliveryAction, DeliveryAuditStatus, DeliveryAuditType, DeliveryState } from './deliveryMachine';

// Times on the wire are `YYYY-MM-DD HH:mm:ss` in the server's zone; days `YYYY-MM-DD`; money whole units of `currency`.

/**
 * A delivery order as lists and its page show it (spec §3 Delivery order): `GET /delivery-orders/page` (staff),
 * `/delivery-orders/mine` (the seeker's applications), `/delivery-orders/for-my-jobs` (a publisher's), and
 * react-admin's record. Contact details of the candidate are shown to staff, the job's publisher and resume auditor,
 * the delivery person and the candidate; the order is A0606 to anyone else.
 */
export interface DeliveryOrderView {
  id: number;
  orderNo: string;
  jobId: number;
  position: string;
  company: string;
  publisherId: number;
  resumeId: number;
  seekerId: number;
  candidateName: string;
  candidatePhone: string;
  candidateEmail: string;
  auditorId: number | null;
  auditorName: string | null;
  deliveredById: number;
  deliveredByName: string;
  deliveredByKind: 'seeker' | 'staff';
  deliveryTime: string;
  state: DeliveryState;
  /** The audit the order waits for now (null when it waits for nobody). */
  awaitedAudit: DeliveryAuditType | null;
  /** The latest audit record: its type, status code (spec §4: 0 pending, 1 approved, 2 rejected, 3 invoice uploaded), time and remark. */
  auditType: DeliveryAuditType | null;
  auditStatus: DeliveryAuditStatus;
  auditTime: string | null;
  remark: string | null;
  rejectReasonCode: string | null;
  rejectReason: string | null;
  interviewAt: string | null;
  interviewPlace: string | null;
  onboardDate: string | null;
  guaranteeMonth: number;
  guaranteeEndsAt: string | null;
  invoiceDate: string | null;
  /** When the invoice was uploaded ("upload date"). */
  uploadTime: string | null;
  invoiceFiles: ResumeFileView[];
  interviewProof: ResumeFileView[];
  totalCommission: number;
  commission: CommissionSplit;
  currency: string;
  /** Set once the guarantee elapsed (earned) or the candidate left early (forfeited). */
  commissionOutcome: 'earned' | 'forfeited' | null;
  /** What the caller may do to it now: the table's actions for its state that the caller's role allows. */
  allowedActions: DeliveryAction[];
  createTime: string;
  updateTime: string | null;
}

/**
 * The order as it stood after one step of its history (`GET /delivery-orders/{id}/history` → `stateAfter`): folded
 * from the events up to that step, never from a hand-kept log.
 */
export type DeliveryOrderSnapshot = Omit<DeliveryOrderView, 'allowedActions' | 'auditorName' | 'deliveredByName' | 'updateTime'>;

/** `GET /delivery-orders/trend?days=7|30` (dashboard, spec §2 order trend): orders created and onboarded per day. */
export interface DeliveryTrend {
  days: { date: string; created: number; onboarded: number }[];
}
