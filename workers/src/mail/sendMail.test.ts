import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mailSender } from '@jobmarket/api/platform/messaging/adapters';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { connectionFromUrl, createDatabase, migrateReadModels, openQueue, recipientJobIdFor } from '@jobmarket/projections';
import type { Queue, Worker } from 'bullmq';
import type { Knex } from 'knex';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../platform/workerHost';
import { watchFinishedJobs } from '../testing/finishedJobs';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const logger = pino({ level: 'silent' });
const FROM = 'JobMarket <no-reply@jobmarket.test>';

interface Delivery {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; `refuseNext` answers the next recipient with a temporary failure (451). */
async function startMailbox() {
  const delivered: Delivery[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        return callback(Object.assign(new Error('mailbox busy, try again'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        delivered.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    delivered,
    refuseNext: () => (refusals += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail worker on its own queue namespace, sending through `smtpUrl` (empty: message_outbox). */
async function startMailWorker(db: Knex, smtpUrl: string) {
  const prefix = `jmtest-${randomBytes(4).toString('hex')}`;
  const workers = startWorkers({ db, logger, mail: mailSender(smtpUrl, FROM, db, logger) }, { connection, prefix });
  const queue = openQueue('mail', { connection, prefix });
  const jobs = await watchFinishedJobs('mail', { connection, prefix });
  return {
    queue,
    jobs,
    async close() {
      await Promise.all(workers.map((worker: Worker) => worker.close()));
      await jobs.close();
      await queue.obliterate({ force: true });
      await queue.close();
    },
  };
}

describe('mail jobs', () => {
  let database: TestDatabase;
  let db: Knex;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let smtp: Awaited<ReturnType<typeof startMailWorker>>;
  let outbox: Awaited<ReturnType<typeof startMailWorker>>;

  beforeAll(async () => {
    database = await createTestDatabase('jm_mail');
    db = createDatabase(database.url);
    await migrateReadModels(db);
    mailbox = await startMailbox();
    smtp = await startMailWorker(db, mailbox.url);
    outbox = await startMailWorker(db, '');
  });
  afterAll(async () => {
    await smtp?.close();
    await outbox?.close();
    await mailbox?.close();
    await db?.destroy();
    await database?.drop();
  });

  const message = { to: 'ann@example.com', subject: 'Your registration has been approved', text: 'Welcome aboard, Ann Ltd.' };
  const add = (queue: Queue, data: object, jobId: string, retry = {}) => queue.add('send', data, { jobId, ...retry });

  it('delivers over SMTP once per recipient and causing event, however often it is enqueued', async () => {
    const eventId = randomUUID();
    const first = await add(smtp.queue, message, recipientJobIdFor('decision-mail', eventId, 'ann@example.com'));
    // the same event told the same person again (a replayed reactor, a retried job): the job is already there
    const again = await add(smtp.queue, { ...message, to: 'Ann@Example.com' }, recipientJobIdFor('decision-mail', eventId, 'Ann@Example.com'));
    expect(again.id).toBe(first.id);
    expect(await smtp.jobs.finished(first.id!)).toEqual({ sent: true });

    expect(mailbox.delivered).toHaveLength(1);
    const [delivery] = mailbox.delivered;
    expect(delivery).toMatchObject({ from: 'no-reply@jobmarket.test', to: ['ann@example.com'] });
    expect(delivery!.raw).toMatch(/^Subject: Your registration has been approved$/m);
    expect(delivery!.raw).toContain('Welcome aboard, Ann Ltd.');
    // a second recipient of the same event is a job of its own
    expect(recipientJobIdFor('decision-mail', eventId, 'bob@example.com')).not.toBe(first.id);
  });

  it('retries a delivery the server refused for now, with backoff, and then delivers it', async () => {
    const before = mailbox.delivered.length;
    mailbox.refuseNext();
    const job = await add(smtp.queue, { ...message, to: 'cat@example.com' }, recipientJobIdFor('decision-mail', randomUUID(), 'cat@example.com'), {
      backoff: { type: 'fixed', delay: 20 },
    });
    expect(await smtp.jobs.finished(job.id!)).toEqual({ sent: true });
    expect((await smtp.queue.getJob(job.id!))?.attemptsMade).toBe(2);
    expect(mailbox.delivered.slice(before).map((delivery) => delivery.to)).toEqual([['cat@example.com']]);
  });

  it('refuses a job whose payload is not an e-mail, and keeps it in the failed set', async () => {
    const job = await add(smtp.queue, { to: 'not-an-address', subject: 's', text: 't' }, `bad-${randomUUID()}`, { attempts: 1 });
    await expect(smtp.jobs.finished(job.id!)).rejects.toThrow(/failed/);
    expect((await smtp.queue.getFailed()).map((failed) => failed.id)).toContain(job.id);
  });

  const invitation = {
    filename: 'interview.ics',
    contentType: 'text/calendar; method=REQUEST; charset=UTF-8',
    content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:delivery-order-7@jobmarket\r\nSEQUENCE:0\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  };

  it('carries a text attachment over SMTP as its own MIME part with its type', async () => {
    const before = mailbox.delivered.length;
    const job = await add(smtp.queue, { ...message, to: 'eve@example.com', attachments: [invitation] }, recipientJobIdFor('invite-mail', randomUUID(), 'eve@example.com'));
    expect(await smtp.jobs.finished(job.id!)).toEqual({ sent: true });
    const [delivery] = mailbox.delivered.slice(before);
    expect(delivery!.raw).toMatch(/^Content-Type: multipart\/mixed/m);
    // the part's headers (folded as nodemailer folds them) and its body, base64 as nodemailer encodes it
    const [headers, body] = delivery!.raw.split(/\r?\n(?=Content-Type: text\/calendar)/)[1]!.split(/\r?\n\r?\n/) as [string, string];
    expect(headers.replace(/\r?\n\s+/g, ' ')).toContain('Content-Type: text/calendar; method=REQUEST; charset=UTF-8; name=interview.ics');
    expect(headers).toContain('Content-Disposition: attachment; filename=interview.ics');
    expect(headers).toContain('Content-Transfer-Encoding: base64');
    const decoded = Buffer.from(body.split(/\r?\n--/)[0]!.replace(/\s+/g, ''), 'base64').toString();
    expect(decoded).toBe(invitation.content);
  });

  it('keeps attachments in message_outbox when there is no SMTP_URL', async () => {
    const job = await add(outbox.queue, { ...message, to: 'fay@example.com', attachments: [invitation] }, recipientJobIdFor('invite-mail', randomUUID(), 'fay@example.com'));
    await outbox.jobs.finished(job.id!);
    expect(await db('message_outbox').where({ channel: 'email', recipient: 'fay@example.com' }).select('subject', 'attachments')).toEqual([
      { subject: message.subject, attachments: [invitation] },
    ]);
  });

  it('writes the e-mail to message_outbox when there is no SMTP_URL', async () => {
    const job = await add(outbox.queue, { ...message, to: 'dev@example.com' }, recipientJobIdFor('decision-mail', randomUUID(), 'dev@example.com'));
    await outbox.jobs.finished(job.id!);
    expect(await db('message_outbox').where({ channel: 'email', recipient: 'dev@example.com' }).select('subject', 'body')).toEqual([
      { subject: message.subject, body: message.text },
    ]);
  });
});
