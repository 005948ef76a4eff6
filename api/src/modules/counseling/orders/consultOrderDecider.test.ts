import { consultSlotKey, type BookForm, type ConsultOrderEvent } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { firstClaimOf, uniqueValueDecider, UniqueValueTakenError } from '../../../eventSourcing/uniqueness';
import type { ConsultCaller } from './consultAccess';
import {
  consultNoticeRecipients,
  consultOrderDecider,
  consultOrderNoOf,
  releasesSlot,
  type BookedCounselor,
  type ConsultOrderCommand,
  type ConsultOrderState,
} from './consultOrderDecider';

const given = DeciderSpecification.for(consultOrderDecider);

const SEEKER = 11;
const COUNSELOR = 21;
const ORDER = 42;
const HOUR = 3600_000;
const now = new Date('2026-11-25T03:00:00.000Z');
const startsAt = '2026-11-28T03:00:00.000Z'; // three days ahead: before the 24 h notice window
const endsAt = '2026-11-28T04:00:00.000Z';
const rules = { noticeHours: 24, paymentMinutes: 30 };

const caller = (userId: number, may: Partial<ConsultCaller['may']> = {}, isSeeker = false): ConsultCaller => ({
  userId,
  isSeeker,
  may: { query: false, export: false, manage: false, ...may },
});
const seeker = caller(SEEKER, {}, true);
const counselor = caller(COUNSELOR);
const staff = caller(41, { query: true, export: true, manage: true });
const reader = caller(43, { query: true });
const otherSeeker = caller(12, {}, true);
const otherCounselor = caller(22);

const activeCounselor = (overrides: Partial<BookedCounselor> = {}): BookedCounselor => ({
  counselorId: COUNSELOR,
  status: 'active',
  modes: ['online'],
  price: 0,
  currency: 'LAK',
  sessionMinutes: 60,
  ...overrides,
});
const form: BookForm = { counselorId: COUNSELOR, startsAt, mode: 'online', topic: 'Moving into data engineering' };

const book = (overrides: Partial<Extract<ConsultOrderCommand, { type: 'Book' }>> = {}): ConsultOrderCommand => ({
  type: 'Book',
  orderId: ORDER,
  orderNo: 'CO20261125000042',
  caller: seeker,
  counselor: activeCounselor(),
  form,
  isFreeSlot: true,
  locale: 'lo',
  timeZone: null,
  rules,
  now,
  ...overrides,
});

const booked = (price = 0, at = startsAt): ConsultOrderEvent => ({
  type: 'ConsultBooked',
  data: {
    orderId: ORDER,
    orderNo: 'CO20261125000042',
    seekerId: SEEKER,
    counselorId: COUNSELOR,
    startsAt: at,
    endsAt: new Date(new Date(at).getTime() + HOUR).toISOString(),
    mode: 'online',
    topic: 'Moving into data engineering',
    price,
    currency: 'LAK',
    payBefore: price === 0 ? null : new Date(now.getTime() + 30 * 60_000).toISOString(),
    locale: 'lo',
    uid: `consult-order-${ORDER}@jobmarket`,
  },
});
const confirmed = (sequence = 0): ConsultOrderEvent => ({ type: 'ConsultConfirmed', data: { orderId: ORDER, sequence } });
const paid: ConsultOrderEvent = { type: 'ConsultPaid', data: { orderId: ORDER, providerTxId: 'TX-1', amount: 150_000, paidAt: now.toISOString() } };
const free = [booked(0), confirmed()];
const pending = [booked(150_000)];
const paidConfirmed = [booked(150_000), paid, confirmed()];
const started = new Date(new Date(startsAt).getTime() + 5 * 60_000);
const completed: ConsultOrderEvent = { type: 'ConsultCompleted', data: { orderId: ORDER, actorId: String(COUNSELOR) } };

const cancel = (who: ConsultCaller, reason: string | null = null, at = now): ConsultOrderCommand => ({ type: 'Cancel', caller: who, reason, rules, now: at });
const reschedule = (who: ConsultCaller, to: string, at = now, isFreeSlot = true): ConsultOrderCommand => ({ type: 'Reschedule', caller: who, startsAt: to, isFreeSlot, rules, now: at });
const payment = (overrides: Partial<Extract<ConsultOrderCommand, { type: 'Pay' }>['payment']> = {}): ConsultOrderCommand => ({
  type: 'Pay',
  payment: { providerTxId: 'TX-1', amount: 150_000, currency: 'LAK', paidAt: now.toISOString(), ...overrides },
  now,
});

