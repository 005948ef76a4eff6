import { describe, it } from 'vitest';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { counselingProjection } from './counseling.projection';
import {
  availabilitySet,
  consultBooked,
  consultCancelled,
  consultCompleted,
  consultConfirmed,
  consultExpired,
  consultNoShow,
  consultNotesWritten,
  consultPaid,
  consultRated,
  consultRefunded,
  consultRescheduled,
  counselorProfileSaved,
  counselorStatusChanged,
  dayOffAdded,
  dayOffRemoved,
  freeConsultBooked,
} from './counselingEventFixtures';
import { CONSULT_ORDERS_TABLE, COUNSELORS_TABLE } from './tables';

const paidAndConfirmed = (orderId: number) => [consultBooked(orderId), consultPaid(orderId), consultConfirmed(orderId, 0)];

describe('counseling projection', () => {
  const given = ProjectionSpec.for(counselingProjection);

  it('records a counselor’s profile with no availability and no ratings yet', () =>
    given([counselorProfileSaved(30)]).then(
      rowsOf(COUNSELORS_TABLE, {
        id: 30,
        name: 'Somphone Vongsa',
        avatar: { fileId: 'f-30', name: 'somphone.png' },
        title: 'Career coach',
        specialties: ['careerChange', 'interview'],
        languages: ['lo', 'en'],
        biographies: { lo: 'ທີ່ປຶກສາອາຊີບ', en: 'Ten years helping graduates find work.' },
        price: 150_000,
        currency: 'LAK',
        session_minutes: 60,
        modes: ['online', 'inPerson'],
        place: 'Vientiane Center, 3rd floor',
        status: 'active',
        time_zone: 'UTC',
        weekly: [],
        days_off: {},
        rating_sum: 0,
        rating_count: 0,
        created_at: specTime(1),
        updated_at: null,
        stream_revision: 0,
      }),
    ));

  it('follows a counselor’s edits, status, availability and days off', () =>
    given([counselorProfileSaved(30)])
      .when([
        counselorProfileSaved(30, { title: 'Senior career coach', price: 0, modes: ['online'], place: null }),
        availabilitySet(30, 'Asia/Bangkok', [{ weekday: 2, from: '13:00', to: '17:00' }]),
        dayOffAdded(30, '2026-03-03', 'Training'),
        dayOffAdded(30, '2026-03-10'),
        dayOffRemoved(30, '2026-03-03'),
        counselorStatusChanged(30, 'inactive'),
      ])
      .then(
        rowsOf(COUNSELORS_TABLE, {
          title: 'Senior career coach',
          price: 0,
          modes: ['online'],
          place: null,
          time_zone: 'Asia/Bangkok',
          weekly: [{ weekday: 2, from: '13:00', to: '17:00' }],
          days_off: { '2026-03-10': 'Holiday' },
          status: 'inactive',
          updated_at: specTime(7),
          stream_revision: 6,
        }),
      ));

  it('keeps availability set before the profile, the profile filling the row in', () =>
    given([availabilitySet(31)])
      .when([counselorProfileSaved(31, { name: 'Lin Wei' })])
      .then(rowsOf(COUNSELORS_TABLE, { id: 31, name: 'Lin Wei', status: 'active', time_zone: 'Asia/Vientiane', weekly: [{ weekday: 1, from: '09:00', to: '12:00' }], created_at: specTime(1) })));

  it('records a paid booking pending payment and unpaid until its payBefore', () =>
    given([counselorProfileSaved(30), consultBooked(1)]).then(
      rowsOf(CONSULT_ORDERS_TABLE, {
        id: 1,
        order_no: 'CO20260223000001',
        seeker_id: 21,
        counselor_id: 30,
        starts_at: new Date('2026-03-02T02:00:00.000Z'),
        ends_at: new Date('2026-03-02T03:00:00.000Z'),
        mode: 'online',
        topic: 'Changing careers',
        price: 150_000,
        currency: 'LAK',
        status: 'pendingPayment',
        payment_status: 'unpaid',
        pay_before: new Date('2026-02-23T02:30:00.000Z'),
        paid_at: null,
        provider_tx_id: null,
        refund_ref: null,
        notes: null,
        rating: null,
        comment: null,
        sequence: 0,
        locale: 'lo',
        cancelled_by: null,
        cancel_reason: null,
        created_at: specTime(2),
        updated_at: null,
        stream_revision: 0,
      }),
    ));

  it('confirms a free session at once, with no payment required', () =>
    given(freeConsultBooked(1)).then(rowsOf(CONSULT_ORDERS_TABLE, { status: 'confirmed', payment_status: 'notRequired', pay_before: null, sequence: 0, stream_revision: 1 })));

  it('records the payment and the confirmation', () =>
    given([consultBooked(1)])
      .when([consultPaid(1), consultConfirmed(1, 0)])
      .then(rowsOf(CONSULT_ORDERS_TABLE, { status: 'confirmed', payment_status: 'paid', paid_at: new Date('2026-02-23T02:10:00.000Z'), provider_tx_id: 'tx-1', sequence: 0, updated_at: specTime(3) })));

  it('expires an unpaid order', () =>
    given([consultBooked(1)]).when([consultExpired(1)]).then(rowsOf(CONSULT_ORDERS_TABLE, { status: 'expired', payment_status: 'unpaid' })));

  it('moves a rescheduled session and its sequence', () =>
    given(paidAndConfirmed(1))
      .when([consultRescheduled(1, '2026-03-09T02:00:00.000Z', 1)])
      .then(rowsOf(CONSULT_ORDERS_TABLE, { status: 'confirmed', starts_at: new Date('2026-03-09T02:00:00.000Z'), ends_at: new Date('2026-03-09T03:00:00.000Z'), sequence: 1 })));

  it('cancels by the seeker or the counselor, then records the refund', () =>
    given([...paidAndConfirmed(1), ...paidAndConfirmed(2)])
      .when([
        consultCancelled(1, { refund: true, sequence: 1 }),
        consultRefunded(1),
        consultCancelled(2, { by: 'staff', actorId: '1', reason: 'Counselor ill', refund: true, sequence: 1 }),
      ])
      .then(
        rowsOf(
          CONSULT_ORDERS_TABLE,
          { id: 1, status: 'cancelledBySeeker', payment_status: 'refunded', refund_ref: 'refund-1', cancelled_by: 'seeker', cancel_reason: null, sequence: 1 },
          { id: 2, status: 'cancelledByCounselor', payment_status: 'paid', cancelled_by: 'staff', cancel_reason: 'Counselor ill', sequence: 1 },
        ),
      ));

  it('completes a session, keeps the counselor’s notes, and adds the seeker’s rating to the counselor', () =>
    given([counselorProfileSaved(30), ...freeConsultBooked(1), ...freeConsultBooked(2), ...freeConsultBooked(3)])
      .when([consultCompleted(1), consultNotesWritten(1), consultRated(1, 5), consultCompleted(2), consultRated(2, 2, null), consultNoShow(3)])
      .then(
        rowsOf(
          CONSULT_ORDERS_TABLE,
          { id: 1, status: 'completed', notes: 'Wants to move into data work.', rating: 5, comment: 'Very helpful' },
          { id: 2, status: 'completed', notes: null, rating: 2, comment: null },
          { id: 3, status: 'noShow', rating: null },
        ),
        rowsOf(COUNSELORS_TABLE, { id: 30, rating_sum: 7, rating_count: 2 }),
      ));

  it('keeps the ratings when the counselor’s profile is saved again', () =>
    given([counselorProfileSaved(30), ...freeConsultBooked(1), consultCompleted(1), consultRated(1, 4)])
      .when([counselorProfileSaved(30, { title: 'Coach' })])
      .then(rowsOf(COUNSELORS_TABLE, { title: 'Coach', rating_sum: 4, rating_count: 1 })));

  it('changes nothing when a batch is applied again (ratings counted once)', () =>
    given([counselorProfileSaved(30), ...freeConsultBooked(1), consultBooked(2)])
      .when([dayOffAdded(30, '2026-03-03'), consultCompleted(1), consultRated(1, 4), consultPaid(2), consultConfirmed(2, 0), consultCancelled(2, { refund: true }), consultRefunded(2)], { times: 2 })
      .then(
        rowsOf(COUNSELORS_TABLE, { rating_sum: 4, rating_count: 1, days_off: { '2026-03-03': 'Holiday' }, stream_revision: 1 }),
        rowsOf(
          CONSULT_ORDERS_TABLE,
          { id: 1, status: 'completed', rating: 4, stream_revision: 3 },
          { id: 2, status: 'cancelledBySeeker', payment_status: 'refunded', stream_revision: 4 },
        ),
      ));

  it('ignores events of an order it never saw booked, and keeps orders apart', () =>
    given([consultBooked(1)])
      .when([consultPaid(5), consultConfirmed(5, 0), consultExpired(1)])
      .then(rowsOf(CONSULT_ORDERS_TABLE, { id: 1, status: 'expired' })));
});
