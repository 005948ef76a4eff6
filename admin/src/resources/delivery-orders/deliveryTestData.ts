import type { DeliveryOrderSnapshot, DeliveryOrderView, DeliveryTrend } from '@jobmarket/contracts/delivery/views';
import { ok, type FakeRoute } from '../../test/fakeApi';
import type { HistoryEntry } from '../platform/history/historyChanges';

/** A delivery order as the api answers staff (contracts' DeliveryOrderView), for the admin's delivery tests. */
export function orderView(overrides: Partial<DeliveryOrderView> = {}): DeliveryOrderView {
  return {
    id: 42,
    orderNo: 'DO20261125000042',
    jobId: 31,
    position: 'Senior software engineer',
    company: 'Siam Tech',
    publisherId: 11,
    resumeId: 41,
    seekerId: 21,
    candidateName: 'Somchai Jaidee',
    candidatePhone: '+66812345678',
    candidateEmail: 'somchai@example.com',
    auditorId: 7,
    auditorName: 'Nok Auditor',
    deliveredById: 21,
    deliveredByName: 'Somchai',
    deliveredByKind: 'seeker',
    deliveryTime: '2026-11-20 09:00:00',
    state: 'PendingResumeReview',
    awaitedAudit: 'resume',
    auditType: null,
    auditStatus: 0,
    auditTime: null,
    remark: null,
    rejectReasonCode: null,
    rejectReason: null,
    interviewAt: null,
    interviewPlace: null,
    onboardDate: null,
    guaranteeMonth: 3,
    guaranteeEndsAt: null,
    invoiceDate: null,
    uploadTime: null,
    invoiceFiles: [],
    interviewProof: [],
    totalCommission: 12000,
    commission: { company: 50, auditor: 30, candidate: 20 },
    currency: 'THB',
    commissionOutcome: null,
    allowedActions: ['approveResume', 'rejectResume'],
    createTime: '2026-11-20 09:00:00',
    updateTime: null,
    ...overrides,
  };
}

const { allowedActions: _actions, auditorName: _auditor, deliveredByName: _deliverer, updateTime: _updated, ...initialSnapshot } = orderView();

/** The order after the first steps of a flow that went the whole way: the states its history replays. */
export function snapshot(overrides: Partial<DeliveryOrderSnapshot> = {}): DeliveryOrderSnapshot {
  return { ...initialSnapshot, ...overrides };
}

const staff = { id: '7', username: 'nok', nickname: 'Nok Auditor' };
const seeker = { id: '21', username: 'somchai', nickname: 'Somchai' };
const publisher = { id: '11', username: 'siamtech', nickname: 'Siam Tech HR' };

const entry = (revision: number, type: string, data: unknown, actor: HistoryEntry['actor'], stateAfter: DeliveryOrderSnapshot): HistoryEntry => ({
  revision,
  type,
  data,
  actor,
  time: `2026-11-2${revision}T0${revision}:00:00Z`,
  stateAfter,
});

const approved = snapshot({ state: 'PendingEmployerReview', awaitedAudit: 'employer', auditType: 'resume', auditStatus: 1, auditTime: '2026-11-21 08:00:00', remark: 'Strong profile' });
const accepted = { ...approved, state: 'PendingInterview', awaitedAudit: 'interview', auditType: 'employer', auditStatus: 1, auditTime: '2026-11-22 09:00:00', remark: null } as const;
const scheduled = { ...accepted, auditTime: '2026-11-23 10:00:00', interviewAt: '2026-12-01 10:30:00', interviewPlace: 'Head office, Bangkok' } as const;

/** Four steps: delivered by the seeker, resume approved, the employer accepted, the interview scheduled. */
export const orderHistory: HistoryEntry[] = [
  entry(0, 'OrderDelivered', { orderNo: 'DO20261125000042', position: 'Senior software engineer' }, seeker, snapshot()),
  entry(1, 'ResumeApproved', { auditType: 'resume', auditStatus: 1, remark: 'Strong profile' }, staff, approved),
  entry(2, 'EmployerAccepted', { auditType: 'employer', auditStatus: 1, remark: null }, publisher, accepted),
  entry(3, 'InterviewScheduled', { auditType: 'interview', auditStatus: 1, remark: null, interviewAt: '2026-12-01T03:30:00Z', place: 'Head office, Bangkok', sequence: 0 }, staff, scheduled),
];

/** `GET /delivery-orders/trend?days=`: one day per day ending 2026-11-25, a few created and fewer onboarded. */
export function deliveryTrend(days: number, quiet = false): DeliveryTrend {
  const end = Date.UTC(2026, 10, 25);
  return {
    days: Array.from({ length: days }, (_, index) => ({
      date: new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
      created: quiet ? 0 : index === days - 1 ? 5 : index % 3,
      onboarded: quiet ? 0 : index === days - 1 ? 2 : index % 2,
    })),
  };
}

/** `GET /dict/list` with the rejection reasons the seed gives `delivery_reject_reason`. */
export const rejectReasonRoutes: Record<string, FakeRoute> = {
  'GET /api/v1/dict/list': () =>
    ok([
      {
        name: 'Delivery reject reason',
        dictCode: 'delivery_reject_reason',
        dictDataList: [
          { value: 'notQualified', label: 'Does not meet the requirements' },
          { value: 'experience', label: 'Not enough experience' },
        ],
      },
    ]),
};

/** A `{list, total}` page answer. */
export const pageOf = <Row>(list: Row[]) => ({ list, total: list.length });
