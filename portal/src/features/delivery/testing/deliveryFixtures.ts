import type { DeliveryOrderView } from '@jobmarket/contracts';
import type { DeliveryHistoryEntry } from '../deliveryQueries';

// What the delivery api answers, shaped by contracts' views, for the portal's component tests.

export const deliveryOrder = (overrides: Partial<DeliveryOrderView> = {}): DeliveryOrderView => ({
  id: 42,
  orderNo: 'DO20260315000042',
  jobId: 6,
  position: 'Senior software engineer',
  company: 'Siam Digital',
  publisherId: 70,
  resumeId: 5,
  seekerId: 7,
  candidateName: 'Mali Sisavath',
  candidatePhone: '+8562055512345',
  candidateEmail: 'mali@example.com',
  auditorId: 5,
  auditorName: 'Auditor',
  deliveredById: 7,
  deliveredByName: 'Mali',
  deliveredByKind: 'seeker',
  deliveryTime: '2026-03-15 10:00:00',
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
  totalCommission: 20000,
  commission: { company: 50, auditor: 30, candidate: 20 },
  currency: 'THB',
  commissionOutcome: null,
  allowedActions: ['withdraw'],
  createTime: '2026-03-15 10:00:00',
  updateTime: null,
  ...overrides,
});

export const historyOf42: DeliveryHistoryEntry[] = [
  {
    revision: 1,
    type: 'OrderDelivered',
    data: { orderId: 42, actorId: '7' },
    actor: { id: '7', username: 'mali', nickname: 'Mali' },
    time: '2026-03-15 10:00:00',
    stateAfter: { ...deliveryOrder(), state: 'PendingResumeReview' },
  },
  {
    revision: 2,
    type: 'ResumeApproved',
    data: { orderId: 42, actorId: '5', auditType: 'resume', auditStatus: 1, remark: 'Strong React experience' },
    actor: { id: '5', username: 'auditor', nickname: 'Noi the auditor' },
    time: '2026-03-16 09:30:00',
    stateAfter: { ...deliveryOrder(), state: 'PendingEmployerReview' },
  },
  {
    revision: 3,
    type: 'InterviewScheduled',
    data: { orderId: 42, actorId: '70', auditType: 'interview', auditStatus: 1, remark: null, interviewAt: '2026-03-20T09:00:00', place: 'Siam Tower, 18th floor', sequence: 0, uid: 'delivery-order-42@jobmarket' },
    actor: { id: '70', username: 'somchai', nickname: 'Somchai' },
    time: '2026-03-17 14:00:00',
    stateAfter: { ...deliveryOrder(), state: 'PendingInterview' },
  },
];

export const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const pngFile = (name = 'invoice.png', size?: number) => {
  const file = new File([pngBytes], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
/** A program renamed to look like an image: refused by its bytes. */
export const renamedProgram = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])], 'invoice.png', { type: 'image/png' });
