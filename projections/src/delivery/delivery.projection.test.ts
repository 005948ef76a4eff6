import { describe, it } from 'vitest';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { deliveryProjection } from './delivery.projection';
import {
  candidateDidNotJoin,
  candidateJoined,
  candidateLeftEarly,
  commissionEarned,
  commissionForfeited,
  employerAccepted,
  employerDeclined,
  guaranteeElapsed,
  interviewFailed,
  interviewPassed,
  interviewProofOf,
  interviewScheduled,
  invoiceFilesOf,
  invoiceUploaded,
  orderDelivered,
  orderReopened,
  orderWithdrawn,
  resumeApproved,
  resumeDeclined,
} from './deliveryEventFixtures';
import { DELIVERY_ORDERS_TABLE } from './tables';

// a `date` column comes back as local midnight
const day = (text: string) => new Date(`${text}T00:00:00`);
const pendingInterview = (id: number) => [orderDelivered(id), resumeApproved(id), employerAccepted(id)];
const onboarded = (id: number) => [...pendingInterview(id), interviewScheduled(id), interviewPassed(id), candidateJoined(id)];

describe('delivery projection', () => {
  const given = ProjectionSpec.for(deliveryProjection);

  it('records a delivered order pending resume review, with what it copied from the job and the resume', () =>
    given([orderDelivered(1)]).then(
      rowsOf(DELIVERY_ORDERS_TABLE, {
        id: 1,
        order_no: 'DO20260101000001',
        job_id: 1,
        position: 'Backend Engineer',
        company: 'Mekong Digital',
        publisher_id: 9,
        resume_id: 30,
        seeker_id: 20,
        candidate_name: 'Somchai Jaidee',
        candidate_phone: '0812345678',
        candidate_email: 'somchai@example.com',
        auditor_id: 5,
        delivered_by_id: 20,
        delivered_by_kind: 'seeker',
        delivery_time: new Date('2026-01-01T02:00:00.000Z'),
        state: 'PendingResumeReview',
        previous_state: null,
        awaited_audit: 'resume',
        audit_type: null,
        audit_status: 0,
        audit_time: null,
        interview_sequence: 0,
        onboard_date: null,
        guarantee_month: 3,
        total_commission: 1_000_000,
        commission: { company: 50, auditor: 30, candidate: 20 },
        currency: 'LAK',
        invoice_files: [],
        interview_proof: [],
        commission_outcome: null,
        created_at: new Date('2026-01-01T02:00:00.000Z'),
        updated_at: null,
        stream_revision: 0,
      }),
    ));

  it('keeps a staff delivery without a resume auditor as delivered', () =>
    given([orderDelivered(1, { deliveredBy: { userId: 3, kind: 'staff' }, resumeAuditorId: null })]).then(
      rowsOf(DELIVERY_ORDERS_TABLE, { id: 1, delivered_by_id: 3, delivered_by_kind: 'staff', auditor_id: null }),
    ));

  it('moves an approved resume to the employer, with the audit record', () =>
    given([orderDelivered(1)])
      .when([resumeApproved(1, 'Strong profile')])
      .then(
        rowsOf(DELIVERY_ORDERS_TABLE, {
          id: 1,
          state: 'PendingEmployerReview',
          awaited_audit: 'employer',
          audit_type: 'resume',
          audit_status: 1,
          audit_time: specTime(2),
          remark: 'Strong profile',
          updated_at: specTime(2),
          stream_revision: 1,
        }),
      ));

  it('ends a declined resume with the reason, remembering the state it left', () =>
    given([orderDelivered(1)])
      .when([resumeDeclined(1)])
      .then(
        rowsOf(DELIVERY_ORDERS_TABLE, {
          state: 'ResumeRejected',
          previous_state: 'PendingResumeReview',
          awaited_audit: null,
          audit_type: 'resume',
          audit_status: 2,
          reject_reason_code: 'skillsMismatch',
          reject_reason: 'Needs Go',
        }),
      ));

  it('moves an order the employer accepted to the interview', () =>
    given([orderDelivered(1), resumeApproved(1)])
      .when([employerAccepted(1)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'PendingInterview', awaited_audit: 'interview', audit_type: 'employer', audit_status: 1, remark: 'Looks good' })));

  it('ends an order the employer declined', () =>
    given([orderDelivered(1), resumeApproved(1)])
      .when([employerDeclined(1)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'EmployerRejected', previous_state: 'PendingEmployerReview', audit_status: 2, reject_reason_code: 'positionFilled' })));

  it('records the interview scheduled and a reschedule, counting the invitation’s SEQUENCE', () =>
    given(pendingInterview(1))
      .when([interviewScheduled(1, 0), interviewScheduled(1, 1, '2026-01-12T04:30:00.000Z', 'Online')])
      .then(
        rowsOf(DELIVERY_ORDERS_TABLE, {
          state: 'PendingInterview',
          audit_type: 'interview',
          audit_status: 0,
          interview_at: new Date('2026-01-12T04:30:00.000Z'),
          interview_place: 'Online',
          interview_sequence: 2,
        }),
      ));

  it('moves a passed interview to onboarding with its proof', () =>
    given([...pendingInterview(1), interviewScheduled(1)])
      .when([interviewPassed(1)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'PendingOnboarding', awaited_audit: 'joining', audit_status: 1, interview_proof: interviewProofOf(1) })));

  it('ends a failed interview, the cancelled invitation using up its SEQUENCE', () =>
    given([...pendingInterview(1), interviewScheduled(1)])
      .when([interviewFailed(1, 1)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'InterviewFailed', previous_state: 'PendingInterview', audit_status: 2, reject_reason: 'Weak SQL', interview_sequence: 2 })));

  it('records the joining day and when the guarantee ends', () =>
    given([...pendingInterview(1), interviewScheduled(1), interviewPassed(1)])
      .when([candidateJoined(1)])
      .then(
        rowsOf(DELIVERY_ORDERS_TABLE, {
          state: 'Onboarded',
          awaited_audit: null,
          audit_type: 'joining',
          audit_status: 1,
          onboard_date: day('2026-02-01'),
          guarantee_ends_at: new Date('2026-04-30T17:00:00.000Z'),
        }),
      ));

  it('ends an order whose candidate did not join', () =>
    given([...pendingInterview(1), interviewScheduled(1), interviewPassed(1)])
      .when([candidateDidNotJoin(1)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'NotOnboarded', previous_state: 'PendingOnboarding', audit_status: 2, reject_reason_code: 'candidateDeclined', onboard_date: null })));

  it('waits for the invoice once the guarantee elapsed and the commission is earned', () =>
    given(onboarded(1))
      .when([guaranteeElapsed(1), commissionEarned(1)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'PendingUploadInvoice', awaited_audit: 'invoice', commission_outcome: 'earned', audit_type: 'joining', stream_revision: 7 })));

  it('ends an order whose candidate left early, the commission forfeited', () =>
    given(onboarded(1))
      .when([candidateLeftEarly(1), commissionForfeited(1)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'NotOnboarded', previous_state: 'Onboarded', audit_status: 2, reject_reason: 'Moved abroad', commission_outcome: 'forfeited' })));

  it('settles an order whose invoice was uploaded (audit status 3)', () =>
    given([...onboarded(1), guaranteeElapsed(1), commissionEarned(1)])
      .when([invoiceUploaded(1)])
      .then(
        rowsOf(DELIVERY_ORDERS_TABLE, {
          state: 'Settled',
          previous_state: 'PendingUploadInvoice',
          awaited_audit: null,
          audit_type: 'invoice',
          audit_status: 3,
          remark: 'May invoice',
          invoice_date: day('2026-05-02'),
          upload_time: specTime(9),
          invoice_files: invoiceFilesOf(1),
        }),
      ));

  it('ends a withdrawn order, cancelling a scheduled interview’s invitation', () =>
    given([...pendingInterview(1), interviewScheduled(1)])
      .when([orderWithdrawn(1, 1)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'Withdrawn', previous_state: 'PendingInterview', awaited_audit: null, interview_sequence: 2 })));

  it('reopens an ended order into the state it left, its audit record kept', () =>
    given([orderDelivered(1), resumeDeclined(1)])
      .when([orderReopened(1, 'PendingResumeReview')])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'PendingResumeReview', previous_state: null, awaited_audit: 'resume', audit_status: 2, reject_reason: 'Needs Go' })));

  it('reopens a forfeited order into Onboarded with its commission open again', () =>
    given([...onboarded(1), candidateLeftEarly(1), commissionForfeited(1)])
      .when([orderReopened(1, 'Onboarded')])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { state: 'Onboarded', commission_outcome: null })));

  it('changes nothing when a batch is applied again', () =>
    given([orderDelivered(1)])
      .when([resumeApproved(1), employerAccepted(1), interviewScheduled(1)], { times: 2 })
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { id: 1, state: 'PendingInterview', interview_sequence: 1, stream_revision: 3 })));

  it('ignores steps of an order it never saw delivered, and keeps orders apart', () =>
    given([orderDelivered(1), orderDelivered(2, { seekerId: 21, jobId: 2 })])
      .when([resumeApproved(3), resumeApproved(2)])
      .then(rowsOf(DELIVERY_ORDERS_TABLE, { id: 1, state: 'PendingResumeReview' }, { id: 2, seeker_id: 21, state: 'PendingEmployerReview' })));
});
