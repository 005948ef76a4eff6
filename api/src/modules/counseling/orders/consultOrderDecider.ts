import {
  consultInvitationUid,
  consultRefusalOf,
  hasStarted,
  isBeforeNotice,
  type BookForm,
  type ConsultAction,
  type ConsultOrderEvent,
  type ConsultPaymentStatus,
  type ConsultSlot,
  type ConsultStatus,
  type CounselorStatus,
  type Locale,
  type SessionMode,
} from '@jobmarket/contracts';
import { formatDateTime } from '@jobmarket/contracts/platform/time';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';
import { actingRoleOf, mayReadConsult, type ConsultCaller } from './consultAccess';

export { consultOrderStream } from '@jobmarket/contracts';

/** An order that exists: what it copied when booked and where its booking and payment stand (times ISO instants). */
export interface ConsultOrder extends ConsultSlot {
  orderId: number;
  orderNo: string;
  seekerId: number;
  counselorId: number;
  mode: SessionMode;
  topic: string | null;
  price: number;
  currency: string;
  payBefore: string | null;
  locale: Locale;
  /** The seeker's zone (their browser's when they booked): their mails' times; null: the api's TIME_ZONE. */
  seekerTimeZone: string | null;
  uid: string;
  status: ConsultStatus;
  paymentStatus: ConsultPaymentStatus;
  /** The SEQUENCE the last calendar message carried (0 at booking; a reschedule or cancellation carries one more). */
  sequence: number;
  /** The payment port's transaction that paid it (a repeated webhook of it changes nothing). */
  providerTxId: string | null;
  paidAmount: number | null;
  /** A cancellation asked for the money back; `refundRef` is the port's once it is done. */
  refundDue: boolean;
  refundRef: string | null;
  cancelledBy: 'seeker' | 'counselor' | 'staff' | null;
  cancelReason: string | null;
  notes: string | null;
  rating: number | null;
  comment: string | null;
  createdAt: string;
}

export type ConsultOrderState = { exists: false } | ({ exists: true } & ConsultOrder);
type Existing = Extract<ConsultOrderState, { exists: true }>;

/** The counselor as a booking finds them (folded from `counselor-<id>`; absent: no profile). */
export interface BookedCounselor {
  counselorId: number;
  status: CounselorStatus;
  modes: SessionMode[];
  price: number;
  currency: string;
  sessionMinutes: number;
}

/** The system config a booking and a change of plans read. */
export interface ConsultRules {
  noticeHours: number;
  paymentMinutes: number;
}

export type ConsultOrderCommand =
  | {
      type: 'Book';
      orderId: number;
      orderNo: string;
      caller: ConsultCaller;
      counselor: BookedCounselor | null;
      form: BookForm;
      /** The slot is one of the counselor's free ones (slots.ts; the claim in the same append settles a race). */
      isFreeSlot: boolean;
      locale: Locale;
      timeZone: string | null;
      rules: ConsultRules;
      now: Date;
      noticeIds?: number[];
    }
  | { type: 'Pay'; payment: ConsultPayment; now: Date; noticeIds?: number[] }
  /** The payment time limit's timer: nothing happens unless the order still waits for payment past payBefore. */
  | { type: 'Expire'; now: Date; noticeIds?: number[] }
  | { type: 'Cancel'; caller: ConsultCaller; reason: string | null; rules: ConsultRules; now: Date; noticeIds?: number[] }
  | { type: 'Reschedule'; caller: ConsultCaller; startsAt: string; isFreeSlot: boolean; rules: ConsultRules; now: Date; noticeIds?: number[] }
  | { type: 'Complete'; caller: ConsultCaller; now: Date; noticeIds?: number[] }
  | { type: 'MarkNoShow'; caller: ConsultCaller; now: Date; noticeIds?: number[] }
  | { type: 'WriteNotes'; caller: ConsultCaller; notes: string; now: Date }
  | { type: 'Rate'; caller: ConsultCaller; rating: number; comment: string | null; now: Date }
  | { type: 'RecordRefund'; amount: number; providerRef: string; now: Date };

/** The payment port's word that the order was paid (P's webhook or "I have paid" check). */
export interface ConsultPayment {
  providerTxId: string;
  amount: number;
  currency: string;
  paidAt: string;
}

const MINUTE = 60_000;

