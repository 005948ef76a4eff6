import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@jobmarket/eventstore';
import mqtt from 'mqtt';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxPublisher } from '../outbox/outboxPublisher';
import { STREAM_STATS_TABLE, streamStatsProjection } from '../streamStats/streamStats.projection';
import { createDatabase } from '../database';
import { createProjectionTestbed, eventually, type ProjectionTestbed } from '../testing/projectionTestbed';
import { CHECKPOINT_CHANNEL, parseCheckpointNews, readCheckpoint, type CheckpointNews } from './checkpoints';
import { defineProjection, type FailurePolicy } from './projection';
import { ProjectionRunner } from './projectionRunner';
import { runProjections } from './runAll';
import { rebuildProjection } from './rebuild';
import { projectionStatuses } from './status';

/** A projection with a read model and a side effect per event, so lost, doubled and half-applied work all show. */
function probeProjection(options: { name?: string; failurePolicy?: FailurePolicy; poisonType?: string; handles?: string[] } = {}) {
  const table = `${options.name ?? 'probe'}_rows`;
  return defineProjection({
    name: options.name ?? 'probe_v1',
    failurePolicy: options.failurePolicy,
    handles: options.handles,
    tables: [table],
    async setup(db) {
      if (await db.schema.hasTable(table)) return;
      await db.schema.createTable(table, (t) => {
        t.text('stream_id').primary();
        t.integer('events').notNullable();
        t.text('types').notNullable();
      });
    },
    async apply(events, { tx, notify }) {
      for (const event of events) {
        if (event.type === options.poisonType) throw new Error(`cannot digest ${event.type}`);
        await tx(table)
          .insert({ stream_id: event.streamId, events: 1, types: event.type })
          .onConflict('stream_id')
          .merge({ events: tx.raw(`${table}.events + 1`), types: tx.raw(`${table}.types || ',' || excluded.types`) });
        await notify(event, { topic: `test/${event.streamId}`, payload: { type: event.type } });
      }
    },
  });
}

function foldProbe(events: RecordedEvent[]) {
  const rows = new Map<string, { stream_id: string; events: number; types: string }>();
  for (const event of events) {
    const row = rows.get(event.streamId);
    rows.set(event.streamId, row ? { ...row, events: row.events + 1, types: `${row.types},${event.type}` } : { stream_id: event.streamId, events: 1, types: event.type });
  }
  return [...rows.values()].sort((a, b) => a.stream_id.localeCompare(b.stream_id));
}

async function allEvents(testbed: ProjectionTestbed): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await testbed.store.readAll({ after, maxCount: 1000 });
    events.push(...page.events);
    if (!page.last) return events;
    after = page.last;
  }
}

/** What read-your-writes waiters hear on CHECKPOINT_CHANNEL, heard the same way. */
async function listenToCheckpoints(connectionString: string) {
  const client = new pg.Client({ connectionString });
  const heard: CheckpointNews[] = [];
  client.on('notification', (message) => heard.push(...parseCheckpointNews(message.payload ?? '')));
  await client.connect();
  await client.query(`listen ${CHECKPOINT_CHANNEL}`);
  return {
    heard,
    /** The furthest position announced for `name` (applied or skipped). */
    reached: (name: string) =>
      heard.reduce<string | undefined>((far, news) => (news.name === name && news.kind !== 'stopped' && news.position > (far ?? '') ? news.position : far), undefined),
    close: () => client.end(),
  };
}