describe('booking a consult order', () => {
  it('confirms a free session in the same append, with no payment to wait for', () => {
    given([]).when(book()).then(free);
  });

  it('keeps the zone the seeker’s browser named, for their mails, and names none when it named none', () => {
    const [bookedInBangkok] = consultOrderDecider.decide(book({ timeZone: 'Asia/Bangkok' }), consultOrderDecider.initialState);
    expect(bookedInBangkok!.data).toMatchObject({ timeZone: 'Asia/Bangkok' });
    expect(consultOrderDecider.evolve(consultOrderDecider.initialState, bookedInBangkok!)).toMatchObject({ seekerTimeZone: 'Asia/Bangkok' });
    expect(free[0]!.data).not.toHaveProperty('timeZone');
    expect(consultOrderDecider.evolve(consultOrderDecider.initialState, free[0]!)).toMatchObject({ seekerTimeZone: null });
  });

  it('makes a paid session wait for payment until now + the payment minutes', () => {
    given([])
      .when(book({ counselor: activeCounselor({ price: 150_000 }) }))
      .then(pending);
  });

  it('hands the reserved notices to the events: the seeker waits for payment, or both hear of the confirmation', () => {
    given([])
      .when(book({ noticeIds: [7, 8] }))
      .then([booked(0), { type: 'ConsultConfirmed', data: { orderId: ORDER, sequence: 0, noticeIds: [7, 8] } }]);
    given([])
      .when(book({ counselor: activeCounselor({ price: 150_000 }), noticeIds: [9] }))
      .then([{ ...booked(150_000), data: { ...booked(150_000).data, noticeIds: [9] } } as ConsultOrderEvent]);
  });

  it('is for seekers only', () => {
    given([]).when(book({ caller: staff })).thenThrows('A0301');
  });

  it('refuses an inactive or unknown counselor, a mode not offered, and a slot that is not free or past', () => {
    given([]).when(book({ counselor: activeCounselor({ status: 'inactive' }) })).thenThrows('A0440', 'counseling.refusals.counselorInactive');
    given([]).when(book({ counselor: null })).thenThrows('A0440', 'counseling.refusals.counselorInactive');
    given([])
      .when(book({ form: { ...form, mode: 'inPerson' } }))
      .thenThrows('A0402', 'counseling.refusals.modeNotOffered', { fieldErrors: { mode: 'counseling.refusals.modeNotOffered' } });
    given([]).when(book({ isFreeSlot: false })).thenThrows('A0440', 'counseling.refusals.slotUnavailable');
    given([]).when(book({ now: new Date(new Date(startsAt).getTime() + 1) })).thenThrows('A0440', 'counseling.refusals.slotUnavailable');
  });

  it('never books over an existing order', () => {
    given(free).when(book()).thenThrows('A0440');
  });

  it('numbers orders CO + the day in the server zone + the id', () => {
    expect(consultOrderNoOf(42, new Date('2026-11-25T20:00:00Z'), 'Asia/Vientiane')).toBe('CO20261126000042');
  });
});

describe('a slot booked twice', () => {
  const claims = DeciderSpecification.for(uniqueValueDecider);
  const claimed = { type: 'UniqueValueClaimed' as const, data: { owner: String(ORDER) } };

  it('names one claim stream for one instant, whatever offset the start was written in', () => {
    expect(consultSlotKey(COUNSELOR, '2026-11-28T10:00:00+07:00')).toBe(consultSlotKey(COUNSELOR, startsAt));
    expect(firstClaimOf('counselor-slot', consultSlotKey(COUNSELOR, startsAt), '1').streamId).not.toBe(
      firstClaimOf('counselor-slot', consultSlotKey(22, startsAt), '1').streamId,
    );
  });

  it('lets the first order claim it and refuses every other while it is held; given back, it is free again', () => {
    claims([]).when({ type: 'claim', owner: String(ORDER) }).then([claimed]);
    claims([claimed]).when({ type: 'claim', owner: '43' }).thenThrows(UniqueValueTakenError);
    claims([claimed]).when({ type: 'claim', owner: String(ORDER) }).thenNothingHappened();
    const released = { type: 'UniqueValueReleased' as const, data: { owner: String(ORDER) } };
    claims([claimed]).when({ type: 'release', owner: String(ORDER) }).then([released]);
    claims([claimed, released]).when({ type: 'claim', owner: '43' }).then([{ type: 'UniqueValueClaimed', data: { owner: '43' } }]);
  });
});