/** `CO` + the booking day in the server's zone + the id padded to 6: `CO20261125000042` (as delivery's `DO…`). */
export function consultOrderNoOf(orderId: number, now: Date, timeZone: string): string {
  return `CO${formatDateTime(now, timeZone).slice(0, 10).replaceAll('-', '')}${String(orderId).padStart(6, '0')}`;
}

/** The slot's end: the start plus the counselor's session length when booked (a reschedule keeps the length). */
export const slotEndOf = (startsAt: string, minutes: number): string => new Date(new Date(startsAt).getTime() + minutes * MINUTE).toISOString();

/**
 * Who each event tells, in order (an event's `noticeIds[i]` is the notice to `recipients[i]`), with the
 * `counselingMail.<notice>` text the reactor sends: the seeker waits for payment or learns of the expiry; confirmed,
 * rescheduled and cancelled sessions concern both; a completed one invites the seeker to rate it.
 */
export function consultNoticeRecipients(order: Pick<ConsultOrder, 'seekerId' | 'counselorId' | 'payBefore'>, type: ConsultOrderEvent['type']): { userId: number; notice: string }[] {
  const seeker = order.seekerId;
  const counselor = order.counselorId;
  const listed = ((): { userId: number; notice: string }[] => {
    switch (type) {
      case 'ConsultBooked':
        return order.payBefore ? [{ userId: seeker, notice: 'awaitingPayment' }] : [];
      case 'ConsultConfirmed':
        return [
          { userId: seeker, notice: 'confirmed' },
          { userId: counselor, notice: 'booked' },
        ];
      case 'ConsultExpired':
        return [{ userId: seeker, notice: 'expired' }];
      case 'ConsultRescheduled':
        return [
          { userId: seeker, notice: 'rescheduled' },
          { userId: counselor, notice: 'rescheduled' },
        ];
      case 'ConsultCancelled':
        return [
          { userId: seeker, notice: 'cancelled' },
          { userId: counselor, notice: 'cancelled' },
        ];
      case 'ConsultCompleted':
        return [{ userId: seeker, notice: 'completed' }];
      default:
        return [];
    }
  })();
  const seen = new Set<number>();
  return listed.filter((entry) => !seen.has(entry.userId) && seen.add(entry.userId));
}

/** How many notices a command's events need: what the handler reserves before it commands. */
export const consultNoticeCountOf = (order: Pick<ConsultOrder, 'seekerId' | 'counselorId' | 'payBefore'>, types: readonly ConsultOrderEvent['type'][]): number =>
  types.reduce((sum, type) => sum + consultNoticeRecipients(order, type).length, 0);

const NOTICE_CARRIERS = new Set<ConsultOrderEvent['type']>(['ConsultBooked', 'ConsultPaid', 'ConsultConfirmed', 'ConsultExpired', 'ConsultRescheduled', 'ConsultCancelled', 'ConsultCompleted']);

/** Hands the reserved notice ids out to the events, in order, as many as each event's recipients. */
function withNotices(order: ConsultOrder, events: ConsultOrderEvent[], noticeIds: readonly number[] | undefined): ConsultOrderEvent[] {
  if (!noticeIds) return events;
  let next = 0;
  return events.map((event) => {
    const count = consultNoticeRecipients(order, event.type).length;
    if (count === 0 || !NOTICE_CARRIERS.has(event.type)) return event;
    const ids = noticeIds.slice(next, next + count);
    next += count;
    return ids.length === 0 ? event : ({ ...event, data: { ...event.data, noticeIds: ids } } as ConsultOrderEvent);
  });
}

function existing(state: ConsultOrderState): Existing {
  if (!state.exists) throw new DomainError('A0606');
  return state;
}

const fieldError = (field: string, key: string) => new DomainError('A0402', key, {}, { errors: { [field]: key } });

/**
 * Who first (A0606 to whoever may not read the order, so a stranger learns nothing of it), then the table (an order
 * that has ended), then whether the caller's role may take the action. Answers the role they act in.
 */
function refuseUnlessMayTake(order: Existing, caller: ConsultCaller, action: ConsultAction) {
  if (!mayReadConsult(order, caller)) throw new DomainError('A0606');
  const refusal = consultRefusalOf(order.status, action);
  if (refusal) throw new DomainError('A0440', refusal);
  const role = actingRoleOf(order, caller, action);
  if (!role) throw new DomainError('A0440', 'counseling.refusals.notYours');
  return role;
}

