import { connectionFromUrl, openQueue } from '@jobmarket/projections';
import { QueueEvents, Worker, type Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';

interface FailedPage {
  list: { id: string; name: string; failedReason: string; attemptsMade: number; failedAt: string | null; dataKeys: string[] }[];
  total: number;
}

describe('background job queues on the system status page', () => {
  let api: TestApi;
  let root: ApiClient;
  let admin: ApiClient;
  let plainUser: ApiClient;
  let queue: Queue;
  let events: QueueEvents;
  let worker: Worker | undefined;
  /** Whether the stand-in worker succeeds: off until the "outage" is over. */
  let healthy = false;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
    admin = as(api, await signIn(api, 'admin'));
    plainUser = as(api, await signIn(api, 'user'));
    const settings = { connection: connectionFromUrl(api.config.REDIS_URL), prefix: `${api.config.REDIS_KEY_PREFIX}bull` };
    // the installation's real mail queue, with a worker that fails until the test says the relay is back
    queue = openQueue('mail', settings);
    events = new QueueEvents('mail', settings);
    await events.waitUntilReady();
    worker = new Worker(
      'mail',
      async () => {
        if (!healthy) throw new Error('mail relay refused the connection');
        return 'sent';
      },
      settings,
    );
  });
  afterAll(async () => {
    await worker?.close();
    await events?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await api?.close();
  });

  async function failedJobOnce(id: string) {
    const job = await queue.add('send', { to: 'seeker@example.com', subject: 'Hello', text: 'Hi' }, { jobId: id, attempts: 2, backoff: { type: 'fixed', delay: 10 } });
    await expect(job.waitUntilFinished(events)).rejects.toThrow('mail relay refused the connection');
    return job;
  }

  it('counts failed jobs per queue and lists each with its error, attempts and only the keys of its payload', async () => {
    await failedJobOnce('mail-listed');
    const { body: counts } = await admin.get('/system/queues');
    expect(counts.code).toBe('00000');
    const mail = (counts.data as { name: string; failed: number }[]).find((row) => row.name === 'mail');
    expect(mail?.failed).toBeGreaterThanOrEqual(1);

    const { body } = await admin.get('/system/queues/mail/failed?pageNum=1&pageSize=10');
    const page = body.data as FailedPage;
    const job = page.list.find((row) => row.id === 'mail-listed');
    expect(job).toMatchObject({ name: 'send', failedReason: 'mail relay refused the connection', attemptsMade: 2 });
    expect(job?.failedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // the recipient's address stays in Redis: staff see which fields the job carries, not their values
    expect(job?.dataKeys).toEqual(['to', 'subject', 'text']);
    expect(JSON.stringify(body)).not.toContain('seeker@example.com');
  });

  it('runs a failed job again on retry, and it completes once the cause is gone', async () => {
    const job = await failedJobOnce('mail-retried');
    healthy = true;
    try {
      const { body } = await admin.post('/system/queues/mail/jobs/mail-retried/retry', {});
      expect(body.code).toBe('00000');
      expect(await job.waitUntilFinished(events)).toBe('sent');
      const { body: failed } = await admin.get('/system/queues/mail/failed');
      expect((failed.data as FailedPage).list.map((row) => row.id)).not.toContain('mail-retried');
    } finally {
      healthy = false;
    }
  });

  it('discards a failed job for good', async () => {
    await failedJobOnce('mail-discarded');
    expect((await root.delete('/system/queues/mail/jobs/mail-discarded')).body.code).toBe('00000');
    expect(await queue.getJob('mail-discarded')).toBeUndefined();
    // gone: a second discard finds nothing
    expect((await root.delete('/system/queues/mail/jobs/mail-discarded')).body.code).toBe('A0606');
  });

  it('answers Not found for a queue the product does not have', async () => {
    expect((await admin.get('/system/queues/no-such-queue/failed')).body.code).toBe('A0606');
  });

  it('lets only staff allowed to change jobs retry or discard them, and only staff read them', async () => {
    await failedJobOnce('mail-guarded');
    expect((await plainUser.get('/system/queues')).body.code).toBe('A0301');
    expect((await plainUser.post('/system/queues/mail/jobs/mail-guarded/retry', {})).body.code).toBe('A0301');
    expect((await plainUser.delete('/system/queues/mail/jobs/mail-guarded')).body.code).toBe('A0301');
    expect(await (await queue.getJob('mail-guarded'))?.isFailed()).toBe(true);
  });
});
