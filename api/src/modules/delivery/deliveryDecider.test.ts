import {
  allowedDeliveryActions,
  deliveryActions,
  deliveryRefusalOf,
  type DeliveryAction,
  type DeliveryOrderEvent,
  type JobFields,
  type ResumeFields,
} from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../eventSourcing/deciderSpecification';
import type { JobState } from '../jobs/decider';
import type { ResumeState } from '../resumes/resumeDecider';
import type { DeliveryCaller } from './deliveryAccess';
import {
  deliveryDecider,
  deliveryNoticeRecipients,
  guaranteeEndOf,
  orderNoOf,
  snapshotOf,
  type DeliveryCommand,
  type DeliveryOrderState,
  type DeliveryStep,
} from './deliveryDecider';

const given = DeciderSpecification.for(deliveryDecider);
const zone = 'Asia/Bangkok';
const now = new Date('2026-11-25T03:00:00.000Z');

const SEEKER = 11;
const PUBLISHER = 21;
const AUDITOR = 31;
const ORDER = 42;

const caller = (userId: number, may: Partial<DeliveryCaller['may']> = {}): DeliveryCaller => ({
  userId,
  may: { query: false, add: false, audit: false, invoice: false, reopen: false, ...may },
  seesAll: true,
});
const seeker = caller(SEEKER);
const publisher = caller(PUBLISHER);
const auditor = caller(AUDITOR);
const staff = caller(41, { query: true, add: true, audit: true, invoice: true, reopen: true });
const otherPublisher = caller(22);
const otherAuditor = caller(32);
const reader = caller(43, { query: true });
/** An auditor of other jobs whose role's data scope is their own data: biz:delivery:* reach only their orders. */
const scopedAuditor: DeliveryCaller = { ...caller(33, { query: true, audit: true }), seesAll: false };

const split = { company: 50, auditor: 30, candidate: 20 };
const amounts = { company: 15000, auditor: 9000, candidate: 6000 };

const publishedJob = (guaranteeMonth = 3, status: 'published' | 'closed' = 'published'): JobState => ({
  exists: true,
  jobId: 7,
  publisherId: PUBLISHER,
  locale: 'th',
  status,
  fields: { position: 'วิศวกรซอฟต์แวร์', company: 'Siam Digital', guaranteeMonth, totalCommission: 30000, currency: 'THB' } as JobFields,
  isApprovedAsItStands: true,
  validThrough: '2026-12-25T16:59:59.000Z',
});
const resumeOf = (seekerId = SEEKER): ResumeState => ({
  exists: true,
  resumeId: 5,
  seekerId,
  locale: 'lo',
  fields: { name: 'ສົມໃຈ', phone: '+856 20 5555 1234', email: 'Somjai@Example.com' } as ResumeFields,
  duplicatedFrom: null,
  pdf: null,
  recommendationReport: null,
  isDeleted: false,
});

const deliver = (overrides: Partial<Extract<DeliveryCommand, { type: 'Deliver' }>> = {}, guaranteeMonth = 3): DeliveryCommand => ({
  type: 'Deliver',
  orderId: ORDER,
  orderNo: orderNoOf(ORDER, now, zone),
  job: { state: publishedJob(guaranteeMonth), commission: split, resumeAuditorId: AUDITOR },
  resume: resumeOf(),
  deliverer: { userId: SEEKER, isSeeker: true, mayDeliverAny: false },
  now,
  ...overrides,
});

const deliveredWith = (guaranteeMonth: number): DeliveryOrderEvent => ({
  type: 'OrderDelivered',
  data: {
    orderId: ORDER,
    actorId: String(SEEKER),
    orderNo: 'DO20261125000042',
    jobId: 7,
    position: 'วิศวกรซอฟต์แวร์',
    company: 'Siam Digital',
    publisherId: PUBLISHER,
    resumeAuditorId: AUDITOR,
    resumeId: 5,
    seekerId: SEEKER,
    candidateName: 'ສົມໃຈ',
    candidatePhone: '+856 20 5555 1234',
    candidateEmail: 'Somjai@Example.com',
    deliveredBy: { userId: SEEKER, kind: 'seeker' },
    deliveryTime: now.toISOString(),
    guaranteeMonth,
    totalCommission: 30000,
    commission: split,
    currency: 'THB',
    locale: 'lo',
  },
});
const delivered = deliveredWith(3);