describe('paying a consult order (payment states)', () => {
  it('confirms a pending order when the port says it is paid: ConsultPaid and ConsultConfirmed in one append', () => {
    given(pending).when(payment()).then([paid, confirmed(0)]);
  });

  it('is idempotent per provider transaction', () => {
    given(paidConfirmed).when(payment()).thenNothingHappened();
  });

  it('refuses another payment of a paid order, a free one, an expired one, and a wrong amount or currency', () => {
    given(paidConfirmed).when(payment({ providerTxId: 'TX-2' })).thenThrows('A0440', 'counseling.refusals.notPayable');
    given(free).when(payment()).thenThrows('A0440', 'counseling.refusals.notPayable');
    given([...pending, { type: 'ConsultExpired', data: { orderId: ORDER } }]).when(payment()).thenThrows('A0440', 'counseling.refusals.notPayable');
    given(pending).when(payment({ amount: 1 })).thenThrows('A0440', 'counseling.refusals.amountMismatch');
    given(pending).when(payment({ currency: 'THB' })).thenThrows('A0440', 'counseling.refusals.amountMismatch');
  });

  it('keeps the payment status apart from the booking status', () => {
    const stateOf = (events: ConsultOrderEvent[]) => events.reduce(consultOrderDecider.evolve, consultOrderDecider.initialState) as Extract<ConsultOrderState, { exists: true }>;
    expect([stateOf(free).status, stateOf(free).paymentStatus]).toEqual(['confirmed', 'notRequired']);
    expect([stateOf(pending).status, stateOf(pending).paymentStatus]).toEqual(['pendingPayment', 'unpaid']);
    expect([stateOf(paidConfirmed).status, stateOf(paidConfirmed).paymentStatus]).toEqual(['confirmed', 'paid']);
    const cancelledPaid = [...paidConfirmed, { type: 'ConsultCancelled', data: { orderId: ORDER, by: 'seeker', actorId: '11', reason: null, refund: true, sequence: 1 } } as ConsultOrderEvent];
    expect([stateOf(cancelledPaid).status, stateOf(cancelledPaid).paymentStatus]).toEqual(['cancelledBySeeker', 'paid']);
    const refunded = [...cancelledPaid, { type: 'ConsultRefunded', data: { orderId: ORDER, amount: 150_000, providerRef: 'RF-1' } } as ConsultOrderEvent];
    expect([stateOf(refunded).status, stateOf(refunded).paymentStatus]).toEqual(['cancelledBySeeker', 'refunded']);
  });
});

describe('the payment timer', () => {
  const due = new Date(now.getTime() + 31 * 60_000);
  it('expires an order still unpaid past payBefore (its slot is given back)', () => {
    given(pending).when({ type: 'Expire', now: due }).then([{ type: 'ConsultExpired', data: { orderId: ORDER } }]);
    expect(releasesSlot([{ type: 'ConsultExpired', data: { orderId: ORDER } }])).toBe(true);
  });
  it('does nothing before payBefore, or once paid, cancelled or free', () => {
    given(pending).when({ type: 'Expire', now }).thenNothingHappened();
    given(paidConfirmed).when({ type: 'Expire', now: due }).thenNothingHappened();
    given(free).when({ type: 'Expire', now: due }).thenNothingHappened();
  });
});

