import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { createDatabase, migrateReadModels } from '@jobmarket/projections';
import { Queue, QueueEvents, Worker, type Worker as BullWorker } from 'bullmq';
import type { Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFromUrl, defaultJobOptions, jobIdFor, openQueue } from './queues';
import { startWorkers } from './workerHost';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

describe('workers on real Redis and PostgreSQL', () => {
  const prefix = `jmtest-${randomBytes(4).toString('hex')}`;
  let database: TestDatabase;
  let db: Knex;
  let workers: BullWorker[];
  let queue: Queue;
  let events: QueueEvents;

  beforeAll(async () => {
    database = await createTestDatabase('jm_workers');
    db = createDatabase(database.url);
    await migrateReadModels(db);
    workers = startWorkers({ db, logger: pino({ level: 'silent' }) }, { connection, prefix });
    queue = openQueue('maintenance', { connection, prefix });
    events = new QueueEvents('maintenance', { connection, prefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await db.destroy();
    await database.drop();
  });

  async function outboxRow(publishedDaysAgo: number | null) {
    const [row] = await db('notice_outbox')
      .insert({
        projection: 'test_v1',
        event_id: randomUUID(),
        topic: 't',
        payload: {},
        published_at: publishedDaysAgo === null ? null : db.raw(`now() - make_interval(days => ?)`, [publishedDaysAgo]),
      })
      .returning('id');
    return row.id as number;
  }

  it('prunes published outbox rows older than 7 days and keeps the rest', async () => {
    const old = await outboxRow(8);
    const recent = await outboxRow(2);
    const neverPublished = await outboxRow(null);
    const job = await queue.add('pruneOutbox', { olderThanDays: 7 });
    expect(await job.waitUntilFinished(events)).toEqual({ pruned: 1 });
    const left = (await db('notice_outbox').select('id')).map((row) => row.id);
    expect(left.sort()).toEqual([recent, neverPublished].sort());
    expect(left).not.toContain(old);
  });

  it('does not enqueue the same event-derived job twice', async () => {
    const eventId = randomUUID();
    const first = await queue.add('pruneOutbox', { olderThanDays: 30 }, { jobId: jobIdFor('prune', eventId) });
    const second = await queue.add('pruneOutbox', { olderThanDays: 30 }, { jobId: jobIdFor('prune', eventId) });
    expect(second.id).toBe(first.id);
    await first.waitUntilFinished(events);
    expect(await queue.getJobCountByTypes('completed')).toBeGreaterThanOrEqual(1);
  });

  it('keeps a job that failed every attempt in the visible failed set', async () => {
    const job = await queue.add('pruneOutbox', { olderThanDays: 0 }, { attempts: 2, backoff: { type: 'fixed', delay: 10 } });
    await expect(job.waitUntilFinished(events)).rejects.toThrow();
    const failed = await queue.getFailed();
    const stored = failed.find((candidate) => candidate.id === job.id);
    expect(stored?.attemptsMade).toBe(2);
    expect(stored?.failedReason).toMatch(/too_small|>=1|at least/i);
  });

  it('retries with backoff and succeeds when a later attempt works', async () => {
    const queueName = `flaky-${randomUUID()}`;
    let calls = 0;
    const flaky = new Worker(
      queueName,
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('temporarily unavailable');
        return 'done';
      },
      { connection, prefix },
    );
    const flakyQueue = new Queue(queueName, { connection, prefix, defaultJobOptions });
    const flakyEvents = new QueueEvents(queueName, { connection, prefix });
    await flakyEvents.waitUntilReady();
    try {
      const job = await flakyQueue.add('work', {}, { backoff: { type: 'exponential', delay: 20 } });
      expect(await job.waitUntilFinished(flakyEvents)).toBe('done');
      expect(calls).toBe(3);
    } finally {
      await flaky.close();
      await flakyEvents.close();
      await flakyQueue.obliterate({ force: true });
      await flakyQueue.close();
    }
  });
});