const audit = (actor: DeliveryCaller, auditType: 'resume' | 'employer' | 'interview' | 'joining' | 'invoice', auditStatus: 0 | 1 | 2 | 3, remark: string | null = null) => ({
  orderId: ORDER,
  actorId: String(actor.userId),
  auditType,
  auditStatus,
  remark,
});
const refusal = { reasonCode: 'notQualified', reason: 'ขาดประสบการณ์' };

const advance = (step: DeliveryStep, who: DeliveryCaller, noticeIds?: number[]): DeliveryCommand => ({ type: 'Advance', step, caller: who, now, timeZone: zone, ...(noticeIds ? { noticeIds } : {}) });

const resumeApproved: DeliveryOrderEvent = { type: 'ResumeApproved', data: audit(auditor, 'resume', 1) };
const employerAccepted: DeliveryOrderEvent = { type: 'EmployerAccepted', data: audit(publisher, 'employer', 1) };
const scheduled = (sequence: number): DeliveryOrderEvent => ({
  type: 'InterviewScheduled',
  data: { ...audit(publisher, 'interview', 0), interviewAt: '2026-12-01T03:00:00.000Z', place: 'Vientiane office', sequence, uid: 'delivery-order-42@jobmarket' },
});
const proof = [{ fileId: '0b7e4f8c-4f43-4c4e-9f3a-0f5b3a6b2c11', name: 'proof.pdf' }];
const passed: DeliveryOrderEvent = { type: 'InterviewPassed', data: { ...audit(publisher, 'interview', 1), proof, confirmedName: 'ສົມໃຈ' } };
const joined: DeliveryOrderEvent = {
  type: 'CandidateJoined',
  data: { ...audit(publisher, 'joining', 1), onboardDate: '2026-12-15', guaranteeEndsAt: guaranteeEndOf('2026-12-15', 3, zone) },
};
const elapsedEvents = (guaranteeEndsAt: string): DeliveryOrderEvent[] => [
  { type: 'GuaranteeElapsed', data: { orderId: ORDER, actorId: null, guaranteeEndsAt } },
  { type: 'CommissionEarned', data: { orderId: ORDER, actorId: null, amounts, currency: 'THB' } },
];
const invoiceFiles = [{ fileId: '3f1a0c52-8f0e-4a55-a7a8-5b2d0e2c9d77', name: 'invoice.pdf' }];
const invoiced: DeliveryOrderEvent = { type: 'InvoiceUploaded', data: { ...audit(seeker, 'invoice', 3), invoiceDate: '2027-03-20', files: invoiceFiles } };

const atResumeReview = [delivered];
const atEmployerReview = [...atResumeReview, resumeApproved];
const atInterview = [...atEmployerReview, employerAccepted];
const atInterviewScheduled = [...atInterview, scheduled(0)];
const atOnboarding = [...atInterviewScheduled, passed];
const atOnboarded = [...atOnboarding, joined];
const atInvoice = [...atOnboarded, ...elapsedEvents(guaranteeEndOf('2026-12-15', 3, zone))];
const atSettled = [...atInvoice, invoiced];
const atResumeRejected = [...atResumeReview, { type: 'ResumeDeclined', data: { ...audit(auditor, 'resume', 2), ...refusal } } as DeliveryOrderEvent];
const atEmployerRejected = [...atEmployerReview, { type: 'EmployerDeclined', data: { ...audit(publisher, 'employer', 2), ...refusal } } as DeliveryOrderEvent];
const atInterviewFailed = [...atInterviewScheduled, { type: 'InterviewFailed', data: { ...audit(publisher, 'interview', 2), ...refusal, cancelSequence: 1 } } as DeliveryOrderEvent];
const atNotOnboarded = [...atOnboarding, { type: 'CandidateDidNotJoin', data: { ...audit(publisher, 'joining', 2), ...refusal } } as DeliveryOrderEvent];
const atWithdrawn = [...atInterview, { type: 'OrderWithdrawn', data: { orderId: ORDER, actorId: String(SEEKER), reason: null, cancelSequence: null } } as DeliveryOrderEvent];

