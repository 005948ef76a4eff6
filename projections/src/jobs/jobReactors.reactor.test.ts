import { randomBytes } from 'node:crypto';
import type { JobEvent } from '@jobmarket/contracts';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFromUrl, jobIdFor, JobQueues } from '../reactors/queues';
import { reactorProjection, type Reactor } from '../reactors/reactor';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { jobExpiryReactor } from './jobExpiry.reactor';
import { jobNoticesReactor } from './jobNotices.reactor';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

describe('job reactors on real PostgreSQL and Redis', () => {
  let testbed: ProjectionTestbed;
  let queues: JobQueues;
  let jobSeq = 0;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    queues = new JobQueues({ connection, prefix: `jmtest-${randomBytes(4).toString('hex')}` });
  });
  afterAll(async () => {
    for (const name of ['notices', 'jobs'] as const) await queues.get(name).obliterate({ force: true });
    await queues.close();
    await testbed?.dispose();
  });

  async function runUntil(reactor: Reactor, position: string) {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: reactorProjection(reactor, queues), attempts: 1 });
    await runner.run(new AbortController().signal, position);
  }

  /** Appends events to a fresh job's stream; answers the last position and each event's id. */
  async function happen(events: JobEvent[]) {
    const jobId = ++jobSeq;
    const stream = `job-${jobId}`;
    const withId = events.map((event) => ({ type: event.type, data: { ...event.data, jobId } }));
    const { position } = await testbed.store.appendToStream(stream, withId, { expectedRevision: 'any' });
    const recorded = await testbed.store.readStream(stream);
    return { jobId, position, eventIds: recorded.map((event) => event.id) };
  }

  const jobsIn = async (queue: 'notices' | 'jobs'): Promise<Job[]> => queues.get(queue).getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);

  it('sets a timer for validThrough at each publication and each extension, its id derived from the event', async () => {
    const validThrough = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    const extendedTo = new Date(Date.now() + 60 * 24 * 3600_000).toISOString();
    const { jobId, position, eventIds } = await happen([
      { type: 'JobPublished', data: { jobId: 0, publishTime: new Date().toISOString(), validThrough } },
      { type: 'JobExtended', data: { jobId: 0, validThrough: extendedTo } },
    ]);
    await runUntil(jobExpiryReactor, position);

    const published = await queues.get('jobs').getJob(jobIdFor('job-expiry', eventIds[0]!));
    const extended = await queues.get('jobs').getJob(jobIdFor('job-expiry', eventIds[1]!));
    expect([published?.name, published?.data]).toEqual(['expire', { jobId }]);
    expect(await published?.getState()).toBe('delayed');
    // due when the job lapses, not when the reactor ran
    expect(published!.timestamp + published!.opts.delay!).toBeGreaterThanOrEqual(new Date(validThrough).getTime() - 1);
    expect(extended!.timestamp + extended!.opts.delay!).toBeGreaterThanOrEqual(new Date(extendedTo).getTime() - 1);
  });

  it('tells the publisher each decision and expiry that reserved a notice, and nothing else', async () => {
    const commission = { company: 50, auditor: 30, candidate: 20 };
    const approved = await happen([{ type: 'JobApproved', data: { jobId: 0, auditorId: '2', commission, resumeAuditorId: 3, sort: 1, noticeId: 71 } }]);
    const rejected = await happen([{ type: 'JobRejected', data: { jobId: 0, auditorId: '2', rejectReason: 'No salary', noticeId: 72 } }]);
    const expired = await happen([{ type: 'JobExpired', data: { jobId: 0, validThrough: new Date().toISOString(), noticeId: 73 } }]);
    // the demo seed's decisions reserve no notice
    const seeded = await happen([{ type: 'JobApproved', data: { jobId: 0, auditorId: null, commission, resumeAuditorId: 3, sort: 1 } }]);
    await runUntil(jobNoticesReactor, seeded.position);

    const jobs = (await jobsIn('notices')).map((job) => [job.id, job.name, job.data]);
    expect(jobs.sort()).toEqual(
      [
        [jobIdFor('job-notice', approved.eventIds[0]!), 'jobNotice', { jobId: approved.jobId, noticeId: 71 }],
        [jobIdFor('job-notice', rejected.eventIds[0]!), 'jobNotice', { jobId: rejected.jobId, noticeId: 72 }],
        [jobIdFor('job-notice', expired.eventIds[0]!), 'jobNotice', { jobId: expired.jobId, noticeId: 73 }],
      ].sort(),
    );
  });
});
