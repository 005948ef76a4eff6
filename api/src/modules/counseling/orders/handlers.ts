import {
  consultOrderStream,
  consultSlotKey,
  counselorStream,
  type BookForm,
  type ConsultOrderEvent,
  type Locale,
} from '@jobmarket/contracts';
import { CONSULT_ORDERS_TABLE, projections } from '@jobmarket/projections';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext, DomainEvent } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { handleMultiStreamCommand, type DecidedStream } from '../../../eventSourcing/multiStreamCommand';
import { streamQueue } from '../../../eventSourcing/streamQueue';
import { firstClaimOf, uniqueValueDecider, UniqueValueTakenError } from '../../../eventSourcing/uniqueness';
import type { Actor } from '../../../http/actor';
import type { CallerLocale } from '../../../http/callerLocale';
import { AppError, DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../../system/config/appSettings';
import { counselorDecider, type CounselorState } from '../counselors/counselorDecider';
import { isFreeSlot } from '../counselors/queries';
import { consultCallerOf, mayReadConsult, SYSTEM_CONSULT_CALLER, type ConsultCaller } from './consultAccess';
import {
  consultNoticeCountOf,
  consultOrderDecider,
  consultOrderNoOf,
  releasesSlot,
  type BookedCounselor,
  type ConsultOrderCommand,
  type ConsultOrderState,
  type ConsultPayment,
  type ConsultRules,
} from './consultOrderDecider';

/** The projections an order's next read comes from (whichever owns `consult_orders_v1`): writes wait for these only. */
export const consultReadModels = (): string[] =>
  projections.filter((projection) => projection.tables.includes(CONSULT_ORDERS_TABLE)).map((projection) => projection.name);

/** The claim scope of a counselor's slots: `unique-counselor-slot:<counselorId>@<ISO start>`. */
export const SLOT_CLAIM_SCOPE = 'counselor-slot';
const slotClaimStream = (counselorId: number, startsAt: string, orderId: number) =>
  firstClaimOf(SLOT_CLAIM_SCOPE, consultSlotKey(counselorId, startsAt), String(orderId)).streamId;

type Existing = Extract<ConsultOrderState, { exists: true }>;

/** The counselor as a booking finds them (their stream as it stands): null before a profile was saved. */
export function bookedCounselorOf(state: CounselorState): BookedCounselor | null {
  if (!state.exists) return null;
  const { profile } = state;
  return { counselorId: state.counselorId, status: state.status, modes: profile.modes, price: profile.price, currency: profile.currency, sessionMinutes: profile.sessionMinutes };
}

/** The order's slot changed between the look and the append (another process rescheduled it): look again. */
class MovedMeanwhile extends Error {}

/** Looks again this many times when the slot moved under a command. */
const MOVED_ATTEMPTS = 3;

/** One slot's claims a command takes and gives back in its append. */
interface SlotClaims {
  take?: string;
  release?: string;
}

/** Shared by every handler set of the process: one order's commands run in turn here (a timer racing a payment). */
const orderQueue = streamQueue();

/**
 * The commands on consult orders, each on `consult-order-<id>`: booking (the slot's claim
 * `counselor-slot:<counselorId>@<start>` taken in the same append, so two seekers on one slot make exactly one
 * order), paying (P's webhook), the payment timer's expiry, cancelling and rescheduling (the claim given back and
 * another taken in the same append), completion and no-show once started, the counselor's notes, the seeker's rating
 * and the refund's record. Notice ids are reserved here for the events' recipients before the append.
 */
export function consultOrderHandlers(context: ModuleContext) {
  const { db, store } = context;
  const zone = context.config.TIME_ZONE;
  const settings = appSettingsOf(context);

  async function rules(): Promise<ConsultRules> {
    const current = await settings.current();
    return { noticeHours: current['counseling.noticeHours'], paymentMinutes: current['counseling.paymentMinutes'] };
  }

  const reserveNotices = (count: number): Promise<number[]> => Promise.all(Array.from({ length: count }, () => nextEntityId(db, 'notice')));

  async function counselorOf(counselorId: number): Promise<BookedCounselor | null> {
    return bookedCounselorOf(await loadState(store, counselorStream(counselorId), counselorDecider));
  }

  /**
   * Appends the order's events with its slot claims taken and given back in the same append, each claim stream
   * checked at the revision read: all or nothing, decided again on a race. A claim another order holds refuses the
   * command as `slotTaken`.
   */
  async function withClaims(orderId: number, decided: ConsultOrderCommand, claims: SlotClaims, context_: CommandContext, heldAt?: string): Promise<Written<ConsultOrderState>> {
    const owner = String(orderId);
    const asStream = <State, Event extends DomainEvent>(streamId: string, decider: DecidedStream<State, Event>['decider']) =>
      ({ streamId, decider }) as unknown as DecidedStream<unknown, DomainEvent>;
    const streams: Record<string, DecidedStream<unknown, DomainEvent>> = { order: asStream(consultOrderStream(orderId), consultOrderDecider) };
    if (claims.take) streams.take = asStream(claims.take, uniqueValueDecider);
    if (claims.release) streams.release = asStream(claims.release, uniqueValueDecider);
    type ClaimState = Parameters<typeof uniqueValueDecider.decide>[1];
    try {
      const result = await handleMultiStreamCommand(
        store,
        streams,
        (states) => {
          const order = states.order as ConsultOrderState;
          // moved meanwhile by another process: the claim streams named are no longer this order's slot
          if (heldAt !== undefined && order.exists && order.startsAt !== heldAt) throw new MovedMeanwhile();
          const events: Record<string, DomainEvent[]> = { order: consultOrderDecider.decide(decided, order) };
          // nothing decided (a repeat): no claim moves either
          if (events.order!.length === 0) return events;
          if (claims.take) events.take = uniqueValueDecider.decide({ type: 'claim', owner }, states.take as ClaimState);
          if (claims.release) events.release = uniqueValueDecider.decide({ type: 'release', owner }, states.release as ClaimState);
          return events;
        },
        context_,
      );
      return { id: orderId, state: result.states.order as ConsultOrderState, position: result.position };
    } catch (error) {
      throw error instanceof UniqueValueTakenError ? new DomainError('A0440', 'counseling.refusals.slotTaken') : error;
    }
  }

  /**
   * Decides the command on the order as it stands (refused before anything is reserved), reserves the notices its
   * events need, and appends — with the slot's claim given back when the events end the order, or moved when it is
   * rescheduled (`moveTo`).
   */
  async function command(
    orderId: number,
    build: (noticeIds: number[] | undefined) => ConsultOrderCommand,
    context_: CommandContext,
    moveTo?: string,
  ): Promise<Written<ConsultOrderState>> {
    const streamId = consultOrderStream(orderId);
    // one order's commands in turn within this process; another process moving the slot meanwhile makes it look again
    const attempt = async (): Promise<Written<ConsultOrderState>> => {
      const before = await loadState(store, streamId, consultOrderDecider);
      const dryRun = consultOrderDecider.decide(build(undefined), before);
      if (dryRun.length === 0) return { id: orderId, state: before, position: undefined };
      const order = before as Existing;
      const noticeIds = await reserveNotices(consultNoticeCountOf(order, dryRun.map((event) => event.type)));
      const decided = build(noticeIds);
      const current = slotClaimStream(order.counselorId, order.startsAt, orderId);
      if (moveTo !== undefined) return withClaims(orderId, decided, { take: slotClaimStream(order.counselorId, moveTo, orderId), release: current }, context_, order.startsAt);
      if (releasesSlot(dryRun)) return withClaims(orderId, decided, { release: current }, context_, order.startsAt);
      const result = await handleCommand(store, streamId, consultOrderDecider, decided, context_, { retries: 3 });
      return { id: orderId, state: result.state, position: result.position };
    };
    return orderQueue(streamId, async () => {
      for (let tries = 1; ; tries++) {
        try {
          return await attempt();
        } catch (error) {
          if (!(error instanceof MovedMeanwhile) || tries >= MOVED_ATTEMPTS) throw error;
        }
      }
    });
  }

  /** The order as it stands on the write side, A0606 to whoever may not read it (never reveals that it exists). */
  async function readable(orderId: number, caller: ConsultCaller): Promise<Existing> {
    const state = await loadState(store, consultOrderStream(orderId), consultOrderDecider);
    if (!state.exists || !mayReadConsult(state, caller)) throw new AppError('A0606');
    return state;
  }

  return {
    rules,

    /**
     * A seeker books a counselor's free slot (bookForm): refused unless the counselor is active, offers the mode and
     * the slot is free; the slot's claim in the same append (a rival's claim first: `slotTaken`). Free sessions are
     * confirmed at once; paid ones wait for payment until now + `counseling.paymentMinutes`. `reader`: the seeker's
     * language and zone, those of their notices, invitation and reminders.
     */
    async book(actor: Actor, form: BookForm, reader: CallerLocale, command_: CommandContext): Promise<Written<ConsultOrderState>> {
      const caller = consultCallerOf(actor);
      if (!caller.isSeeker) throw new DomainError('A0301');
      const [counselor, isFree, rules_, orderId] = await Promise.all([
        counselorOf(form.counselorId),
        isFreeSlot(db, form.counselorId, form.startsAt, { now: command_.now }),
        rules(),
        nextEntityId(db, 'consult-order'),
      ]);
      const build = (noticeIds?: number[]): ConsultOrderCommand => ({
        type: 'Book',
        orderId,
        orderNo: consultOrderNoOf(orderId, command_.now, zone),
        caller,
        counselor,
        form,
        isFreeSlot: isFree,
        ...reader,
        rules: rules_,
        now: command_.now,
        ...(noticeIds ? { noticeIds } : {}),
      });
      // refused (who, counselor, mode, slot) before anything is reserved or claimed
      const dryRun = consultOrderDecider.decide(build(), consultOrderDecider.initialState);
      const order = dryRun.reduce(consultOrderDecider.evolve, consultOrderDecider.initialState) as Existing;
      const decided = build(await reserveNotices(consultNoticeCountOf(order, dryRun.map((event) => event.type))));
      return withClaims(orderId, decided, { take: slotClaimStream(order.counselorId, order.startsAt, orderId) }, command_);
    },

    /**
     * The seeker (before the notice window: `tooLate` after it), the counselor or staff holding biz:consult:manage
     * (any time before the start, a reason required) cancel; a paid session is marked for refund. The slot is free again.
     */
    async cancel(orderId: number, actor: Actor, reason: string | null, command_: CommandContext): Promise<Written<ConsultOrderState>> {
      const caller = consultCallerOf(actor);
      const rules_ = await rules();
      return command(orderId, (noticeIds) => ({ type: 'Cancel', caller, reason, rules: rules_, now: command_.now, ...(noticeIds ? { noticeIds } : {}) }), command_);
    },

    /** The seeker (before the notice window) or staff move the session to another free slot of the same counselor. */
    async reschedule(orderId: number, actor: Actor, startsAt: string, command_: CommandContext): Promise<Written<ConsultOrderState>> {
      const caller = consultCallerOf(actor);
      const order = await readable(orderId, caller);
      const [isFree, rules_] = await Promise.all([isFreeSlot(db, order.counselorId, startsAt, { now: command_.now, ignoringOrderId: orderId }), rules()]);
      const target = new Date(startsAt).toISOString();
      return command(
        orderId,
        (noticeIds) => ({ type: 'Reschedule', caller, startsAt: target, isFreeSlot: isFree, rules: rules_, now: command_.now, ...(noticeIds ? { noticeIds } : {}) }),
        command_,
        target,
      );
    },

    /** The counselor or staff mark a started session completed. */
    complete: (orderId: number, actor: Actor, command_: CommandContext): Promise<Written<ConsultOrderState>> =>
      command(orderId, (noticeIds) => ({ type: 'Complete', caller: consultCallerOf(actor), now: command_.now, ...(noticeIds ? { noticeIds } : {}) }), command_),

    /** The counselor or staff mark a started session a no-show (the slot stays held: it was the seeker's). */
    markNoShow: (orderId: number, actor: Actor, command_: CommandContext): Promise<Written<ConsultOrderState>> =>
      command(orderId, (noticeIds) => ({ type: 'MarkNoShow', caller: consultCallerOf(actor), now: command_.now, ...(noticeIds ? { noticeIds } : {}) }), command_),

    /** The counselor of the order or staff write its private notes (never shown to the seeker). */
    writeNotes: (orderId: number, actor: Actor, notes: string, command_: CommandContext): Promise<Written<ConsultOrderState>> =>
      command(orderId, () => ({ type: 'WriteNotes', caller: consultCallerOf(actor), notes, now: command_.now }), command_),

    /** The seeker rates a completed session once. */
    rate: (orderId: number, actor: Actor, rating: { rating: number; comment: string | null }, command_: CommandContext): Promise<Written<ConsultOrderState>> =>
      command(orderId, () => ({ type: 'Rate', caller: consultCallerOf(actor), rating: rating.rating, comment: rating.comment, now: command_.now }), command_),

    /**
     * The payment timer at payBefore (the counseling queue's worker): the order expires and its slot is free again —
     * unless it was paid, cancelled or rescheduled meanwhile or is not yet due (then nothing happens).
     */
    expire: (orderId: number, command_: CommandContext): Promise<Written<ConsultOrderState>> =>
      command(orderId, (noticeIds) => ({ type: 'Expire', now: command_.now, ...(noticeIds ? { noticeIds } : {}) }), command_),

    /**
     * The payment port's word (part P: the webhook or the "I have paid" check): ConsultPaid and ConsultConfirmed in
     * one append; the same transaction again changes nothing; an amount or currency other than the price is refused.
     */
    pay: (orderId: number, payment: ConsultPayment, command_: CommandContext): Promise<Written<ConsultOrderState>> =>
      command(orderId, (noticeIds) => ({ type: 'Pay', payment, now: command_.now, ...(noticeIds ? { noticeIds } : {}) }), command_),

    /** The refund the port made for a cancellation marked for refund (part P's job); the same reference again: nothing. */
    recordRefund: (orderId: number, refund: { amount: number; providerRef: string }, command_: CommandContext): Promise<Written<ConsultOrderState>> =>
      command(orderId, () => ({ type: 'RecordRefund', amount: refund.amount, providerRef: refund.providerRef, now: command_.now }), command_),

    /** The order as it stands on the write side, for a caller who may read it (A0606 otherwise). */
    readable: (orderId: number, actor: Actor) => readable(orderId, consultCallerOf(actor)),
    readableBy: readable,
    systemCaller: SYSTEM_CONSULT_CALLER,
  };
}

export type ConsultOrderHandlers = ReturnType<typeof consultOrderHandlers>;
export type { ConsultOrderEvent };