const stateOf = (history: DeliveryOrderEvent[]) => history.reduce(deliveryDecider.evolve, deliveryDecider.initialState as DeliveryOrderState);

describe('delivering an order', () => {
  it('lets a seeker apply with their own resume to a published job, copying the job and the candidate', () => {
    given([]).when(deliver()).then([delivered]);
  });

  it('lets staff holding biz:delivery:add deliver any seeker’s resume, as staff', () => {
    const byStaff = deliver({ deliverer: { userId: 41, isSeeker: false, mayDeliverAny: true } });
    const expected = { ...delivered, data: { ...delivered.data, actorId: '41', deliveredBy: { userId: 41, kind: 'staff' } } } as DeliveryOrderEvent;
    given([]).when(byStaff).then([expected]);
  });

  it('gives the new order’s notice to the job’s resume auditor', () => {
    given([])
      .when({ ...deliver(), noticeIds: [900] } as DeliveryCommand)
      .then([{ ...delivered, data: { ...delivered.data, noticeIds: [900] } } as DeliveryOrderEvent]);
  });

  it('refuses whoever neither seeks jobs nor delivers for others', () => {
    given([]).when(deliver({ deliverer: { userId: 22, isSeeker: false, mayDeliverAny: false } })).thenThrows('A0301', 'delivery.refusals.notASeeker');
  });

  it('refuses a job that is not open, and a resume that is not the seeker’s own', () => {
    given([]).when(deliver({ job: { state: publishedJob(3, 'closed'), commission: split, resumeAuditorId: AUDITOR } })).thenThrows('A0440', 'delivery.refusals.jobNotOpen');
    given([]).when(deliver({ job: { state: { exists: false }, commission: null, resumeAuditorId: null } })).thenThrows('A0606');
    given([]).when(deliver({ resume: resumeOf(12) })).thenThrows('A0440', 'delivery.refusals.resumeNotYours');
    given([]).when(deliver({ resume: { exists: false } })).thenThrows('A0440', 'delivery.refusals.resumeNotYours');
  });

  it('delivers an order once', () => {
    given([delivered]).when(deliver()).thenThrows('A0440');
  });

  it('numbers the order DO + the local day + the id padded to 6', () => {
    expect(orderNoOf(42, new Date('2026-11-24T18:00:00Z'), zone)).toBe('DO20261125000042');
  });
});