function decideBook(state: ConsultOrderState, command: Extract<ConsultOrderCommand, { type: 'Book' }>): ConsultOrderEvent[] {
  const { caller, counselor, form, now } = command;
  if (!caller.isSeeker) throw new DomainError('A0301');
  if (state.exists) throw new DomainError('A0440');
  if (!counselor || counselor.status !== 'active') throw new DomainError('A0440', 'counseling.refusals.counselorInactive');
  if (!counselor.modes.includes(form.mode)) throw fieldError('mode', 'counseling.refusals.modeNotOffered');
  if (!command.isFreeSlot || new Date(form.startsAt).getTime() <= now.getTime()) throw new DomainError('A0440', 'counseling.refusals.slotUnavailable');
  const isFree = counselor.price === 0;
  const startsAt = new Date(form.startsAt).toISOString();
  const booked: ConsultOrderEvent = {
    type: 'ConsultBooked',
    data: {
      orderId: command.orderId,
      orderNo: command.orderNo,
      seekerId: caller.userId,
      counselorId: counselor.counselorId,
      startsAt,
      endsAt: slotEndOf(startsAt, counselor.sessionMinutes),
      mode: form.mode,
      topic: form.topic,
      price: counselor.price,
      currency: counselor.currency,
      payBefore: isFree ? null : new Date(now.getTime() + command.rules.paymentMinutes * MINUTE).toISOString(),
      locale: command.locale,
      ...(command.timeZone === null ? {} : { timeZone: command.timeZone }),
      uid: consultInvitationUid(command.orderId),
    },
  };
  // a free session needs no payment: confirmed in the same append
  const events: ConsultOrderEvent[] = isFree ? [booked, { type: 'ConsultConfirmed', data: { orderId: command.orderId, sequence: 0 } }] : [booked];
  const order = consultOrderDecider.evolve(state, booked) as Existing;
  return withNotices(order, events, command.noticeIds);
}

function decidePay(order: Existing, command: Extract<ConsultOrderCommand, { type: 'Pay' }>): ConsultOrderEvent[] {
  const { payment } = command;
  // the port's word told again (webhook retry, the "I have paid" check after it): nothing more
  if (order.providerTxId === payment.providerTxId) return [];
  const refusal = consultRefusalOf(order.status, 'pay');
  if (refusal || order.paymentStatus !== 'unpaid') throw new DomainError('A0440', refusal ?? 'counseling.refusals.notPayable');
  if (payment.amount !== order.price || payment.currency !== order.currency) throw new DomainError('A0440', 'counseling.refusals.amountMismatch');
  const events: ConsultOrderEvent[] = [
    { type: 'ConsultPaid', data: { orderId: order.orderId, providerTxId: payment.providerTxId, amount: payment.amount, paidAt: payment.paidAt } },
    { type: 'ConsultConfirmed', data: { orderId: order.orderId, sequence: order.sequence } },
  ];
  return withNotices(order, events, command.noticeIds);
}

function decideCancel(order: Existing, command: Extract<ConsultOrderCommand, { type: 'Cancel' }>): ConsultOrderEvent[] {
  const { caller, now } = command;
  if (!mayReadConsult(order, caller)) throw new DomainError('A0606');
  // the counselor (or staff) cancels the session; the seeker cancels their booking
  const byCounselor = actingRoleOf(order, caller, 'cancelByCounselor');
  const action: ConsultAction = byCounselor ? 'cancelByCounselor' : 'cancelBySeeker';
  const role = refuseUnlessMayTake(order, caller, action);
  if (hasStarted(order.startsAt, now)) throw new DomainError('A0440', 'counseling.refusals.alreadyStarted');
  if (role === 'seeker' && !isBeforeNotice(order.startsAt, now, command.rules.noticeHours)) {
    throw new DomainError('A0440', 'counseling.refusals.tooLate', { hours: command.rules.noticeHours });
  }
  if (role !== 'seeker' && !command.reason) throw fieldError('reason', 'validation.required');
  // the seeker cancels only before the notice window, the counselor and staff any time: a paid session goes back whole
  const refund = order.paymentStatus === 'paid';
  const data = { orderId: order.orderId, by: role, actorId: String(caller.userId), reason: command.reason, refund, sequence: order.sequence + 1 };
  return withNotices(order, [{ type: 'ConsultCancelled', data }], command.noticeIds);
}

