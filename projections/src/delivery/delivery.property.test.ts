import {
  allowedDeliveryActions,
  awaitedAuditOf,
  deliveryActors,
  deliveryOrderEventTypes,
  deliveryOrderStream,
  type DeliveryAction,
  type DeliveryOrderEvent,
  type DeliveryRole,
  terminalDeliveryStates,
} from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// the write side's decider (api depends on projections, not the reverse: a test-only import)
import type { DeliveryCaller } from '../../../api/src/modules/delivery/deliveryAccess';
import { deliveryDecider, type DeliveryCommand, type DeliveryOrderState, type DeliveryStep } from '../../../api/src/modules/delivery/deliveryDecider';
import { jobPosted } from '../jobs/jobEventFixtures';
import { jobsProjection } from '../jobs/jobs.projection';
import { JOB_APPLICANTS_TABLE, JOBS_TABLE } from '../jobs/tables';
import type { Projection } from '../runner/projection';
import { ProjectionRunner } from '../runner/projectionRunner';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { deliveryProjection as delivery } from './delivery.projection';
import { deliveredData } from './deliveryEventFixtures';
import type { DeliveryOrderRowColumns } from './deliveryRow';
import { DELIVERY_ORDERS_TABLE } from './tables';

/**
 * Property (issue 15): any random sequence of the actions the machine allows, decided by the api's decider, folds to
 * the same order as the read model holds after projection (in batches that cut streams anywhere) and again after a
 * zero-downtime rebuild; the jobs projection's job-seeker rows carry each order's state and every job counts its orders.
 */

const TIME_ZONE = 'Asia/Vientiane';
const JOBS = [1, 2, 3];
const STAFF: DeliveryCaller = { userId: 1, may: { query: true, add: true, audit: true, invoice: true, reopen: true }, seesAll: true };
const ENDING_ACTIONS: ReadonlySet<DeliveryAction> = new Set(['rejectResume', 'rejectByEmployer', 'failInterview', 'notJoin', 'leaveEarly', 'withdraw']);
const TERMINAL: Readonly<Record<string, true>> = Object.fromEntries(terminalDeliveryStates.map((state) => [state, true]));
const NOBODY_MAY = { query: false, add: false, audit: false, invoice: false, reopen: false };

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

type Existing = Extract<DeliveryOrderState, { exists: true }>;

/** A caller holding one of the roles the table names for the action (staff when the order has no resume auditor). */
function callerFor(order: Existing, action: DeliveryAction, random: Random): DeliveryCaller {
  const role: DeliveryRole = random.pick(deliveryActors[action]);
  if (role === 'deliveryPerson') return { userId: order.deliveredById, may: NOBODY_MAY, seesAll: false };
  if (role === 'publisher') return { userId: order.publisherId, may: NOBODY_MAY, seesAll: false };
  if (role === 'resumeAuditor' && order.auditorId !== null) return { userId: order.auditorId, may: NOBODY_MAY, seesAll: false };
  return STAFF;
}

const day = (random: Random, month: number) => `2026-${String(month).padStart(2, '0')}-${String(1 + random.int(28)).padStart(2, '0')}`;
const refusal = (random: Random) => ({ reasonCode: random.pick(['skillsMismatch', 'positionFilled', 'other']), reason: `reason ${random.int(1000)}`, remark: null });
const remark = (random: Random) => (random.next() < 0.5 ? `remark ${random.int(1000)}` : null);
const file = (order: Existing, random: Random, name: string) => ({ fileId: `00000000-0000-4000-8000-${String(order.orderId * 1000 + random.int(1000)).padStart(12, '0')}`, name });

/** The command that takes the action, with plausible random inputs. */
function commandFor(order: Existing, action: DeliveryAction, random: Random, now: Date): DeliveryCommand {
  if (action === 'elapseGuarantee') return { type: 'ElapseGuarantee', now: new Date('2030-01-01T00:00:00Z') };
  const caller = callerFor(order, action, random);
  if (action === 'uploadInvoice') return { type: 'UploadInvoice', invoiceDate: day(random, 11), files: [file(order, random, 'invoice.pdf')], remark: remark(random), caller, now };
  const step = ((): DeliveryStep => {
    switch (action) {
      case 'approveResume':
      case 'acceptByEmployer':
        return { action, remark: remark(random) };
      case 'rejectResume':
      case 'rejectByEmployer':
      case 'failInterview':
      case 'notJoin':
        return { action, ...refusal(random) };
      case 'scheduleInterview':
        return { action, interviewAt: `${day(random, 2)}T${String(8 + random.int(9)).padStart(2, '0')}:30`, place: `room ${random.int(50)}`, remark: remark(random) };
      case 'passInterview':
        return { action, proof: [file(order, random, 'proof.jpg')], confirmedName: order.candidateName, remark: remark(random) };
      case 'join':
        return { action, onboardDate: day(random, 3), remark: remark(random) };
      case 'leaveEarly':
        // never before the onboarding day (the decider refuses that)
        return { action, leftOn: day(random, 6), reason: 'moved away', remark: null };
      case 'withdraw':
        return { action, reason: random.next() < 0.5 ? 'found another job' : null };
      case 'reopen':
        return { action, reason: 'by mistake' };
    }
  })();
  return { type: 'Advance', step, caller, now, timeZone: TIME_ZONE };
}