describe('projection runner', () => {
  let testbed: ProjectionTestbed;
  beforeEach(async () => {
    testbed = await createProjectionTestbed();
  });
  afterEach(async () => testbed.dispose());

  const runnerFor = (projection: ReturnType<typeof probeProjection>, extra: Partial<ConstructorParameters<typeof ProjectionRunner>[0]> = {}) =>
    new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection, backoffMs: 1, ...extra });

  async function appendMany(streams: number, perStream: number, type = (n: number) => `Step${n}`) {
    for (let n = 0; n < perStream; n++) {
      for (let s = 0; s < streams; s++) await testbed.store.appendToStream(`probe-${s}`, [{ type: type(n), data: { n } }]);
    }
    return (await testbed.store.headPosition())!;
  }

  it('survives crashes at random points: the read model equals a fold of all events and each event queues one notice', async () => {
    const head = await appendMany(12, 25);
    const projection = probeProjection();
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    let crashes = 0;
    for (let attempt = 0; attempt < 500; attempt++) {
      const runner = runnerFor(projection, {
        batchSize: 1 + Math.floor(random() * 20),
        beforeCommit: () => {
          if (random() < 0.35) {
            crashes++;
            throw new Error('simulated crash before commit');
          }
        },
      });
      const finished = await runner.run(new AbortController().signal, head).then(
        () => true,
        () => false,
      );
      if (finished) break;
    }
    expect(crashes).toBeGreaterThan(10);
    expect((await readCheckpoint(testbed.db, projection.name)).position).toBe(head);

    const events = await allEvents(testbed);
    expect(await testbed.db('probe_rows').select('stream_id', 'events', 'types').orderBy('stream_id')).toEqual(foldProbe(events));
    const outbox = await testbed.db('notice_outbox').select('event_id').where({ projection: projection.name });
    expect(outbox).toHaveLength(events.length);
    expect(new Set(outbox.map((row) => row.event_id))).toEqual(new Set(events.map((event) => event.id)));
  });

  it('lets only one of two runners lead; the other takes over when the leader stops', async () => {
    await appendMany(2, 3);
    const first = runnerFor(streamStatsProjection as never);
    const second = runnerFor(streamStatsProjection as never, { idlePollMs: 50 });
    const stopFirst = new AbortController();
    const stopSecond = new AbortController();
    const running = [first.run(stopFirst.signal), second.run(stopSecond.signal)];
    const leader = await eventually(async () => (first.isLeader ? first : second.isLeader ? second : undefined));
    const follower = leader === first ? second : first;
    expect(follower.isLeader).toBe(false);
    await eventually(async () => (await readCheckpoint(testbed.db, streamStatsProjection.name)).position === (await testbed.store.headPosition()));
    expect(follower.isLeader).toBe(false);

    (leader === first ? stopFirst : stopSecond).abort();
    await eventually(async () => follower.isLeader, 15_000);
    await testbed.store.appendToStream('late-1', [{ type: 'Late', data: {} }]);
    await eventually(async () => {
      const row = await testbed.db(STREAM_STATS_TABLE).where({ category: 'late' }).first();
      return row?.events === 1;
    });
    stopFirst.abort();
    stopSecond.abort();
    await Promise.all(running);
  });

  it('rebuilds into exactly the rows of the live projection without repeating its notices', async () => {
    const head = await appendMany(5, 8);
    const projection = probeProjection();
    await runnerFor(projection).run(new AbortController().signal, head);
    await runnerFor(streamStatsProjection as never).run(new AbortController().signal, head);
    const liveProbe = await testbed.db('probe_rows').select().orderBy('stream_id');
    const liveStats = await testbed.db(STREAM_STATS_TABLE).select('category', 'streams', 'events').orderBy('category');
    const noticesBefore = await testbed.db('notice_outbox').count({ count: '*' }).first();

    for (const target of [projection, streamStatsProjection]) {
      await rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection: target });
    }
    expect(await testbed.db('probe_rows').select().orderBy('stream_id')).toEqual(liveProbe);
    expect(await testbed.db(STREAM_STATS_TABLE).select('category', 'streams', 'events').orderBy('category')).toEqual(liveStats);
    expect(liveStats).toEqual([{ category: 'probe', streams: 5, events: 40 }]);
    expect(await testbed.db('notice_outbox').count({ count: '*' }).first()).toEqual(noticesBefore);

    // events after the rebuild are new: their notices are sent
    await testbed.store.appendToStream('probe-new', [{ type: 'Fresh', data: {} }]);
    await runnerFor(projection).run(new AbortController().signal, (await testbed.store.headPosition())!);
    expect(await testbed.db('notice_outbox').where({ topic: 'test/probe-new' })).toHaveLength(1);
  });

  it('stops with a visible status at a poison event, keeping everything before it', async () => {
    await testbed.store.appendToStream('probe-1', [{ type: 'Good', data: {} }, { type: 'Poison', data: {} }, { type: 'Good', data: {} }]);
    const head = (await testbed.store.headPosition())!;
    const projection = probeProjection({ poisonType: 'Poison' });
    await runnerFor(projection, { batchSize: 10 }).run(new AbortController().signal, head);

    const checkpoint = await readCheckpoint(testbed.db, projection.name);
    expect(checkpoint.state).toBe('stopped');
    expect(checkpoint.lastError).toContain('cannot digest Poison');
    const [poison] = (await testbed.store.readStream('probe-1', { fromRevision: 1n, maxCount: 1 }));
    expect(checkpoint.position).not.toBe(head);
    expect(checkpoint.position! < poison!.position).toBe(true);
    expect(await testbed.db('probe_rows').select('events', 'types')).toEqual([{ events: 1, types: 'Good' }]);

    const [status] = (await projectionStatuses(testbed.db)).filter((s) => s.name === projection.name);
    expect(status).toMatchObject({ state: 'stopped', lagEvents: 2, failedPosition: poison!.position });
    expect(status!.lastError).toContain('Poison');
  });

  it('dead-letters a poison event when configured so, and goes on', async () => {
    await testbed.store.appendToStream('probe-1', [{ type: 'Good', data: {} }, { type: 'Poison', data: {} }, { type: 'Good', data: {} }]);
    const head = (await testbed.store.headPosition())!;
    const projection = probeProjection({ poisonType: 'Poison', failurePolicy: 'dead-letter' });
    await runnerFor(projection).run(new AbortController().signal, head);

    expect((await readCheckpoint(testbed.db, projection.name)).position).toBe(head);
    expect(await testbed.db('probe_rows').select('events', 'types')).toEqual([{ events: 2, types: 'Good,Good' }]);
    const letters = await testbed.db('projection_dead_letters').select('event_type', 'error');
    expect(letters).toEqual([{ event_type: 'Poison', error: 'cannot digest Poison' }]);
    const [status] = await projectionStatuses(testbed.db);
    expect(status).toMatchObject({ state: 'running', deadLetters: 1, lagEvents: 0, lagSeconds: 0 });
  });

  it('commits a one-statement batch without a transaction; a statement PostgreSQL refuses is retried, then its culprit dead-lettered', async () => {
    // rows need a number: a Poison event has none, so its insert breaks the NOT NULL
    const insert = (events: RecordedEvent[], guard: string) => ({
      sql: `insert into one_rows (event_id, n) select e.id, e.n from jsonb_to_recordset(?::jsonb) as e(id uuid, n int) where ${guard} on conflict do nothing`,
      bindings: [JSON.stringify(events.map((event) => ({ id: event.id, n: (event.data as { n?: number }).n ?? null })))],
    });
    const projection = defineProjection({
      name: 'one_v1',
      failurePolicy: 'dead-letter',
      tables: ['one_rows'],
      async setup(db) {
        if (!(await db.schema.hasTable('one_rows'))) await db.raw('create table one_rows (event_id uuid primary key, n int not null)');
      },
      applyAsOneStatement: insert,
      async apply(events, { tx }) {
        const { sql, bindings } = insert(events, 'true');
        await tx.raw(sql, bindings);
      },
    });
    await testbed.store.appendToStream('one-1', [{ type: 'Good', data: { n: 1 } }, { type: 'Good', data: { n: 2 } }]);
    const db = createDatabase(testbed.database.url); // the runner's own, so every statement it sends is seen
    const statements: string[] = [];
    db.on('query', (query: { sql: string }) => statements.push(query.sql));
    try {
      const runner = new ProjectionRunner({ store: testbed.store, db, connectionString: testbed.database.url, projection, backoffMs: 1 });
      await runner.run(new AbortController().signal, (await testbed.store.headPosition())!);
      expect(statements.filter((sql) => sql.includes('one_rows') && !sql.startsWith('create'))).toHaveLength(1);
      expect(statements.filter((sql) => sql === 'BEGIN;')).toHaveLength(1); // the tables' setup only

      await testbed.store.appendToStream('one-2', [{ type: 'Good', data: { n: 3 } }, { type: 'Poison', data: {} }, { type: 'Good', data: { n: 4 } }]);
      const head = (await testbed.store.headPosition())!;
      await runner.run(new AbortController().signal, head);
      expect((await readCheckpoint(testbed.db, projection.name)).position).toBe(head);
      expect(await testbed.db('one_rows').orderBy('n').pluck('n')).toEqual([1, 2, 3, 4]);
      expect(await testbed.db('projection_dead_letters').where({ projection: 'one_v1' }).pluck('event_type')).toEqual(['Poison']);
    } finally {
      await db.destroy();
    }
  });

  it('publishes outbox rows to a real MQTT subscriber with their noticeId and marks them published', async () => {
    const streamId = `probe-${randomUUID()}`;
    await testbed.store.appendToStream(streamId, [{ type: 'Hello', data: {} }]);
    const projection = probeProjection();
    await runnerFor(projection).run(new AbortController().signal, (await testbed.store.headPosition())!);
    const [row] = await testbed.db('notice_outbox').select('notice_id', 'topic');

    const subscriber = await mqtt.connectAsync(process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883');
    const received = new Promise<{ topic: string; body: Record<string, unknown> }>((resolve) =>
      subscriber.on('message', (topic, payload) => resolve({ topic, body: JSON.parse(payload.toString()) })),
    );
    await subscriber.subscribeAsync(row.topic, { qos: 1 });
    const stop = new AbortController();
    const publisher = new OutboxPublisher({ db: testbed.db, connectionString: testbed.database.url, mqttUrl: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883', pollMs: 100 });
    const publishing = publisher.run(stop.signal);
    try {
      const message = await received;
      expect(message.topic).toBe(`test/${streamId}`);
      expect(message.body).toEqual({ type: 'Hello', noticeId: row.notice_id });
      await eventually(async () => (await testbed.db('notice_outbox').whereNotNull('published_at')).length === 1);
    } finally {
      stop.abort();
      await publishing;
      await subscriber.endAsync();
    }
  });

  it('passes events it does not handle without a transaction, announces at once how far it got, and persists that lazily', async () => {
    const projection = probeProjection({ name: 'wanted_v1', handles: ['Wanted'] });
    const db = createDatabase(testbed.database.url); // the runner's own, so every statement it sends is seen
    const statements: string[] = [];
    db.on('query', (query: { sql: string }) => statements.push(query.sql));
    const news = await listenToCheckpoints(testbed.database.url);
    const runner = new ProjectionRunner({ store: testbed.store, db, connectionString: testbed.database.url, projection, lazyCheckpointMs: 60_000 });
    const stop = new AbortController();
    const running = runner.run(stop.signal);
    try {
      const { position: applied } = await testbed.store.appendToStream('probe-1', [{ type: 'Wanted', data: {} }]);
      await eventually(async () => news.reached(projection.name) === applied);
      statements.length = 0;
      for (let n = 0; n < 20; n++) await testbed.store.appendToStream(`other-${n}`, [{ type: 'Other', data: { n } }]);
      const skippedTo = (await testbed.store.headPosition())!;
      await eventually(async () => news.reached(projection.name) === skippedTo);
      // no BEGIN, no checkpoint update, no table write: only the NOTIFY that tells waiters
      expect(statements.filter((sql) => !sql.includes('pg_notify'))).toEqual([]);
      expect(news.heard.filter((item) => item.name === projection.name && item.kind === 'skipped').length).toBeGreaterThan(0);
      expect((await readCheckpoint(testbed.db, projection.name)).position).toBe(applied);

      // the next event it handles commits the skipped range with it
      const { position: next } = await testbed.store.appendToStream('probe-2', [{ type: 'Wanted', data: {} }]);
      await eventually(async () => (await readCheckpoint(testbed.db, projection.name)).position === next);
      expect(statements.some((sql) => /update "?projection_checkpoints"?/.test(sql))).toBe(true); // the counter does see its writes
      expect(await testbed.db('wanted_v1_rows').select('stream_id', 'events').orderBy('stream_id')).toEqual([
        { stream_id: 'probe-1', events: 1 },
        { stream_id: 'probe-2', events: 1 },
      ]);

      // a clean stop persists what it skipped since
      const { position: lastOther } = await testbed.store.appendToStream('other-last', [{ type: 'Other', data: {} }]);
      await eventually(async () => news.reached(projection.name) === lastOther);
      expect((await readCheckpoint(testbed.db, projection.name)).position).toBe(next);
      stop.abort();
      await running;
      expect((await readCheckpoint(testbed.db, projection.name)).position).toBe(lastOther);
    } finally {
      stop.abort();
      await running;
      await news.close();
      await db.destroy();
    }
  });

  it('re-reads from the persisted checkpoint when it dies after skipping, and applies every event it handles once', async () => {
    const projection = probeProjection({ name: 'wanted_v1', handles: ['Wanted'] });
    const news = await listenToCheckpoints(testbed.database.url);
    try {
      const { position: applied } = await testbed.store.appendToStream('probe-1', [{ type: 'Wanted', data: {} }]);
      await runnerFor(projection).run(new AbortController().signal, applied);
      const skippedTo = await appendMany(3, 2, () => 'Other');

      // this runner skips the Other events in memory, then dies committing the next event it handles
      const doomed = runnerFor(projection, {
        lazyCheckpointMs: 60_000,
        beforeCommit: () => {
          throw new Error('simulated crash before commit');
        },
      });
      const dying = doomed.run(new AbortController().signal);
      await eventually(async () => news.reached(projection.name) === skippedTo);
      const { position: last } = await testbed.store.appendToStream('probe-2', [{ type: 'Wanted', data: {} }]);
      await expect(dying).rejects.toThrow('simulated crash');
      expect((await readCheckpoint(testbed.db, projection.name)).position).toBe(applied); // the skip was never persisted

      await runnerFor(projection).run(new AbortController().signal, last);
      expect((await readCheckpoint(testbed.db, projection.name)).position).toBe(last);
      expect(await testbed.db('wanted_v1_rows').select('stream_id', 'events').orderBy('stream_id')).toEqual([
        { stream_id: 'probe-1', events: 1 },
        { stream_id: 'probe-2', events: 1 },
      ]);
      expect(await testbed.db('notice_outbox').where({ projection: projection.name }).pluck('topic')).toEqual(['test/probe-1', 'test/probe-2']);
    } finally {
      await news.close();
    }
  });

  it('reads the store once per wake for all the projections of a process, not once per projection', async () => {
    let reads = 0;
    const store = new Proxy(testbed.store, {
      get(target, property) {
        if (property === 'readAll') return (options: Parameters<typeof target.readAll>[0]) => (reads++, target.readAll(options));
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const projections = Array.from({ length: 6 }, (_, i) => probeProjection({ name: `kind${i}_v1`, handles: [`Kind${i}`] }));
    const news = await listenToCheckpoints(testbed.database.url);
    const running = await runProjections({ store, db: testbed.db, connectionString: testbed.database.url, projections });
    try {
      await eventually(async () => projections.every((projection) => news.reached(projection.name) === undefined) && reads > 0);
      reads = 0;
      const appends = 10;
      for (let n = 0; n < appends; n++) {
        const { position } = await testbed.store.appendToStream(`kind0-${n}`, [{ type: 'Kind0', data: { n } }]);
        await eventually(async () => projections.every((projection) => (news.reached(projection.name) ?? '') >= position));
      }
      // one read that finds the event and one that finds the end, shared; a read per projection would be 6 per append
      expect(reads).toBeLessThan(appends * projections.length);
      expect(await testbed.db('kind0_v1_rows').count({ count: '*' }).first()).toEqual({ count: appends });
    } finally {
      await running.stop();
      await news.close();
    }
  });
});
