import { randomBytes } from 'node:crypto';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFromUrl, jobIdFor, JobQueues } from '../reactors/queues';
import { reactorProjection, type Reactor } from '../reactors/reactor';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import {
  expiryReminded,
  membershipActivated,
  orderCancelled,
  orderSubmitted,
  promotionStarted,
  qrIssued,
} from './membershipEventFixtures';
import { membershipNoticesReactor } from './membershipNotices.reactor';
import { membershipTimersReactor } from './membershipTimers.reactor';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const DAY_MS = 24 * 3600_000;

describe('membership reactors on real PostgreSQL and Redis', () => {
  let testbed: ProjectionTestbed;
  let queues: JobQueues;
  let sequence = 0;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    queues = new JobQueues({ connection, prefix: `jmtest-${randomBytes(4).toString('hex')}` });
  });
  afterAll(async () => {
    for (const name of ['notices', 'membership'] as const) await queues.get(name).obliterate({ force: true });
    await queues.close();
    await testbed?.dispose();
  });

  async function runUntil(reactor: Reactor, position: string) {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: reactorProjection(reactor, queues), attempts: 1 });
    await runner.run(new AbortController().signal, position);
  }

  /** Appends the fixtures' events to their streams; answers the last position and each event's id, in order. */
  async function happen(events: { streamId: string; type: string; data: unknown }[]) {
    let position = '';
    const ids: string[] = [];
    for (const event of events) {
      ({ position } = await testbed.store.appendToStream(event.streamId, [{ type: event.type, data: event.data }], { expectedRevision: 'any' }));
      ids.push((await testbed.store.readStream(event.streamId)).at(-1)!.id);
    }
    return { position, ids };
  }

  const jobsIn = async (queue: 'notices' | 'membership'): Promise<Job[]> => queues.get(queue).getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  /** When a delayed job is due. */
  const dueAt = (job: Job | undefined) => job!.timestamp + (job!.opts.delay ?? 0);

  it('sets an order’s time limit and each QR’s reconciliation, due when they lapse, ids derived from the events', async () => {
    const orderNo = `VIP20260201${String(++sequence).padStart(6, '0')}`;
    const submitted = new Date();
    const payBefore = new Date(submitted.getTime() + 3 * DAY_MS);
    const qrExpiry = new Date(submitted.getTime() + 15 * 60_000);
    const { position, ids } = await happen([orderSubmitted(orderNo, 9, submitted, { payBefore }), qrIssued(orderNo, 'R1', qrExpiry)]);
    await runUntil(membershipTimersReactor, position);

    const timeLimit = await queues.get('membership').getJob(jobIdFor('vip-order-time-limit', ids[0]!));
    const reconcile = await queues.get('membership').getJob(jobIdFor('vip-payment-reconcile', ids[1]!));
    expect([timeLimit?.name, timeLimit?.data]).toEqual(['cancelUnpaidOrder', { orderNo }]);
    expect([reconcile?.name, reconcile?.data]).toEqual(['reconcilePayment', { orderNo, reference: 'R1' }]);
    expect(await timeLimit?.getState()).toBe('delayed');
    expect(dueAt(timeLimit)).toBeGreaterThanOrEqual(payBefore.getTime() - 1);
    expect(dueAt(reconcile)).toBeGreaterThanOrEqual(qrExpiry.getTime() - 1);
    expect(dueAt(reconcile)).toBeLessThan(payBefore.getTime());
  });

  it('sets a membership’s end and the reminder before it, and a featured job’s end', async () => {
    const publisherId = 100 + ++sequence;
    const start = new Date();
    const end = new Date(start.getTime() + 30 * DAY_MS);
    const remindAt = new Date(end.getTime() - 3 * DAY_MS);
    const promotionEnd = new Date(start.getTime() + 7 * DAY_MS);
    const { position, ids } = await happen([membershipActivated(publisherId, 'VIP1', start, end, { remindAt }), promotionStarted(publisherId, 8, 41, start, promotionEnd)]);
    await runUntil(membershipTimersReactor, position);

    const expiry = await queues.get('membership').getJob(jobIdFor('membership-expiry', ids[0]!));
    const reminder = await queues.get('membership').getJob(jobIdFor('membership-reminder', ids[0]!));
    const promotion = await queues.get('membership').getJob(jobIdFor('promotion-end', ids[1]!));
    expect([expiry?.name, expiry?.data]).toEqual(['expireMembership', { publisherId, endTime: end.toISOString() }]);
    expect([reminder?.name, reminder?.data]).toEqual(['remindMembershipExpiry', { publisherId, endTime: end.toISOString() }]);
    expect([promotion?.name, promotion?.data]).toEqual(['endPromotion', { publisherId, promotionId: 8 }]);
    expect(dueAt(expiry)).toBeGreaterThanOrEqual(end.getTime() - 1);
    expect(dueAt(reminder)).toBeGreaterThanOrEqual(remindAt.getTime() - 1);
    expect(dueAt(reminder)).toBeLessThan(end.getTime());
    expect(dueAt(promotion)).toBeGreaterThanOrEqual(promotionEnd.getTime() - 1);
  });

  it('tells the publisher each activation and time-limit cancellation that reserved a notice, and every reminder', async () => {
    const publisherId = 100 + ++sequence;
    const start = new Date();
    const end = new Date(start.getTime() + 30 * DAY_MS);
    const told = await happen([
      membershipActivated(publisherId, 'VIP20260201000077', start, end, { noticeId: 61 }),
      expiryReminded(publisherId, end, 62),
      orderCancelled('VIP20260201000078', 'timeLimit', { noticeId: 63 }),
    ]);
    // the seed's activations and staff cancellations reserve none
    const untold = await happen([membershipActivated(publisherId, 'VIP20260201000079', start, end), orderCancelled('VIP20260201000080', 'staff', { reason: 'Duplicate' })]);
    await runUntil(membershipNoticesReactor, untold.position);

    const jobs = (await jobsIn('notices')).map((job) => [job.id, job.name, job.data]);
    expect(jobs.sort()).toEqual(
      [
        [jobIdFor('membership-notice', told.ids[0]!), 'membershipNotice', { kind: 'activated', publisherId, noticeId: 61, orderNo: 'VIP20260201000077' }],
        [jobIdFor('membership-notice', told.ids[1]!), 'membershipNotice', { kind: 'expiring', publisherId, noticeId: 62 }],
        [jobIdFor('membership-notice', told.ids[2]!), 'membershipNotice', { kind: 'cancelled', noticeId: 63, orderNo: 'VIP20260201000078' }],
      ].sort(),
    );
  });

  it('enqueues nothing twice when the same events are reacted to again', async () => {
    const orderNo = `VIP20260201${String(++sequence).padStart(6, '0')}`;
    const { position, ids } = await happen([orderSubmitted(orderNo, 9, new Date())]);
    await runUntil(membershipTimersReactor, position);
    // a second reactor under another checkpoint name reads the same event: BullMQ keeps the job the id names
    await runUntil({ ...membershipTimersReactor, name: 'membership_timers_again_v1' }, position);
    const timeLimits = (await jobsIn('membership')).filter((job) => job.data.orderNo === orderNo);
    expect(timeLimits.map((job) => job.id)).toEqual([jobIdFor('vip-order-time-limit', ids[0]!)]);
  });
});