/**
 * A walk over `orders` orders: delivered to random jobs, then random allowed actions taken on random orders, each
 * decided against the order's state and appended as the api would (one append per command).
 */
function walkOf(testbed: ProjectionTestbed, random: Random, orders: number) {
  const states = new Map<number, Existing>();
  let events = 0;
  const append = async (orderId: number, decided: DeliveryOrderEvent[]) => {
    if (decided.length === 0) return;
    await testbed.store.appendToStream(
      deliveryOrderStream(orderId),
      decided.map((event) => ({ type: event.type, data: event.data, metadata: { actorId: event.data.actorId ?? 'system', schemaVersion: 1 } })),
    );
    events += decided.length;
    let state: DeliveryOrderState = states.get(orderId) ?? deliveryDecider.initialState;
    for (const event of decided) state = deliveryDecider.evolve(state, event);
    states.set(orderId, state as Existing);
  };
  return {
    orders,
    get events() {
      return events;
    },
    async deliver(): Promise<void> {
      for (const jobId of JOBS) await testbed.store.appendToStream(jobPosted(jobId, 9).streamId, [{ type: 'JobPosted', data: jobPosted(jobId, 9).data }]);
      for (let orderId = 1; orderId <= orders; orderId++) {
        const seekerId = 100 + orderId;
        const data = deliveredData(orderId, {
          jobId: random.pick(JOBS),
          seekerId,
          resumeId: 1000 + orderId,
          candidateName: `Candidate ${orderId}`,
          resumeAuditorId: random.next() < 0.2 ? null : 5,
          deliveredBy: random.next() < 0.3 ? { userId: 3, kind: 'staff' } : { userId: seekerId, kind: 'seeker' },
          guaranteeMonth: random.int(3),
          deliveryTime: new Date(Date.UTC(2026, 0, 1 + random.int(60), random.int(24))).toISOString(),
        });
        await append(orderId, [{ type: 'OrderDelivered', data }]);
      }
    },
    async steps(count: number): Promise<void> {
      for (let step = 0; step < count; step++) {
        const orderId = 1 + random.int(orders);
        const order = states.get(orderId)!;
        // an ended order is mostly left ended (reopen is the only action there)
        if (order.state in TERMINAL && random.next() < 0.7) continue;
        // mostly onwards, so walks reach onboarding, the guarantee and the invoice as well as the early ends
        const allowed = allowedDeliveryActions(order.state);
        const onwards = allowed.filter((candidate) => !ENDING_ACTIONS.has(candidate));
        const action = random.pick(onwards.length > 0 && random.next() < 0.75 ? onwards : allowed);
        const command = commandFor(order, action, random, new Date());
        let decided: DeliveryOrderEvent[];
        try {
          decided = deliveryDecider.decide(command, order);
        } catch (error) {
          throw new Error(`${action} refused in ${order.state}: ${JSON.stringify(command)}`, { cause: error });
        }
        await append(orderId, decided);
      }
    },
  };
}

async function allOrderStreams(testbed: ProjectionTestbed, orders: number): Promise<Map<number, RecordedEvent[]>> {
  const streams = new Map<number, RecordedEvent[]>();
  for (let orderId = 1; orderId <= orders; orderId++) streams.set(orderId, await testbed.store.readStream(deliveryOrderStream(orderId)));
  return streams;
}

