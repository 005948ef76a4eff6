import { randomBytes } from 'node:crypto';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decisionNoticesReactor } from '../registration/decisionNotices.reactor';
import { readCheckpoint } from '../runner/checkpoints';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { connectionFromUrl, jobIdFor, JobQueues } from './queues';
import { defineReactor, reactorProjection, type Reactor } from './reactor';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

describe('reactors on real PostgreSQL and Redis', () => {
  let testbed: ProjectionTestbed;
  let queues: JobQueues;
  let applicationSeq = 0;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    queues = new JobQueues({ connection, prefix: `jmtest-${randomBytes(4).toString('hex')}` });
  });
  afterAll(async () => {
    for (const name of ['notices', 'maintenance'] as const) await queues.get(name).obliterate({ force: true });
    await queues.close();
    await testbed?.dispose();
  });
  beforeEach(async () => {
    await queues.get('notices').obliterate({ force: true });
    await queues.get('maintenance').obliterate({ force: true });
  });

  /** Runs the reactor as the projections process does, until it has handled `position` (or stopped). */
  async function runUntil(reactor: Reactor, position: string) {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: reactorProjection(reactor, queues), attempts: 1 });
    await runner.run(new AbortController().signal, position);
    return readCheckpoint(testbed.db, reactor.name);
  }

  async function decide(approved: boolean, noticeId?: number) {
    const userId = ++applicationSeq;
    const data = { userId, kind: 'publisher', auditorId: '1', ...(approved ? {} : { rejectReason: 'blurred' }), ...(noticeId ? { noticeId } : {}) };
    const type = approved ? 'ApplicationApproved' : 'ApplicationRejected';
    const { position } = await testbed.store.appendToStream(`application-${userId}`, [{ type, data }], { expectedRevision: 'any' });
    const [event] = await testbed.store.readStream(`application-${userId}`);
    return { position, eventId: event!.id, userId };
  }

  const noticeJobs = async (): Promise<Job[]> => queues.get('notices').getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);

  it('turns each decision that reserved a notice into one job whose id is the event id', async () => {
    const approved = await decide(true, 101);
    await decide(true); // a decision from before notices existed: nothing to tell
    const rejected = await decide(false, 102);
    await runUntil(decisionNoticesReactor, rejected.position);

    const jobs = await noticeJobs();
    expect(jobs.map((job) => [job.id, job.name, job.data]).sort()).toEqual(
      [
        [jobIdFor('decision-notice', approved.eventId), 'registrationDecision', { applicationId: approved.userId, noticeId: 101 }],
        [jobIdFor('decision-notice', rejected.eventId), 'registrationDecision', { applicationId: rejected.userId, noticeId: 102 }],
      ].sort(),
    );
  });

  it('enqueues nothing twice when its checkpoint is reset and the events replayed', async () => {
    const decision = await decide(true, 201);
    const replayFromStart = async () => {
      await testbed.db('projection_checkpoints').where({ name: decisionNoticesReactor.name }).update({ position: null, generation: testbed.db.raw('generation + 1') });
      const checkpoint = await runUntil(decisionNoticesReactor, decision.position);
      expect(checkpoint.position).toBe(decision.position);
      return (await noticeJobs()).map((job) => `${job.id} added ${job.timestamp}`).sort();
    };
    const first = await replayFromStart();
    expect(first.some((entry) => entry.startsWith(jobIdFor('decision-notice', decision.eventId)))).toBe(true);
    // the same jobs, added when they first were: the replay added none
    expect(await replayFromStart()).toEqual(first);
  });

  it('sends nothing for what a rebuild replays, and reacts again after it', async () => {
    const told = await decide(false, 301);
    await runUntil(decisionNoticesReactor, told.position);
    // the jobs are gone (completed long ago and removed): only the suppression can keep a rebuild from re-sending
    await queues.get('notices').obliterate({ force: true });
    await testbed.db('projection_checkpoints')
      .where({ name: decisionNoticesReactor.name })
      .update({ position: null, suppress_side_effects_through: told.position, generation: testbed.db.raw('generation + 1') });

    const fresh = await decide(true, 302);
    await runUntil(decisionNoticesReactor, fresh.position);
    expect((await noticeJobs()).map((job) => job.id)).toEqual([jobIdFor('decision-notice', fresh.eventId)]);
  });

  it('schedules a timer as a delayed job kept in Redis', async () => {
    const validThrough = new Date(Date.now() + 3600_000);
    const expiry = defineReactor({
      name: 'test_timer_v1',
      handles: ['ApplicationApproved'],
      jobsFor: (event) => [{ queue: 'maintenance', name: 'pruneOutbox', id: jobIdFor('timer', event.id), data: { olderThanDays: 30 }, delayUntil: validThrough }],
    });
    const decision = await decide(true, 401);
    await runUntil(expiry, decision.position);
    const job = await queues.get('maintenance').getJob(jobIdFor('timer', decision.eventId));
    expect(await job?.getState()).toBe('delayed');
    // due when the event said, not when the reactor happened to run
    expect(job!.timestamp + job!.opts.delay!).toBeGreaterThanOrEqual(validThrough.getTime() - 1);
  });

  it('keeps its checkpoint before an event whose job cannot be enqueued, and stops visibly', async () => {
    const careless = defineReactor({
      name: 'test_careless_v1',
      handles: ['ApplicationRejected'],
      // an id that does not derive from the event would enqueue again on every replay
      jobsFor: () => [{ queue: 'notices', name: 'registrationDecision', id: 'always-the-same', data: { applicationId: 1, noticeId: 1 } }],
    });
    const bad = await decide(false, 502);
    const checkpoint = await runUntil(careless, bad.position);
    expect(checkpoint.state).toBe('stopped');
    expect(checkpoint.position === null || checkpoint.position < bad.position).toBe(true);
    expect(checkpoint.lastError).toMatch(/does not derive from event/);
    expect(await noticeJobs()).toEqual([]);
  });
});
