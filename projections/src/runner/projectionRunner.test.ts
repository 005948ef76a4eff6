import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@jobmarket/eventstore';
import mqtt from 'mqtt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxPublisher } from '../outbox/outboxPublisher';
import { STREAM_STATS_TABLE, streamStatsProjection } from '../streamStats/streamStats.projection';
import { createProjectionTestbed, eventually, type ProjectionTestbed } from '../testing/projectionTestbed';
import { readCheckpoint } from './checkpoints';
import { defineProjection, type FailurePolicy } from './projection';
import { ProjectionRunner } from './projectionRunner';
import { rebuildProjection } from './rebuild';
import { projectionStatuses } from './status';

/** A projection with a read model and a side effect per event, so lost, doubled and half-applied work all show. */
function probeProjection(options: { name?: string; failurePolicy?: FailurePolicy; poisonType?: string } = {}) {
  const table = `${options.name ?? 'probe'}_rows`;
  return defineProjection({
    name: options.name ?? 'probe_v1',
    failurePolicy: options.failurePolicy,
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
});
