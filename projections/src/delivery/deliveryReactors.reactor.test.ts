import { randomBytes } from 'node:crypto';
import type { DeliveryOrderEvent } from '@jobmarket/contracts';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFromUrl, jobIdFor, JobQueues } from '../reactors/queues';
import { reactorProjection, type Reactor } from '../reactors/reactor';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { deliveryNoticesReactor } from './deliveryNotices.reactor';
import { deliveryTimersReactor } from './deliveryTimers.reactor';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const audit = { actorId: '2', auditStatus: 1 as const, remark: null };
const refusal = { ...audit, auditStatus: 2 as const, reasonCode: 'noShow', reason: 'Did not come' };

describe('delivery reactors on real PostgreSQL and Redis', () => {
  let testbed: ProjectionTestbed;
  let queues: JobQueues;
  let orderSeq = 0;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    queues = new JobQueues({ connection, prefix: `jmtest-${randomBytes(4).toString('hex')}` });
  });
  afterAll(async () => {
    for (const name of ['notices', 'delivery'] as const) await queues.get(name).obliterate({ force: true });
    await queues.close();
    await testbed?.dispose();
  });

  async function runUntil(reactor: Reactor, position: string) {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: reactorProjection(reactor, queues), attempts: 1 });
    await runner.run(new AbortController().signal, position);
  }

  /** Appends steps to a fresh order's stream (its id filled in); answers the last position and each event's id. */
  async function happen(events: DeliveryOrderEvent[], correlationId?: string) {
    const orderId = 1000 + ++orderSeq;
    const stream = `delivery-order-${orderId}`;
    const withId = events.map((event) => ({ type: event.type, data: { ...event.data, orderId }, ...(correlationId ? { metadata: { correlationId } } : {}) }));
    const { position } = await testbed.store.appendToStream(stream, withId, { expectedRevision: 'any' });
    const recorded = await testbed.store.readStream(stream);
    return { orderId, position, eventIds: recorded.map((event) => event.id) };
  }

  const jobsIn = async (queue: 'notices' | 'delivery'): Promise<Job[]> => queues.get(queue).getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  const dueAt = (job: Job | undefined) => job!.timestamp + (job!.opts.delay ?? 0);

  it('sets the guarantee timer at its end when a candidate joins with a guarantee, and again on a reopen into Onboarded', async () => {
    const guaranteeEndsAt = new Date(Date.now() + 90 * 24 * 3600_000).toISOString();
    const onboardDate = new Date().toISOString().slice(0, 10);
    const joined = await happen([
      { type: 'CandidateJoined', data: { orderId: 0, ...audit, auditType: 'joining', onboardDate, guaranteeEndsAt } },
      { type: 'OrderReopened', data: { orderId: 0, actorId: '1', reason: 'left by mistake', intoState: 'Onboarded' } },
      { type: 'OrderReopened', data: { orderId: 0, actorId: '1', reason: 'wrong', intoState: 'PendingInterview' } },
    ]);
    // no guarantee: joining elapsed it in the same append, so no timer
    const noGuarantee = await happen([
      { type: 'CandidateJoined', data: { orderId: 0, ...audit, auditType: 'joining', onboardDate, guaranteeEndsAt: `${onboardDate}T00:00:00.000Z` } },
    ]);
    await runUntil(deliveryTimersReactor, noGuarantee.position);

    const timer = await queues.get('delivery').getJob(jobIdFor('delivery-guarantee', joined.eventIds[0]!));
    expect([timer?.name, timer?.data]).toEqual(['elapseGuarantee', { orderId: joined.orderId, guaranteeEndsAt }]);
    expect(await timer?.getState()).toBe('delayed');
    expect(dueAt(timer)).toBeGreaterThanOrEqual(new Date(guaranteeEndsAt).getTime() - 1);
    // the reopen's timer runs at once: the worker defers it to the order's own end
    const reopened = await queues.get('delivery').getJob(jobIdFor('delivery-guarantee', joined.eventIds[1]!));
    expect([reopened?.name, reopened?.data, reopened?.opts.delay]).toEqual(['elapseGuarantee', { orderId: joined.orderId }, 0]);
    expect((await jobsIn('delivery')).map((job) => job.id).sort()).toEqual(
      [jobIdFor('delivery-guarantee', joined.eventIds[0]!), jobIdFor('delivery-guarantee', joined.eventIds[1]!)].sort(),
    );
  });

  it('enqueues one notice job per reserved notice, and the invitation or its cancellation for the candidate', async () => {
    const interviewAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const uid = 'delivery-order-x@jobmarket';
    const flow = await happen([
      { type: 'ResumeApproved', data: { orderId: 0, ...audit, auditType: 'resume', noticeIds: [81, 82] } },
      { type: 'InterviewScheduled', data: { orderId: 0, ...audit, auditStatus: 0, auditType: 'interview', interviewAt, place: 'Room 1', sequence: 0, uid, noticeIds: [83] } },
      { type: 'InterviewFailed', data: { orderId: 0, ...refusal, auditType: 'interview', cancelSequence: 1, noticeIds: [84] } },
    ]);
    const withdrawn = await happen([
      { type: 'OrderWithdrawn', data: { orderId: 0, actorId: '5', reason: null, cancelSequence: 3, noticeIds: [85, 86] } },
      // no interview was out: a withdrawal cancels nothing
    ]);
    const quiet = await happen([{ type: 'OrderWithdrawn', data: { orderId: 0, actorId: '5', reason: null, cancelSequence: null, noticeIds: [87] } }]);
    // steps appended without notices invite nobody; the demo seed's commands (correlation id `seed`) tell nobody
    await happen([
      { type: 'InterviewScheduled', data: { orderId: 0, ...audit, auditStatus: 0, auditType: 'interview', interviewAt, place: 'Room 2', sequence: 0, uid } },
      { type: 'CommissionEarned', data: { orderId: 0, actorId: null, amounts: { company: 1, auditor: 1, candidate: 1 }, currency: 'LAK' } },
    ]);
    const seeded = await happen(
      [{ type: 'InterviewScheduled', data: { orderId: 0, ...audit, auditStatus: 0, auditType: 'interview', interviewAt, place: 'Room 2', sequence: 0, uid, noticeIds: [88] } }],
      'seed',
    );
    await runUntil(deliveryNoticesReactor, seeded.position);

    const notice = (orderId: number, eventId: string, noticeId: number) => [jobIdFor(`delivery-notice-${noticeId}`, eventId), 'deliveryNotice', { orderId, noticeId }];
    expect((await jobsIn('notices')).map((job) => [job.id, job.name, job.data]).sort()).toEqual(
      [
        notice(flow.orderId, flow.eventIds[0]!, 81),
        notice(flow.orderId, flow.eventIds[0]!, 82),
        notice(flow.orderId, flow.eventIds[1]!, 83),
        notice(flow.orderId, flow.eventIds[2]!, 84),
        notice(withdrawn.orderId, withdrawn.eventIds[0]!, 85),
        notice(withdrawn.orderId, withdrawn.eventIds[0]!, 86),
        notice(quiet.orderId, quiet.eventIds[0]!, 87),
      ].sort(),
    );
    const invitation = (orderId: number, eventId: string) => [jobIdFor('delivery-invitation', eventId), 'interviewInvitation', { orderId, eventId }];
    expect((await jobsIn('delivery')).filter((job) => job.name === 'interviewInvitation').map((job) => [job.id, job.name, job.data]).sort()).toEqual(
      [invitation(flow.orderId, flow.eventIds[1]!), invitation(flow.orderId, flow.eventIds[2]!), invitation(withdrawn.orderId, withdrawn.eventIds[0]!)].sort(),
    );
  });
});
