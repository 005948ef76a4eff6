import { consultOrderEventTypes, consultOrderStream, counselorStream, type ConsultOrderEvent, type Locale } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// the write side's decider (api depends on projections, not the reverse: a test-only import)
import type { ConsultCaller } from '../../../api/src/modules/counseling/orders/consultAccess';
import { consultOrderDecider, type ConsultOrderCommand, type ConsultOrderState } from '../../../api/src/modules/counseling/orders/consultOrderDecider';
import type { Projection } from '../runner/projection';
import { ProjectionRunner } from '../runner/projectionRunner';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { counselingProjection } from './counseling.projection';
import { counselorProfileOf } from './counselingEventFixtures';
import type { ConsultOrderRowColumns, CounselorRowColumns } from './counselingRow';
import { CONSULT_ORDERS_TABLE, COUNSELORS_TABLE } from './tables';

/**
 * Property (issue 17): any random sequence of the commands the consult order's decider accepts (book free and paid
 * sessions, pay, the payment timer's expiry, cancel by the seeker, the counselor or staff, the refund recorded,
 * reschedule, complete, no-show, notes, the seeker's rating) folds to the same orders — status, payment, slot,
 * SEQUENCE, notes and rating — and the same ratings per counselor as the read model holds after projection (in batches
 * that cut streams anywhere) and again after a zero-downtime rebuild.
 */

const COUNSELORS = [30, 31, 32];
/** Counselor 32 is free of charge: its bookings are confirmed at once. */
const PRICES: Record<number, number> = { 30: 150_000, 31: 90_000, 32: 0 };
const SEEKERS = Array.from({ length: 12 }, (_, index) => 100 + index);
const LOCALES: Locale[] = ['en', 'lo', 'th', 'zh-cn'];
const RULES = { noticeHours: 24, paymentMinutes: 30 };
/** Bookings, payments and changes of plans happen now; sessions are in March; the expiry timer and sessions' ends later. */
const NOW = new Date('2026-01-01T00:00:00Z');
const TIMER_NOW = new Date('2026-01-02T00:00:00Z');
const AFTER_SESSIONS = new Date('2026-05-01T00:00:00Z');

/** mulberry32: a small seeded generator, so a failing seed can be run again. */
function randomOf(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)]! };
}
type Random = ReturnType<typeof randomOf>;
type Existing = Extract<ConsultOrderState, { exists: true }>;

const seeker = (userId: number): ConsultCaller => ({ userId, isSeeker: true, may: { query: false, export: false, manage: false } });
const counselor = (userId: number): ConsultCaller => ({ userId, isSeeker: false, may: { query: false, export: false, manage: false } });
const STAFF: ConsultCaller = { userId: 1, isSeeker: false, may: { query: true, export: true, manage: true } };
/** A March slot on the hour (the walk does not keep slots apart: the claim is the handler's, not the decider's). */
const slotOf = (random: Random) => `2026-03-${String(1 + random.int(28)).padStart(2, '0')}T${String(1 + random.int(9)).padStart(2, '0')}:00:00.000Z`;