describe('the resume audit', () => {
  it('moves on when the job’s resume auditor or staff approve', () => {
    given(atResumeReview).when(advance({ action: 'approveResume', remark: null }, auditor)).then([resumeApproved]);
    given(atResumeReview)
      .when(advance({ action: 'approveResume', remark: 'ok' }, staff))
      .then([{ type: 'ResumeApproved', data: audit(staff, 'resume', 1, 'ok') }]);
  });

  it('tells the candidate and the publisher when the resume passes', () => {
    given(atResumeReview)
      .when(advance({ action: 'approveResume', remark: null }, auditor, [1, 2]))
      .then([{ type: 'ResumeApproved', data: { ...audit(auditor, 'resume', 1), noticeIds: [1, 2] } }]);
    expect(deliveryNoticeRecipients(stateOf(atResumeReview) as never, 'ResumeApproved')).toEqual([
      { userId: SEEKER, notice: 'resumeApproved' },
      { userId: PUBLISHER, notice: 'resumeApprovedEmployer' },
    ]);
  });

  it('ends the order when rejected, with the reason', () => {
    given(atResumeReview)
      .when(advance({ action: 'rejectResume', ...refusal, remark: null }, auditor))
      .then([{ type: 'ResumeDeclined', data: { ...audit(auditor, 'resume', 2), ...refusal } }]);
  });

  it('refuses the publisher (notYours) and hides the order from an auditor of other jobs (A0606)', () => {
    given(atResumeReview).when(advance({ action: 'approveResume', remark: null }, publisher)).thenThrows('A0440', 'delivery.refusals.notYours');
    given(atResumeReview).when(advance({ action: 'approveResume', remark: null }, otherAuditor)).thenThrows('A0606');
    given(atResumeReview).when(advance({ action: 'approveResume', remark: null }, scopedAuditor)).thenThrows('A0606');
    given(atResumeReview).when(advance({ action: 'approveResume', remark: null }, { ...auditor, may: scopedAuditor.may, seesAll: false })).then([resumeApproved]);
    given(atResumeReview).when(advance({ action: 'approveResume', remark: null }, otherPublisher)).thenThrows('A0606');
    given(atResumeReview).when(advance({ action: 'approveResume', remark: null }, reader)).thenThrows('A0440', 'delivery.refusals.notYours');
    given([]).when(advance({ action: 'approveResume', remark: null }, staff)).thenThrows('A0606');
  });
});

describe('the employer audit', () => {
  it('is the publisher’s: accept to the interview, reject to the end', () => {
    given(atEmployerReview).when(advance({ action: 'acceptByEmployer', remark: null }, publisher)).then([employerAccepted]);
    given(atEmployerReview)
      .when(advance({ action: 'rejectByEmployer', ...refusal, remark: null }, publisher))
      .then([{ type: 'EmployerDeclined', data: { ...audit(publisher, 'employer', 2), ...refusal } }]);
  });

  it('refuses the resume auditor and staff (the employer decides)', () => {
    given(atEmployerReview).when(advance({ action: 'acceptByEmployer', remark: null }, auditor)).thenThrows('A0440', 'delivery.refusals.notYours');
    given(atEmployerReview).when(advance({ action: 'acceptByEmployer', remark: null }, staff)).thenThrows('A0440', 'delivery.refusals.notYours');
  });
});

describe('the interview', () => {
  const schedule = (interviewAt = '2026-12-01T10:00'): DeliveryStep => ({ action: 'scheduleInterview', interviewAt, place: 'Vientiane office', remark: null });

  it('is scheduled with SEQUENCE 0 and the order’s UID, the local time as an instant', () => {
    given(atInterview).when(advance(schedule(), publisher)).then([scheduled(0)]);
  });

  it('is rescheduled with the next SEQUENCE, by the publisher or the auditor', () => {
    const byAuditor = { ...scheduled(1), data: { ...scheduled(1).data, actorId: String(AUDITOR) } } as DeliveryOrderEvent;
    given(atInterviewScheduled).when(advance(schedule(), auditor)).then([byAuditor]);
    given([...atInterviewScheduled, scheduled(1)]).when(advance(schedule(), publisher)).then([scheduled(2)]);
  });

  it('passes with the proof and the confirmed name', () => {
    given(atInterviewScheduled).when(advance({ action: 'passInterview', proof, confirmedName: 'ສົມໃຈ', remark: null }, publisher)).then([passed]);
  });

  it('fails cancelling the invitation with the next SEQUENCE, or with none when none was sent', () => {
    const failed = (cancelSequence: number | null): DeliveryOrderEvent => ({ type: 'InterviewFailed', data: { ...audit(publisher, 'interview', 2), ...refusal, cancelSequence } });
    given(atInterviewScheduled).when(advance({ action: 'failInterview', ...refusal, remark: null }, publisher)).then([failed(1)]);
    given(atInterview).when(advance({ action: 'failInterview', ...refusal, remark: null }, publisher)).then([failed(null)]);
  });

  it('refuses the delivery person', () => {
    given(atInterview).when(advance(schedule(), seeker)).thenThrows('A0440', 'delivery.refusals.notYours');
  });
});