/** The decider's state over the stored events (with their recorded times, as the history folds them). */
function foldStored(events: RecordedEvent[]): Existing {
  let state: DeliveryOrderState = deliveryDecider.initialState;
  for (const event of events) state = deliveryDecider.evolve(state, event as unknown as DeliveryOrderEvent);
  if (!state.exists) throw new Error('an order stream without its delivery');
  return state;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
// a `date` column comes back as local midnight
const localDay = (value: Date | string | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;

/** What both sides must agree on, in one shape. */
function fromState(order: Existing) {
  return {
    id: order.orderId,
    orderNo: order.orderNo,
    jobId: order.jobId,
    publisherId: order.publisherId,
    seekerId: order.seekerId,
    resumeId: order.resumeId,
    auditorId: order.auditorId,
    deliveredById: order.deliveredById,
    deliveredByKind: order.deliveredByKind,
    deliveryTime: iso(order.deliveryTime),
    candidateName: order.candidateName,
    state: order.state,
    previousState: order.previousState,
    awaitedAudit: awaitedAuditOf[order.state] ?? null,
    auditType: order.auditType,
    auditStatus: order.auditStatus,
    auditTime: iso(order.auditTime),
    remark: order.remark,
    rejectReasonCode: order.rejectReasonCode,
    rejectReason: order.rejectReason,
    interviewAt: iso(order.interviewAt),
    interviewPlace: order.interviewPlace,
    interviewSequence: order.interviewSequence,
    onboardDate: order.onboardDate,
    guaranteeMonth: order.guaranteeMonth,
    guaranteeEndsAt: iso(order.guaranteeEndsAt),
    invoiceDate: order.invoiceDate,
    uploadTime: iso(order.uploadTime),
    invoiceFiles: order.invoiceFiles,
    interviewProof: order.interviewProof,
    totalCommission: order.totalCommission,
    commission: order.commission,
    currency: order.currency,
    commissionOutcome: order.commissionOutcome,
  };
}

function fromRow(row: DeliveryOrderRowColumns): ReturnType<typeof fromState> {
  return {
    id: row.id,
    orderNo: row.order_no,
    jobId: row.job_id,
    publisherId: row.publisher_id,
    seekerId: row.seeker_id,
    resumeId: row.resume_id,
    auditorId: row.auditor_id,
    deliveredById: row.delivered_by_id,
    deliveredByKind: row.delivered_by_kind,
    deliveryTime: iso(row.delivery_time),
    candidateName: row.candidate_name,
    state: row.state,
    previousState: row.previous_state,
    awaitedAudit: row.awaited_audit,
    auditType: row.audit_type,
    auditStatus: row.audit_status,
    auditTime: iso(row.audit_time),
    remark: row.remark,
    rejectReasonCode: row.reject_reason_code,
    rejectReason: row.reject_reason,
    interviewAt: iso(row.interview_at),
    interviewPlace: row.interview_place,
    interviewSequence: row.interview_sequence,
    onboardDate: localDay(row.onboard_date),
    guaranteeMonth: row.guarantee_month,
    guaranteeEndsAt: iso(row.guarantee_ends_at),
    invoiceDate: localDay(row.invoice_date),
    uploadTime: iso(row.upload_time),
    invoiceFiles: row.invoice_files,
    interviewProof: row.interview_proof,
    totalCommission: Number(row.total_commission),
    commission: row.commission,
    currency: row.currency,
    commissionOutcome: row.commission_outcome,
  };
}

describe('delivery orders: random allowed actions fold to the read model', () => {
  let testbed: ProjectionTestbed;
  beforeEach(async () => {
    testbed = await createProjectionTestbed();
  });
  afterEach(async () => testbed.dispose());

  // small batches cut the streams (and an order's steps) across transactions anywhere
  const project = async (projection: Projection, batchSize: number) => {
    const head = (await testbed.store.headPosition())!;
    await new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection, batchSize, idlePollMs: 50 }).run(new AbortController().signal, head);
  };
  const rebuild = (projection: Projection, batchSize: number) =>
    rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection, batchSize });

  async function expectReadModelsToFold(streams: Map<number, RecordedEvent[]>) {
    const expected = [...streams.values()].map((events) => fromState(foldStored(events)));
    const rows: DeliveryOrderRowColumns[] = await testbed.db(DELIVERY_ORDERS_TABLE).orderBy('id').select();
    expect(rows.map(fromRow)).toEqual(expected);

    const applicants = await testbed.db(JOB_APPLICANTS_TABLE).orderBy('delivery_order_id').select('delivery_order_id', 'job_id', 'seeker_id', 'seeker_name', 'resume_id', 'status');
    expect(applicants).toEqual(
      expected.map((order) => ({ delivery_order_id: order.id, job_id: order.jobId, seeker_id: order.seekerId, seeker_name: order.candidateName, resume_id: order.resumeId, status: order.state })),
    );
    const counts = await testbed.db(JOBS_TABLE).orderBy('id').select('id', 'applicant_count');
    expect(counts).toEqual(JOBS.map((jobId) => ({ id: jobId, applicant_count: expected.filter((order) => order.jobId === jobId).length })));
  }

  for (const seed of [20261125, 7, 4242]) {
    it(`holds for seed ${seed}, after projection and after a rebuild`, async () => {
      const random = randomOf(seed);
      const walk = walkOf(testbed, random, 24);
      await walk.deliver();
      // projected and compared after each round: the states met on the way, not only where the walks end
      for (let round = 0; round < 4; round++) {
        await walk.steps(60);
        await project(delivery, 1 + random.int(9));
        await project(jobsProjection, 1 + random.int(9));
        await expectReadModelsToFold(await allOrderStreams(testbed, walk.orders));
      }
      expect(walk.events).toBeGreaterThan(150);
      const streams = await allOrderStreams(testbed, walk.orders);
      // the walks went everywhere: every kind of step was taken
      const types = new Set([...streams.values()].flat().map((event) => event.type));
      expect([...deliveryOrderEventTypes].filter((type) => !types.has(type)), `seed ${seed}: steps never taken`).toEqual([]);

      const liveRows = await testbed.db(DELIVERY_ORDERS_TABLE).orderBy('id').select();
      await rebuild(delivery, 1 + random.int(9));
      await rebuild(jobsProjection, 1 + random.int(9));
      await expectReadModelsToFold(streams);
      expect(await testbed.db(DELIVERY_ORDERS_TABLE).orderBy('id').select()).toEqual(liveRows);
    });
  }
});