function walkOf(testbed: ProjectionTestbed, random: Random) {
  const states = new Map<number, Existing>();
  let events = 0;
  let noticeId = 1;
  const append = async (orderId: number, decided: ConsultOrderEvent[]) => {
    if (decided.length === 0) return;
    await testbed.store.appendToStream(consultOrderStream(orderId), decided.map((event) => ({ type: event.type, data: event.data, metadata: { actorId: 'test', schemaVersion: 1 } })));
    events += decided.length;
    let state: ConsultOrderState = states.get(orderId) ?? consultOrderDecider.initialState;
    for (const event of decided) state = consultOrderDecider.evolve(state, event);
    states.set(orderId, state as Existing);
  };
  const decide = (order: ConsultOrderState, command: ConsultOrderCommand): ConsultOrderEvent[] => {
    try {
      return consultOrderDecider.decide(command, order);
    } catch (error) {
      throw new Error(`${command.type} refused in ${order.exists ? `${order.status}/${order.paymentStatus}` : 'none'}: ${JSON.stringify(command)}`, { cause: error });
    }
  };
  const notices = (count: number) => Array.from({ length: count }, () => noticeId++);

  const book = async () => {
    const orderId = states.size + 1;
    const counselorId = random.pick(COUNSELORS);
    const command: ConsultOrderCommand = {
      type: 'Book',
      orderId,
      orderNo: `CO20260101${String(orderId).padStart(6, '0')}`,
      caller: seeker(random.pick(SEEKERS)),
      counselor: { counselorId, status: 'active', modes: ['online', 'inPerson'], price: PRICES[counselorId]!, currency: 'LAK', sessionMinutes: random.pick([30, 60]) },
      form: { counselorId, startsAt: slotOf(random), mode: random.pick(['online', 'inPerson'] as const), topic: random.next() < 0.5 ? `Topic ${orderId}` : null },
      isFreeSlot: true,
      locale: random.pick(LOCALES),
      timeZone: null,
      rules: RULES,
      now: NOW,
      noticeIds: notices(2),
    };
    await append(orderId, decide(consultOrderDecider.initialState, command));
  };

  async function step(): Promise<void> {
    const open = [...states.values()].filter((order) => order.status === 'pendingPayment' || order.status === 'confirmed' || order.status === 'completed' || order.refundDue);
    if (open.length < 6 || random.next() < 0.12) return book();
    const order = random.pick(open);
    const { orderId } = order;
    const roll = random.next();
    if (order.refundDue) return append(orderId, decide(order, { type: 'RecordRefund', amount: order.paidAmount!, providerRef: `refund-${orderId}`, now: NOW }));
    if (order.status === 'completed') {
      if (roll < 0.5 && order.rating === null) return append(orderId, decide(order, { type: 'Rate', caller: seeker(order.seekerId), rating: 1 + random.int(5), comment: random.next() < 0.5 ? 'Thanks' : null, now: AFTER_SESSIONS }));
      return append(orderId, decide(order, { type: 'WriteNotes', caller: random.next() < 0.7 ? counselor(order.counselorId) : STAFF, notes: `After ${random.int(100)}`, now: AFTER_SESSIONS }));
    }
    if (order.status === 'pendingPayment') {
      if (roll < 0.55) return append(orderId, decide(order, { type: 'Pay', payment: { providerTxId: `tx-${orderId}`, amount: order.price, currency: order.currency, paidAt: NOW.toISOString() }, now: NOW, noticeIds: notices(2) }));
      if (roll < 0.75) return append(orderId, decide(order, { type: 'Expire', now: TIMER_NOW, noticeIds: notices(1) }));
    }
    // open (waiting or confirmed): changes of plans before the notice window, and sessions held
    if (roll < 0.8) return append(orderId, decide(order, { type: 'Reschedule', caller: random.next() < 0.7 ? seeker(order.seekerId) : STAFF, startsAt: slotOf(random), isFreeSlot: true, rules: RULES, now: NOW, noticeIds: notices(2) }));
    if (roll < 0.88) {
      const caller = random.pick([seeker(order.seekerId), counselor(order.counselorId), STAFF]);
      return append(orderId, decide(order, { type: 'Cancel', caller, reason: caller === STAFF || caller.userId === order.counselorId ? 'Unwell' : null, rules: RULES, now: NOW, noticeIds: notices(2) }));
    }
    if (order.status !== 'confirmed') return;
    if (roll < 0.92) return append(orderId, decide(order, { type: 'WriteNotes', caller: counselor(order.counselorId), notes: `Before ${random.int(100)}`, now: NOW }));
    const caller = random.next() < 0.7 ? counselor(order.counselorId) : STAFF;
    return append(orderId, decide(order, { type: roll < 0.97 ? 'Complete' : 'MarkNoShow', caller, now: AFTER_SESSIONS, noticeIds: notices(1) }));
  }

  return {
    get count() {
      return states.size;
    },
    get events() {
      return events;
    },
    async start(): Promise<void> {
      for (const counselorId of COUNSELORS) {
        await testbed.store.appendToStream(counselorStream(counselorId), [
          { type: 'CounselorProfileSaved', data: { ...counselorProfileOf({ userId: counselorId, price: PRICES[counselorId]! }), counselorId, actorId: '1' } },
        ]);
      }
    },
    async steps(n: number): Promise<void> {
      for (let index = 0; index < n; index++) await step();
    },
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function orderStreams(testbed: ProjectionTestbed, count: number): Promise<RecordedEvent[][]> {
  const streams: RecordedEvent[][] = [];
  for (let orderId = 1; orderId <= count; orderId++) streams.push(await testbed.store.readStream(consultOrderStream(orderId)));
  return streams;
}

/** What the decider's state says the order's row is. */
function expectedOf(events: RecordedEvent[]) {
  let state: ConsultOrderState = consultOrderDecider.initialState;
  for (const event of events as unknown as ConsultOrderEvent[]) state = consultOrderDecider.evolve(state, event);
  if (!state.exists) throw new Error('an order stream without its booking');
  return {
    id: state.orderId,
    orderNo: state.orderNo,
    seekerId: state.seekerId,
    counselorId: state.counselorId,
    startsAt: iso(state.startsAt),
    endsAt: iso(state.endsAt),
    mode: state.mode,
    topic: state.topic,
    price: state.price,
    currency: state.currency,
    status: state.status,
    paymentStatus: state.paymentStatus,
    payBefore: iso(state.payBefore),
    providerTxId: state.providerTxId,
    refundRef: state.refundRef,
    notes: state.notes,
    rating: state.rating,
    comment: state.comment,
    sequence: state.sequence,
    locale: state.locale,
    cancelledBy: state.cancelledBy,
    cancelReason: state.cancelReason,
  };
}

function orderFromRow(row: ConsultOrderRowColumns): ReturnType<typeof expectedOf> {
  return {
    id: row.id,
    orderNo: row.order_no,
    seekerId: row.seeker_id,
    counselorId: row.counselor_id,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    mode: row.mode,
    topic: row.topic,
    price: row.price,
    currency: row.currency,
    status: row.status,
    paymentStatus: row.payment_status,
    payBefore: iso(row.pay_before),
    providerTxId: row.provider_tx_id,
    refundRef: row.refund_ref,
    notes: row.notes,
    rating: row.rating,
    comment: row.comment,
    sequence: row.sequence,
    locale: row.locale,
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
  };
}

describe('counseling: random accepted commands fold to the read model', () => {
  let testbed: ProjectionTestbed;
  beforeEach(async () => {
    testbed = await createProjectionTestbed();
  });
  afterEach(async () => testbed.dispose());

  // small batches cut the streams (a free booking's confirmation, a payment's) across transactions anywhere
  const project = async (projection: Projection, batchSize: number) => {
    const head = (await testbed.store.headPosition())!;
    await new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection, batchSize, idlePollMs: 50 }).run(new AbortController().signal, head);
  };
  const rebuild = (projection: Projection, batchSize: number) =>
    rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection, batchSize });

  async function expectReadModelsToFold(streams: RecordedEvent[][]) {
    const expected = streams.map(expectedOf);
    const rows: ConsultOrderRowColumns[] = await testbed.db(CONSULT_ORDERS_TABLE).orderBy('id').select();
    expect(rows.map(orderFromRow)).toEqual(expected);
    const counselors: CounselorRowColumns[] = await testbed.db(COUNSELORS_TABLE).orderBy('id').select();
    const ratings = COUNSELORS.map((id) => {
      const rated = expected.filter((order) => order.counselorId === id && order.rating !== null);
      return { id, ratingSum: rated.reduce((sum, order) => sum + order.rating!, 0), ratingCount: rated.length };
    });
    expect(counselors.map((row) => ({ id: row.id, ratingSum: row.rating_sum, ratingCount: row.rating_count }))).toEqual(ratings);
  }

  for (const seed of [20261125, 17, 4242]) {
    it(`holds for seed ${seed}, after projection and after a rebuild`, async () => {
      const random = randomOf(seed);
      const walk = walkOf(testbed, random);
      await walk.start();
      // projected and compared after each round: the orders met on the way, not only where the walks end
      for (let round = 0; round < 4; round++) {
        await walk.steps(80);
        await project(counselingProjection, 1 + random.int(9));
        await expectReadModelsToFold(await orderStreams(testbed, walk.count));
      }
      expect(walk.events).toBeGreaterThan(200);
      const streams = await orderStreams(testbed, walk.count);
      // the walks went everywhere: every kind of event
      const types = new Set(streams.flat().map((event) => event.type));
      expect([...consultOrderEventTypes].filter((type) => !types.has(type)), `seed ${seed}: events never recorded`).toEqual([]);

      const liveOrders = await testbed.db(CONSULT_ORDERS_TABLE).orderBy('id').select();
      const liveCounselors = await testbed.db(COUNSELORS_TABLE).orderBy('id').select();
      await rebuild(counselingProjection, 1 + random.int(9));
      await expectReadModelsToFold(streams);
      expect(await testbed.db(CONSULT_ORDERS_TABLE).orderBy('id').select()).toEqual(liveOrders);
      expect(await testbed.db(COUNSELORS_TABLE).orderBy('id').select()).toEqual(liveCounselors);
    });
  }
});