function decideReschedule(order: Existing, command: Extract<ConsultOrderCommand, { type: 'Reschedule' }>): ConsultOrderEvent[] {
  const { caller, now } = command;
  const role = refuseUnlessMayTake(order, caller, 'reschedule');
  if (hasStarted(order.startsAt, now)) throw new DomainError('A0440', 'counseling.refusals.alreadyStarted');
  if (role === 'seeker' && !isBeforeNotice(order.startsAt, now, command.rules.noticeHours)) {
    throw new DomainError('A0440', 'counseling.refusals.tooLate', { hours: command.rules.noticeHours });
  }
  const startsAt = new Date(command.startsAt).toISOString();
  if (startsAt === order.startsAt) return [];
  if (!command.isFreeSlot || new Date(startsAt).getTime() <= now.getTime()) throw new DomainError('A0440', 'counseling.refusals.slotUnavailable');
  const minutes = (new Date(order.endsAt).getTime() - new Date(order.startsAt).getTime()) / MINUTE;
  const data = {
    orderId: order.orderId,
    startsAt,
    endsAt: slotEndOf(startsAt, minutes),
    from: { startsAt: order.startsAt, endsAt: order.endsAt },
    actorId: String(caller.userId),
    sequence: order.sequence + 1,
  };
  return withNotices(order, [{ type: 'ConsultRescheduled', data }], command.noticeIds);
}

function decideAfterStart(order: Existing, command: Extract<ConsultOrderCommand, { type: 'Complete' | 'MarkNoShow' }>): ConsultOrderEvent[] {
  const action = command.type === 'Complete' ? 'complete' : 'markNoShow';
  refuseUnlessMayTake(order, command.caller, action);
  if (!hasStarted(order.startsAt, command.now)) throw new DomainError('A0440', 'counseling.refusals.notStarted');
  const data = { orderId: order.orderId, actorId: String(command.caller.userId) };
  const event: ConsultOrderEvent = command.type === 'Complete' ? { type: 'ConsultCompleted', data } : { type: 'ConsultNoShow', data };
  return withNotices(order, [event], command.noticeIds);
}

function decideNotes(order: Existing, command: Extract<ConsultOrderCommand, { type: 'WriteNotes' }>): ConsultOrderEvent[] {
  const { caller } = command;
  if (!mayReadConsult(order, caller)) throw new DomainError('A0606');
  // the counselor of the order or staff who manage; never the seeker (they never even read them)
  if (caller.userId !== order.counselorId && !caller.may.manage) throw new DomainError('A0440', 'counseling.refusals.notYours');
  if ((order.notes ?? '') === command.notes) return [];
  return [{ type: 'ConsultNotesWritten', data: { orderId: order.orderId, notes: command.notes, actorId: String(caller.userId) } }];
}

function decideRate(order: Existing, command: Extract<ConsultOrderCommand, { type: 'Rate' }>): ConsultOrderEvent[] {
  const { caller } = command;
  if (!mayReadConsult(order, caller)) throw new DomainError('A0606');
  if (caller.userId !== order.seekerId) throw new DomainError('A0440', 'counseling.refusals.notYours');
  if (order.status !== 'completed') throw new DomainError('A0440', 'counseling.refusals.notCompleted');
  if (order.rating !== null) throw new DomainError('A0440', 'counseling.refusals.alreadyRated');
  return [{ type: 'ConsultRated', data: { orderId: order.orderId, rating: command.rating, comment: command.comment } }];
}

function decideRefund(order: Existing, command: Extract<ConsultOrderCommand, { type: 'RecordRefund' }>): ConsultOrderEvent[] {
  // the refund job retried after the port answered: nothing more
  if (order.paymentStatus === 'refunded' && order.refundRef === command.providerRef) return [];
  if (order.paymentStatus !== 'paid' || !order.refundDue) throw new DomainError('A0440', 'counseling.refusals.notRefundable');
  if (command.amount !== order.paidAmount) throw new DomainError('A0440', 'counseling.refusals.amountMismatch');
  return [{ type: 'ConsultRefunded', data: { orderId: order.orderId, amount: command.amount, providerRef: command.providerRef } }];
}

/** The time an event was recorded, when it comes from the store (decided events have none yet). */
const recordedAt = (event: ConsultOrderEvent): string => {
  const createdAt = (event as { createdAt?: unknown }).createdAt;
  return createdAt instanceof Date ? createdAt.toISOString() : new Date().toISOString();
};