describe('joining and the guarantee period', () => {
  it('records the join with the end of the guarantee (onboarding day + months, 00:00 local)', () => {
    given(atOnboarding).when(advance({ action: 'join', onboardDate: '2026-12-15', remark: null }, publisher)).then([joined]);
    expect(guaranteeEndOf('2026-12-15', 3, zone)).toBe('2027-03-14T17:00:00.000Z');
    expect(guaranteeEndOf('2027-01-31', 1, zone)).toBe('2027-02-27T17:00:00.000Z');
  });

  it('with a guarantee of 0 months, earns the commission on joining, in the same append', () => {
    const history = [deliveredWith(0), ...atOnboarding.slice(1)];
    const ends = guaranteeEndOf('2026-12-15', 0, zone);
    const joinedAtOnce: DeliveryOrderEvent = { type: 'CandidateJoined', data: { ...audit(publisher, 'joining', 1), onboardDate: '2026-12-15', guaranteeEndsAt: ends } };
    given(history).when(advance({ action: 'join', onboardDate: '2026-12-15', remark: null }, publisher)).then([joinedAtOnce, ...elapsedEvents(ends)]);
    const after = stateOf([...history, joinedAtOnce, ...elapsedEvents(ends)]);
    expect(after.exists && after.state).toBe('PendingUploadInvoice');
  });

  it('ends when the candidate did not join', () => {
    given(atOnboarding)
      .when(advance({ action: 'notJoin', ...refusal, remark: null }, auditor))
      .then([{ type: 'CandidateDidNotJoin', data: { ...audit(auditor, 'joining', 2), ...refusal } }]);
  });

  it('elapses at its end: the commission is earned with the job’s split of the total', () => {
    const ends = guaranteeEndOf('2026-12-15', 3, zone);
    given(atOnboarded).when({ type: 'ElapseGuarantee', now: new Date(ends) }).then(elapsedEvents(ends));
    given(atOnboarded)
      .when({ type: 'ElapseGuarantee', now: new Date(ends), noticeIds: [5] })
      .then([{ ...elapsedEvents(ends)[0]!, data: { ...elapsedEvents(ends)[0]!.data, noticeIds: [5] } } as DeliveryOrderEvent, elapsedEvents(ends)[1]!]);
  });

  it('does nothing before its end, or once the order left Onboarded', () => {
    given(atOnboarded).when({ type: 'ElapseGuarantee', now }).thenNothingHappened();
    given(atInvoice).when({ type: 'ElapseGuarantee', now: new Date('2030-01-01T00:00:00Z') }).thenNothingHappened();
  });

  it('is left early: the commission is forfeited', () => {
    given(atOnboarded)
      .when(advance({ action: 'leaveEarly', leftOn: '2027-01-10', reason: 'ย้ายไปต่างประเทศ', remark: null }, publisher))
      .then([
        { type: 'CandidateLeftEarly', data: { ...audit(publisher, 'joining', 2), leftOn: '2027-01-10', reason: 'ย้ายไปต่างประเทศ' } },
        { type: 'CommissionForfeited', data: { orderId: ORDER, actorId: String(PUBLISHER), amounts, currency: 'THB' } },
      ]);
    given(atOnboarded).when(advance({ action: 'leaveEarly', leftOn: '2026-12-01', reason: 'x', remark: null }, publisher)).thenThrows('A0402', 'validation.invalidDate');
  });

  it('cannot be elapsed by a person', () => {
    given(atOnboarded).when(advance({ action: 'join', onboardDate: '2026-12-15', remark: null }, publisher)).thenThrows('A0440', 'delivery.refusals.notNow');
  });
});

