import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { addDays, countVisitsByDay, createDatabase, localDayOf, migrateReadModels } from '@jobmarket/projections';
import { QueueEvents, type Queue, type Worker } from 'bullmq';
import type { Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectionFromUrl, openQueue } from '../platform/queues';
import { startWorkers } from '../platform/workerHost';
import { rollupVisits } from './rollupVisits';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const VIENTIANE = 'Asia/Vientiane'; // UTC+7

describe('rollupVisits on real PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let db: Knex;

  const visit = (occurredAt: string | Date, visitor: string, ip: string) =>
    db('visits').insert({ occurred_at: occurredAt, visitor_key: visitor, ip_hash: ip, path: '/', app: 'portal' });
  const rolledUp = () => db('visit_daily').orderBy('day').select(db.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'pv', 'uv', 'ip_count');

  beforeAll(async () => {
    database = await createTestDatabase('jm_workers');
    db = createDatabase(database.url);
    await migrateReadModels(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    await db('visits').delete();
    await db('visit_daily').delete();
  });

  it('rolls up yesterday and today in the zone across a month boundary, the same however often it runs', async () => {
    await visit('2025-01-30T23:00:00+07:00', 'v0', 'ip0'); // the day before yesterday: not touched
    await visit('2025-01-31T09:00:00+07:00', 'v1', 'ip1');
    await visit('2025-01-31T23:30:00+07:00', 'v2', 'ip1');
    await visit('2025-02-01T00:30:00+07:00', 'v1', 'ip1'); // still Jan 31 in UTC
    await visit('2025-02-01T10:00:00+07:00', 'v3', 'ip2');
    const onFebruaryFirst = { timeZone: VIENTIANE, now: new Date('2025-02-01T12:00:00+07:00') };

    expect(await rollupVisits(db, onFebruaryFirst)).toEqual({ days: ['2025-01-31', '2025-02-01'] });
    const expected = [
      { day: '2025-01-31', pv: 2, uv: 2, ip_count: 1 },
      { day: '2025-02-01', pv: 2, uv: 2, ip_count: 2 },
    ];
    expect(await rolledUp()).toEqual(expected);
    await rollupVisits(db, onFebruaryFirst);
    expect(await rolledUp()).toEqual(expected);

    // a later run picks up what arrived since, overwriting rather than adding
    await visit('2025-02-01T11:00:00+07:00', 'v1', 'ip3');
    await rollupVisits(db, onFebruaryFirst);
    expect((await rolledUp())[1]).toEqual({ day: '2025-02-01', pv: 3, uv: 2, ip_count: 3 });
  });

  it('keeps a day with no visits as zeros, so it is known to be counted', async () => {
    await rollupVisits(db, { timeZone: VIENTIANE, now: new Date('2025-03-01T08:00:00+07:00') });
    expect(await rolledUp()).toEqual([
      { day: '2025-02-28', pv: 0, uv: 0, ip_count: 0 },
      { day: '2025-03-01', pv: 0, uv: 0, ip_count: 0 },
    ]);
  });

  it('counts by the local day on either side of UTC', async () => {
    // 23:30 on Jan 31 in Lima (UTC−5) is already Feb 1 in UTC; 00:30 on Feb 1 in Vientiane is still Jan 31 in UTC
    await visit('2025-01-31T23:30:00-05:00', 'late', 'ip1');
    const lima = await countVisitsByDay(db, 'America/Lima', '2025-01-31', '2025-02-01');
    expect(lima.map((day) => [day.day, day.pv])).toEqual([
      ['2025-01-31', 1],
      ['2025-02-01', 0],
    ]);
    const vientiane = await countVisitsByDay(db, VIENTIANE, '2025-01-31', '2025-02-01');
    expect(vientiane.map((day) => [day.day, day.pv])).toEqual([
      ['2025-01-31', 0],
      ['2025-02-01', 1],
    ]);
  });

  describe('as a job of the maintenance queue', () => {
    const prefix = `jmtest-${randomBytes(4).toString('hex')}`;
    let workers: Worker[];
    let queue: Queue;
    let events: QueueEvents;

    beforeAll(async () => {
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
    });

    it('rolls up today with the visits so far', async () => {
      await visit(new Date(), 'now-1', 'ip1');
      await visit(new Date(), 'now-2', 'ip1');
      const today = localDayOf(new Date(), VIENTIANE);
      const job = await queue.add('rollupVisits', { timeZone: VIENTIANE });
      expect(await job.waitUntilFinished(events)).toEqual({ days: [addDays(today, -1), today] });
      expect(await rolledUp()).toEqual([
        { day: addDays(today, -1), pv: 0, uv: 0, ip_count: 0 },
        { day: today, pv: 2, uv: 2, ip_count: 1 },
      ]);
    });

    it('fails visibly on a time zone it does not know', async () => {
      const job = await queue.add('rollupVisits', { timeZone: 'Mars/Olympus_Mons' }, { attempts: 1 });
      await expect(job.waitUntilFinished(events)).rejects.toThrow(/unknown time zone/);
    });
  });
});