function evolveOrder(order: Existing, event: ConsultOrderEvent): Existing {
  switch (event.type) {
    case 'ConsultBooked':
      return order;
    case 'ConsultPaid':
      return { ...order, paymentStatus: 'paid', providerTxId: event.data.providerTxId, paidAmount: event.data.amount };
    case 'ConsultConfirmed':
      return { ...order, status: 'confirmed', sequence: event.data.sequence };
    case 'ConsultExpired':
      return { ...order, status: 'expired' };
    case 'ConsultRescheduled':
      return { ...order, startsAt: event.data.startsAt, endsAt: event.data.endsAt, sequence: event.data.sequence };
    case 'ConsultCancelled':
      return {
        ...order,
        status: event.data.by === 'seeker' ? 'cancelledBySeeker' : 'cancelledByCounselor',
        sequence: event.data.sequence,
        refundDue: event.data.refund,
        cancelledBy: event.data.by,
        cancelReason: event.data.reason,
      };
    case 'ConsultRefunded':
      return { ...order, paymentStatus: 'refunded', refundDue: false, refundRef: event.data.providerRef };
    case 'ConsultCompleted':
      return { ...order, status: 'completed' };
    case 'ConsultNoShow':
      return { ...order, status: 'noShow' };
    case 'ConsultNotesWritten':
      return { ...order, notes: event.data.notes };
    case 'ConsultRated':
      return { ...order, rating: event.data.rating, comment: event.data.comment };
  }
}

/**
 * A consult order (stream `consult-order-<id>`), by contracts' consultOrderMachine: booked (free: confirmed at once;
 * paid: waiting for payment until payBefore), paid and confirmed, expired by the timer, cancelled by the seeker
 * before the notice window or by the counselor or staff before the start (a paid one refunded), rescheduled, and once
 * started completed or marked a no-show; the counselor's private notes and the seeker's one rating of a completed
 * session. Its slot claim is the handler's, taken and given back in the same appends.
 */
export const consultOrderDecider: Decider<ConsultOrderState, ConsultOrderCommand, ConsultOrderEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'ConsultBooked') {
      const { data } = event;
      return {
        exists: true,
        orderId: data.orderId,
        orderNo: data.orderNo,
        seekerId: data.seekerId,
        counselorId: data.counselorId,
        startsAt: data.startsAt,
        endsAt: data.endsAt,
        mode: data.mode,
        topic: data.topic,
        price: data.price,
        currency: data.currency,
        payBefore: data.payBefore,
        locale: data.locale,
        seekerTimeZone: data.timeZone ?? null,
        uid: data.uid,
        status: 'pendingPayment',
        paymentStatus: data.price === 0 ? 'notRequired' : 'unpaid',
        sequence: 0,
        providerTxId: null,
        paidAmount: null,
        refundDue: false,
        refundRef: null,
        cancelledBy: null,
        cancelReason: null,
        notes: null,
        rating: null,
        comment: null,
        createdAt: recordedAt(event),
      };
    }
    return state.exists ? evolveOrder(state, event) : state;
  },
  decide(command, state) {
    switch (command.type) {
      case 'Book':
        return decideBook(state, command);
      case 'Pay':
        return decidePay(existing(state), command);
      case 'Expire': {
        const order = existing(state);
        // paid, cancelled or rescheduled meanwhile, or not yet due: the timer finds nothing to do
        if (order.status !== 'pendingPayment' || order.payBefore === null || new Date(order.payBefore).getTime() > command.now.getTime()) return [];
        return withNotices(order, [{ type: 'ConsultExpired', data: { orderId: order.orderId } }], command.noticeIds);
      }
      case 'Cancel':
        return decideCancel(existing(state), command);
      case 'Reschedule':
        return decideReschedule(existing(state), command);
      case 'Complete':
      case 'MarkNoShow':
        return decideAfterStart(existing(state), command);
      case 'WriteNotes':
        return decideNotes(existing(state), command);
      case 'Rate':
        return decideRate(existing(state), command);
      case 'RecordRefund':
        return decideRefund(existing(state), command);
    }
  },
};

/** Whether the command's events give the slot back (cancelled, expired) — the handler releases its claim in the append. */
export const releasesSlot = (events: readonly ConsultOrderEvent[]): boolean => events.some((event) => event.type === 'ConsultCancelled' || event.type === 'ConsultExpired');
