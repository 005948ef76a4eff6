import { randomBytes } from 'node:crypto';
import type { ConsultOrderEvent } from '@jobmarket/contracts';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFromUrl, jobIdFor, JobQueues } from '../reactors/queues';
import { reactorProjection, type Reactor } from '../reactors/reactor';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { consultNoticesReactor } from './consultNotices.reactor';
import { CONSULT_REMINDER_BEFORE_MS, consultTimersReactor } from './consultTimers.reactor';
import { bookedData } from './counselingEventFixtures';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const HOUR_MS = 3600_000;

describe('counseling reactors on real PostgreSQL and Redis', () => {
  let testbed: ProjectionTestbed;
  let queues: JobQueues;
  let orderSeq = 0;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    queues = new JobQueues({ connection, prefix: `jmtest-${randomBytes(4).toString('hex')}` });
  });
  afterAll(async () => {
    for (const name of ['notices', 'counseling'] as const) await queues.get(name).obliterate({ force: true });
    await queues.close();
    await testbed?.dispose();
  });

  async function runUntil(reactor: Reactor, position: string) {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: reactorProjection(reactor, queues), attempts: 1 });
    await runner.run(new AbortController().signal, position);
  }

  /** Appends events to a fresh order's stream (its id filled in); answers the last position and each event's id. */
  async function happen(events: ConsultOrderEvent[], correlationId?: string) {
    const orderId = 3000 + ++orderSeq;
    const withId = events.map((event) => ({ type: event.type, data: { ...event.data, orderId }, ...(correlationId ? { metadata: { correlationId } } : {}) }));
    const { position } = await testbed.store.appendToStream(`consult-order-${orderId}`, withId, { expectedRevision: 'any' });
    const recorded = await testbed.store.readStream(`consult-order-${orderId}`);
    return { orderId, position, eventIds: recorded.map((event) => event.id) };
  }

  const jobsIn = async (queue: 'notices' | 'counseling'): Promise<Job[]> => queues.get(queue).getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  const dueAt = (job: Job | undefined) => job!.timestamp + (job!.opts.delay ?? 0);
  const startsAt = new Date(Date.now() + 72 * HOUR_MS).toISOString();
  const later = new Date(Date.now() + 96 * HOUR_MS).toISOString();
  const payBefore = new Date(Date.now() + 0.5 * HOUR_MS).toISOString();
  const booked = (changes: Partial<ReturnType<typeof bookedData>> = {}): ConsultOrderEvent => ({ type: 'ConsultBooked', data: bookedData(0, { startsAt, endsAt: later, payBefore, ...changes }) });

  it('sets the payment time limit at payBefore and a reminder a day before each confirmed or moved start', async () => {
    const paid = await happen([
      booked(),
      { type: 'ConsultPaid', data: { orderId: 0, providerTxId: 'tx', amount: 150_000, paidAt: new Date().toISOString() } },
      { type: 'ConsultConfirmed', data: { orderId: 0, sequence: 0 } },
      { type: 'ConsultRescheduled', data: { orderId: 0, startsAt: later, endsAt: later, from: { startsAt, endsAt: later }, actorId: '21', sequence: 1 } },
    ]);
    // a free session has nothing to pay: no time limit; the seed's orders run their timers too
    const free = await happen([booked({ price: 0, payBefore: null }), { type: 'ConsultConfirmed', data: { orderId: 0, sequence: 0 } }], 'seed');
    await runUntil(consultTimersReactor, free.position);

    const job = (purpose: string, eventId: string) => queues.get('counseling').getJob(jobIdFor(purpose, eventId));
    const expire = await job('consult-expire', paid.eventIds[0]!);
    expect([expire?.name, expire?.data, await expire?.getState()]).toEqual(['expireConsult', { orderId: paid.orderId }, 'delayed']);
    expect(dueAt(expire)).toBeGreaterThanOrEqual(new Date(payBefore).getTime() - 1);
    const onConfirm = await job('consult-remind', paid.eventIds[2]!);
    expect([onConfirm?.name, onConfirm?.data, onConfirm?.opts.delay]).toEqual(['remindConsult', { orderId: paid.orderId }, 0]);
    const onMove = await job('consult-remind', paid.eventIds[3]!);
    expect(onMove?.data).toEqual({ orderId: paid.orderId, startsAt: later });
    expect(dueAt(onMove)).toBeGreaterThanOrEqual(new Date(later).getTime() - CONSULT_REMINDER_BEFORE_MS - 1);
    expect((await jobsIn('counseling')).map((queued) => queued.id).sort()).toEqual(
      [jobIdFor('consult-expire', paid.eventIds[0]!), jobIdFor('consult-remind', paid.eventIds[2]!), jobIdFor('consult-remind', paid.eventIds[3]!), jobIdFor('consult-remind', free.eventIds[1]!)].sort(),
    );
    for (const queued of await jobsIn('counseling')) await queued.remove();
  });

  it('tells each reserved notice, mails the calendar for a confirmation, a move and a cancellation, and refunds a refunded cancellation', async () => {
    const flow = await happen([
      { ...booked(), data: { ...booked().data, noticeIds: [701] } } as ConsultOrderEvent,
      { type: 'ConsultPaid', data: { orderId: 0, providerTxId: 'tx', amount: 150_000, paidAt: new Date().toISOString() } },
      { type: 'ConsultConfirmed', data: { orderId: 0, sequence: 0, noticeIds: [702, 703] } },
      { type: 'ConsultRescheduled', data: { orderId: 0, startsAt: later, endsAt: later, from: { startsAt, endsAt: later }, actorId: '21', sequence: 1, noticeIds: [704, 705] } },
      { type: 'ConsultCancelled', data: { orderId: 0, by: 'seeker', actorId: '21', reason: null, refund: true, sequence: 2, noticeIds: [706, 707] } },
    ]);
    // a cancellation without money to give back: the calendar only
    const unpaid = await happen([booked(), { type: 'ConsultCancelled', data: { orderId: 0, by: 'counselor', actorId: '30', reason: 'Ill', refund: false, sequence: 1 } }]);
    // the seed tells nobody and refunds its own
    const seeded = await happen(
      [booked({ price: 0, payBefore: null }), { type: 'ConsultConfirmed', data: { orderId: 0, sequence: 0, noticeIds: [801, 802] } }, { type: 'ConsultCancelled', data: { orderId: 0, by: 'seeker', actorId: '21', reason: null, refund: true, sequence: 1 } }],
      'seed',
    );
    await runUntil(consultNoticesReactor, seeded.position);

    const id = (index: number) => flow.eventIds[index]!;
    // the first test's order is not this one's
    const ofThese = (job: Job) => [flow.orderId, unpaid.orderId, seeded.orderId].includes((job.data as { orderId: number }).orderId);
    const invitation = (eventId: string, orderId = flow.orderId) => [jobIdFor('consult-invitation', eventId), 'consultInvitation', { orderId, eventId }];
    expect((await jobsIn('counseling')).filter(ofThese).map((job) => [job.id, job.name, job.data]).sort()).toEqual(
      [invitation(id(2)), invitation(id(3)), invitation(id(4)), [jobIdFor('consult-refund', id(4)), 'refundConsult', { orderId: flow.orderId }], invitation(unpaid.eventIds[1]!, unpaid.orderId)].sort(),
    );
    const notice = (noticeId: number, eventId: string) => [jobIdFor(`consult-notice-${noticeId}`, eventId), 'consultNotice', { orderId: flow.orderId, noticeId, eventId }];
    expect((await jobsIn('notices')).filter(ofThese).map((job) => [job.id, job.name, job.data]).sort()).toEqual(
      [notice(701, id(0)), notice(702, id(2)), notice(703, id(2)), notice(704, id(3)), notice(705, id(3)), notice(706, id(4)), notice(707, id(4))].sort(),
    );
  });
});