describe('cancelling: the notice window both ways', () => {
  const lastMinute = new Date(new Date(startsAt).getTime() - 2 * HOUR);
  const cancelled = (by: 'seeker' | 'counselor' | 'staff', actor: number, reason: string | null, refund: boolean): ConsultOrderEvent => ({
    type: 'ConsultCancelled',
    data: { orderId: ORDER, by, actorId: String(actor), reason, refund, sequence: 1 },
  });

  it('lets the seeker cancel before the notice window (a paid session refunded)', () => {
    given(free).when(cancel(seeker)).then([cancelled('seeker', SEEKER, null, false)]);
    given(paidConfirmed).when(cancel(seeker, 'Found a job')).then([cancelled('seeker', SEEKER, 'Found a job', true)]);
    given(pending).when(cancel(seeker)).then([cancelled('seeker', SEEKER, null, false)]);
  });

  it('refuses the seeker inside the notice window, naming the hours', () => {
    given(free).when(cancel(seeker, null, lastMinute)).thenThrows('A0440', 'counseling.refusals.tooLate', { vars: { hours: 24 } });
    // exactly the notice period before the start is still in time
    given(free).when(cancel(seeker, null, new Date(new Date(startsAt).getTime() - 24 * HOUR))).then([cancelled('seeker', SEEKER, null, false)]);
  });

  it('lets the counselor and staff cancel any time before the start, with a reason, refunding a paid session', () => {
    given(paidConfirmed).when(cancel(counselor, 'Ill', lastMinute)).then([cancelled('counselor', COUNSELOR, 'Ill', true)]);
    given(free).when(cancel(staff, 'Counselor away', lastMinute)).then([cancelled('staff', 41, 'Counselor away', false)]);
    given(free).when(cancel(counselor, null)).thenThrows('A0402', 'validation.required', { fieldErrors: { reason: 'validation.required' } });
  });

  it('refuses a cancellation once the session has started, and of an order that has ended', () => {
    given(free).when(cancel(counselor, 'Late', started)).thenThrows('A0440', 'counseling.refusals.alreadyStarted');
    given([...free, cancelled('seeker', SEEKER, null, false)]).when(cancel(seeker)).thenThrows('A0440', 'counseling.refusals.notOpen');
    given([...free, completed]).when(cancel(staff, 'x')).thenThrows('A0440', 'counseling.refusals.notOpen');
  });

  it('answers A0606 to another seeker or counselor, and notYours to staff who only read', () => {
    given(free).when(cancel(otherSeeker)).thenThrows('A0606');
    given(free).when(cancel(otherCounselor, 'x')).thenThrows('A0606');
    given(free).when(cancel(reader, 'x')).thenThrows('A0440', 'counseling.refusals.notYours');
  });

  it('gives the slot back and carries the next SEQUENCE for the calendar CANCEL', () => {
    expect(releasesSlot([cancelled('seeker', SEEKER, null, false)])).toBe(true);
    given([...free, { type: 'ConsultRescheduled', data: { orderId: ORDER, startsAt: '2026-11-29T03:00:00.000Z', endsAt: '2026-11-29T04:00:00.000Z', from: { startsAt, endsAt }, actorId: '11', sequence: 1 } }])
      .when(cancel(seeker))
      .then([{ ...cancelled('seeker', SEEKER, null, false), data: { ...(cancelled('seeker', SEEKER, null, false).data as object), sequence: 2 } } as ConsultOrderEvent]);
  });
});

describe('rescheduling', () => {
  const to = '2026-11-29T03:00:00.000Z';
  const rescheduled = (actor: number, sequence = 1): ConsultOrderEvent => ({
    type: 'ConsultRescheduled',
    data: { orderId: ORDER, startsAt: to, endsAt: '2026-11-29T04:00:00.000Z', from: { startsAt, endsAt }, actorId: String(actor), sequence },
  });

  it('moves a session to another free slot, keeping its length, with the SEQUENCE one more', () => {
    given(free).when(reschedule(seeker, to)).then([rescheduled(SEEKER)]);
    given(free).when(reschedule(staff, to, new Date(new Date(startsAt).getTime() - HOUR))).then([rescheduled(41)]);
  });

  it('refuses the seeker inside the window, a slot that is not free, and the counselor (staff reschedule for them)', () => {
    given(free).when(reschedule(seeker, to, new Date(new Date(startsAt).getTime() - HOUR))).thenThrows('A0440', 'counseling.refusals.tooLate', { vars: { hours: 24 } });
    given(free).when(reschedule(seeker, to, now, false)).thenThrows('A0440', 'counseling.refusals.slotUnavailable');
    given(free).when(reschedule(counselor, to)).thenThrows('A0440', 'counseling.refusals.notYours');
    given([...free, completed]).when(reschedule(seeker, to)).thenThrows('A0440', 'counseling.refusals.notOpen');
  });

  it('changes nothing when asked for the slot it already has', () => {
    given(free).when(reschedule(seeker, startsAt)).thenNothingHappened();
  });
});

describe('completion and no-show: only once started', () => {
  it('lets the counselor or staff complete or mark a no-show after the start', () => {
    given(free).when({ type: 'Complete', caller: counselor, now: started }).then([completed]);
    given(free).when({ type: 'MarkNoShow', caller: staff, now: started }).then([{ type: 'ConsultNoShow', data: { orderId: ORDER, actorId: '41' } }]);
  });

  it('refuses before the start, an unconfirmed order, and the seeker', () => {
    given(free).when({ type: 'Complete', caller: counselor, now }).thenThrows('A0440', 'counseling.refusals.notStarted');
    given(free).when({ type: 'MarkNoShow', caller: counselor, now }).thenThrows('A0440', 'counseling.refusals.notStarted');
    given(pending).when({ type: 'Complete', caller: counselor, now: started }).thenThrows('A0440', 'counseling.refusals.notConfirmed');
    given(free).when({ type: 'Complete', caller: seeker, now: started }).thenThrows('A0440', 'counseling.refusals.notYours');
    given(free).when({ type: 'Complete', caller: otherCounselor, now: started }).thenThrows('A0606');
  });
});