describe('the invoice', () => {
  const upload = (who: DeliveryCaller): DeliveryCommand => ({ type: 'UploadInvoice', invoiceDate: '2027-03-20', files: invoiceFiles, remark: null, caller: who, now });

  it('is uploaded by the delivery person (status 3) and settles the order', () => {
    given(atInvoice).when(upload(seeker)).then([invoiced]);
    const settled = stateOf(atSettled);
    expect(settled.exists && settled.state).toBe('Settled');
  });

  it('is uploaded by staff holding biz:delivery:invoice', () => {
    given(atInvoice)
      .when(upload(caller(44, { invoice: true })))
      .then([{ type: 'InvoiceUploaded', data: { ...audit(caller(44), 'invoice', 3), invoiceDate: '2027-03-20', files: invoiceFiles } }]);
  });

  it('refuses the publisher, and waits for the guarantee to end', () => {
    given(atInvoice).when(upload(publisher)).thenThrows('A0440', 'delivery.refusals.notYours');
    given(atOnboarded).when(upload(seeker)).thenThrows('A0440', 'delivery.refusals.notNow');
  });
});

describe('withdrawing and reopening', () => {
  it('lets the delivery person withdraw a pending order, cancelling a scheduled interview', () => {
    given(atResumeReview)
      .when(advance({ action: 'withdraw', reason: null }, seeker))
      .then([{ type: 'OrderWithdrawn', data: { orderId: ORDER, actorId: String(SEEKER), reason: null, cancelSequence: null } }]);
    given(atInterviewScheduled)
      .when(advance({ action: 'withdraw', reason: 'found another job' }, seeker))
      .then([{ type: 'OrderWithdrawn', data: { orderId: ORDER, actorId: String(SEEKER), reason: 'found another job', cancelSequence: 1 } }]);
  });

  it('refuses a withdrawal by others, and once the candidate joined', () => {
    given(atResumeReview).when(advance({ action: 'withdraw', reason: null }, auditor)).thenThrows('A0440', 'delivery.refusals.notYours');
    given(atOnboarded).when(advance({ action: 'withdraw', reason: null }, seeker)).thenThrows('A0440', 'delivery.refusals.notNow');
  });

  it('reopens a terminal order into the state it left (staff holding biz:delivery:reopen)', () => {
    const reopened = (intoState: string): DeliveryOrderEvent => ({ type: 'OrderReopened', data: { orderId: ORDER, actorId: '41', reason: 'mistake', intoState } }) as DeliveryOrderEvent;
    given(atResumeRejected).when(advance({ action: 'reopen', reason: 'mistake' }, staff)).then([reopened('PendingResumeReview')]);
    given(atWithdrawn).when(advance({ action: 'reopen', reason: 'mistake' }, staff)).then([reopened('PendingInterview')]);
    given(atSettled).when(advance({ action: 'reopen', reason: 'mistake' }, staff)).then([reopened('PendingUploadInvoice')]);
    const back = stateOf([...atNotOnboarded, reopened('PendingOnboarding')]);
    expect(back.exists && [back.state, back.previousState]).toEqual(['PendingOnboarding', null]);
  });

  it('refuses a reopen by anyone else, and of an open order', () => {
    given(atResumeRejected).when(advance({ action: 'reopen', reason: 'x' }, auditor)).thenThrows('A0440', 'delivery.refusals.notYours');
    given(atResumeRejected).when(advance({ action: 'reopen', reason: 'x' }, caller(45, { audit: true }))).thenThrows('A0440', 'delivery.refusals.notYours');
    given(atResumeReview).when(advance({ action: 'reopen', reason: 'x' }, staff)).thenThrows('A0440', 'delivery.refusals.notNow');
  });

  it('after a reopen into Onboarded, the guarantee’s outcome is open again', () => {
    const left = [
      ...atOnboarded,
      { type: 'CandidateLeftEarly', data: { ...audit(publisher, 'joining', 2), leftOn: '2027-01-10', reason: 'x' } },
      { type: 'CommissionForfeited', data: { orderId: ORDER, actorId: String(PUBLISHER), amounts, currency: 'THB' } },
      { type: 'OrderReopened', data: { orderId: ORDER, actorId: '41', reason: 'came back', intoState: 'Onboarded' } },
    ] as DeliveryOrderEvent[];
    const state = stateOf(left);
    expect(state.exists && [state.state, state.commissionOutcome]).toEqual(['Onboarded', null]);
  });
});