describe('notes and rating', () => {
  it('takes the notes of the order’s counselor or staff, never the seeker’s', () => {
    given(free).when({ type: 'WriteNotes', caller: counselor, notes: 'Wants to move to data', now }).then([
      { type: 'ConsultNotesWritten', data: { orderId: ORDER, notes: 'Wants to move to data', actorId: String(COUNSELOR) } },
    ]);
    given(free).when({ type: 'WriteNotes', caller: seeker, notes: 'x', now }).thenThrows('A0440', 'counseling.refusals.notYours');
    given(free).when({ type: 'WriteNotes', caller: otherCounselor, notes: 'x', now }).thenThrows('A0606');
    given([...free, { type: 'ConsultNotesWritten', data: { orderId: ORDER, notes: 'same', actorId: '21' } }])
      .when({ type: 'WriteNotes', caller: counselor, notes: 'same', now })
      .thenNothingHappened();
  });

  it('lets the seeker rate a completed session once', () => {
    const rated: ConsultOrderEvent = { type: 'ConsultRated', data: { orderId: ORDER, rating: 5, comment: 'Very helpful' } };
    given([...free, completed]).when({ type: 'Rate', caller: seeker, rating: 5, comment: 'Very helpful', now }).then([rated]);
    given([...free, completed, rated]).when({ type: 'Rate', caller: seeker, rating: 4, comment: null, now }).thenThrows('A0440', 'counseling.refusals.alreadyRated');
    given(free).when({ type: 'Rate', caller: seeker, rating: 5, comment: null, now }).thenThrows('A0440', 'counseling.refusals.notCompleted');
    given([...free, completed]).when({ type: 'Rate', caller: counselor, rating: 5, comment: null, now }).thenThrows('A0440', 'counseling.refusals.notYours');
    given([...free, completed]).when({ type: 'Rate', caller: otherSeeker, rating: 5, comment: null, now }).thenThrows('A0606');
  });
});

describe('recording a refund', () => {
  const cancelledPaid: ConsultOrderEvent[] = [...paidConfirmed, { type: 'ConsultCancelled', data: { orderId: ORDER, by: 'counselor', actorId: '21', reason: 'Ill', refund: true, sequence: 1 } }];
  const refunded: ConsultOrderEvent = { type: 'ConsultRefunded', data: { orderId: ORDER, amount: 150_000, providerRef: 'RF-1' } };
  it('records the port’s refund of a cancellation marked for it, once', () => {
    given(cancelledPaid).when({ type: 'RecordRefund', amount: 150_000, providerRef: 'RF-1', now }).then([refunded]);
    given([...cancelledPaid, refunded]).when({ type: 'RecordRefund', amount: 150_000, providerRef: 'RF-1', now }).thenNothingHappened();
  });
  it('refuses a refund nobody asked for, or of another amount', () => {
    given(paidConfirmed).when({ type: 'RecordRefund', amount: 150_000, providerRef: 'RF-1', now }).thenThrows('A0440', 'counseling.refusals.notRefundable');
    given(free).when({ type: 'RecordRefund', amount: 0, providerRef: 'RF-1', now }).thenThrows('A0440', 'counseling.refusals.notRefundable');
    given(cancelledPaid).when({ type: 'RecordRefund', amount: 1, providerRef: 'RF-1', now }).thenThrows('A0440', 'counseling.refusals.amountMismatch');
  });
});

describe('notices', () => {
  it('tells both parties of confirmations, reschedules and cancellations, the seeker alone of the rest', () => {
    const order = { seekerId: SEEKER, counselorId: COUNSELOR, payBefore: null };
    expect(consultNoticeRecipients(order, 'ConsultConfirmed').map((entry) => entry.userId)).toEqual([SEEKER, COUNSELOR]);
    expect(consultNoticeRecipients(order, 'ConsultCancelled').map((entry) => entry.userId)).toEqual([SEEKER, COUNSELOR]);
    expect(consultNoticeRecipients(order, 'ConsultBooked')).toEqual([]);
    expect(consultNoticeRecipients({ ...order, payBefore: now.toISOString() }, 'ConsultBooked')).toEqual([{ userId: SEEKER, notice: 'awaitingPayment' }]);
    expect(consultNoticeRecipients(order, 'ConsultRated')).toEqual([]);
  });
});