describe('every step the table does not allow', () => {
  const histories = {
    PendingResumeReview: atResumeReview,
    PendingEmployerReview: atEmployerReview,
    PendingInterview: atInterview,
    PendingOnboarding: atOnboarding,
    Onboarded: atOnboarded,
    PendingUploadInvoice: atInvoice,
    Settled: atSettled,
    ResumeRejected: atResumeRejected,
    EmployerRejected: atEmployerRejected,
    InterviewFailed: atInterviewFailed,
    NotOnboarded: atNotOnboarded,
    Withdrawn: atWithdrawn,
  };
  const steps: Partial<Record<DeliveryAction, DeliveryStep>> = {
    approveResume: { action: 'approveResume', remark: null },
    rejectResume: { action: 'rejectResume', ...refusal, remark: null },
    acceptByEmployer: { action: 'acceptByEmployer', remark: null },
    rejectByEmployer: { action: 'rejectByEmployer', ...refusal, remark: null },
    scheduleInterview: { action: 'scheduleInterview', interviewAt: '2026-12-01T10:00', place: 'x', remark: null },
    passInterview: { action: 'passInterview', proof, confirmedName: 'x', remark: null },
    failInterview: { action: 'failInterview', ...refusal, remark: null },
    join: { action: 'join', onboardDate: '2026-12-15', remark: null },
    notJoin: { action: 'notJoin', ...refusal, remark: null },
    leaveEarly: { action: 'leaveEarly', leftOn: '2027-01-10', reason: 'x', remark: null },
    withdraw: { action: 'withdraw', reason: null },
    reopen: { action: 'reopen', reason: 'x' },
  };

  it('is refused as ended (a terminal order) or out of turn, whoever asks', () => {
    let checked = 0;
    for (const [state, history] of Object.entries(histories)) {
      const folded = stateOf(history);
      expect(folded.exists && folded.state).toBe(state);
      for (const action of deliveryActions) {
        const step = steps[action];
        if (!step || allowedDeliveryActions(folded.exists ? folded.state : 'Settled').includes(action)) continue;
        const refusalKey = deliveryRefusalOf(folded.exists ? folded.state : 'Settled', action)!;
        // the delivery person for withdraw, staff for the rest: the state is refused before the role is asked
        given(history).when(advance(step, action === 'withdraw' ? seeker : staff)).thenThrows('A0440', refusalKey as never);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(80);
  });
});

describe('the snapshot (history’s stateAfter)', () => {
  it('shows the order as it stood: state, audit, dates, amounts, files under the order', () => {
    const snapshot = snapshotOf(stateOf(atSettled), zone)!;
    expect(snapshot).toMatchObject({
      id: ORDER,
      orderNo: 'DO20261125000042',
      state: 'Settled',
      awaitedAudit: null,
      auditType: 'invoice',
      auditStatus: 3,
      interviewAt: '2026-12-01 10:00:00',
      interviewPlace: 'Vientiane office',
      onboardDate: '2026-12-15',
      guaranteeEndsAt: '2027-03-15 00:00:00',
      invoiceDate: '2027-03-20',
      commissionOutcome: 'earned',
      deliveryTime: '2026-11-25 10:00:00',
      invoiceFiles: [{ name: 'invoice.pdf', url: `/api/v1/delivery-orders/42/files/${invoiceFiles[0]!.fileId}` }],
      interviewProof: [{ name: 'proof.pdf', url: `/api/v1/delivery-orders/42/files/${proof[0]!.fileId}` }],
    });
    expect(snapshotOf(stateOf(atResumeReview), zone)).toMatchObject({ state: 'PendingResumeReview', awaitedAudit: 'resume', auditType: null, auditStatus: 0 });
    expect(snapshotOf(deliveryDecider.initialState, zone)).toBeNull();
  });
});
