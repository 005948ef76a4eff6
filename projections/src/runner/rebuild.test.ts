import type { RecordedEvent } from '@jobmarket/eventstore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projections } from '../registry';
import { createProjectionTestbed, eventually, type ProjectionTestbed } from '../testing/projectionTestbed';
import { readCheckpoint } from './checkpoints';
import { defineProjection } from './projection';
import { ProjectionRunner } from './projectionRunner';
import { rebuildProjection } from './rebuild';
import { projectionStatuses, type ProjectionStatus } from './status';

const TABLE = 'tally_rows';

/** One row per stream counting its events, and one notice per event: a partial table and a doubled notice both show. */
const tallyProjection = defineProjection({
  name: 'tally_v1',
  tables: [TABLE],
  async setup(db) {
    if (await db.schema.hasTable(TABLE)) return;
    await db.schema.createTable(TABLE, (table) => {
      table.text('stream_id').primary();
      table.integer('events').notNullable();
      table.text('last_type').notNullable();
    });
    await db.raw(`create index ${TABLE}_events on ${TABLE} (events)`);
  },
  async apply(events, { tx, notify }) {
    for (const event of events) {
      await tx(TABLE)
        .insert({ stream_id: event.streamId, events: 1, last_type: event.type })
        .onConflict('stream_id')
        .merge({ events: tx.raw(`${TABLE}.events + 1`), last_type: tx.raw('excluded.last_type') });
      await notify(event, { topic: `tally/${event.id}`, payload: { type: event.type } });
    }
  },
});

function foldTally(events: RecordedEvent[]) {
  const rows = new Map<string, { stream_id: string; events: number; last_type: string }>();
  for (const event of events) {
    rows.set(event.streamId, { stream_id: event.streamId, events: (rows.get(event.streamId)?.events ?? 0) + 1, last_type: event.type });
  }
  return [...rows.values()].sort((a, b) => (a.stream_id < b.stream_id ? -1 : 1));
}

describe('zero-downtime rebuild', () => {
  let testbed: ProjectionTestbed;
  let stopLive: AbortController;
  let live: Promise<void> | undefined;

  beforeEach(async () => {
    testbed = await createProjectionTestbed();
    stopLive = new AbortController();
    live = undefined;
  });
  afterEach(async () => {
    stopLive.abort();
    await live;
    await testbed.dispose();
  });

  const runner = (batchSize = 100) =>
    new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: tallyProjection, batchSize, idlePollMs: 100 });
  const rebuild = (extra: Partial<Parameters<typeof rebuildProjection>[0]> = {}) =>
    rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection: tallyProjection, batchSize: 100, ...extra });
  const rows = () => testbed.db(TABLE).select('stream_id', 'events', 'last_type').orderBy('stream_id');
  const tally = async () => {
    const row = await testbed.db(TABLE).first<{ rows: number; events: number | null }>(testbed.db.raw('count(*)::int as rows, sum(events)::int as events'));
    return { rows: row!.rows, events: row!.events ?? 0 };
  };

  async function appendStreams(streams: number, eventsPerStream: number) {
    for (let s = 0; s < streams; s++) {
      await testbed.store.appendToStream(
        `tally-${String(s).padStart(4, '0')}`,
        Array.from({ length: eventsPerStream }, (_, n) => ({ type: `Step${n}`, data: { n } })),
      );
    }
    return (await testbed.store.headPosition())!;
  }

  async function allEvents(): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for (let after: string | undefined; ; ) {
      const page = await testbed.store.readAll({ after, maxCount: 1000 });
      events.push(...page.events);
      if (!page.last) return events;
      after = page.last;
    }
  }

  async function startLiveProjection() {
    const head = await appendStreams(200, 15); // 3,000 events
    await runner().run(new AbortController().signal, head);
    live = runner().run(stopLive.signal);
  }

  const statusOfTally = async (): Promise<ProjectionStatus> => (await projectionStatuses(testbed.db)).find((status) => status.name === tallyProjection.name)!;

  it('keeps serving the full live table while it rebuilds, takes in events appended meanwhile and queues no notice twice', async () => {
    await startLiveProjection();
    const before = await tally();
    expect(before).toEqual({ rows: 200, events: 3000 });
    const generationBefore = (await readCheckpoint(testbed.db, tallyProjection.name)).generation;

    // every batch of the rebuild waits for one read of the live table and adds an event to the store
    const seen: { rows: number; events: number }[] = [];
    let progressMidway: ProjectionStatus['rebuild'] = null;
    let batches = 0;
    const result = await rebuild({
      beforeCommit: async () => {
        batches += 1;
        seen.push(await tally());
        await testbed.store.appendToStream(`tally-late-${batches % 7}`, [{ type: 'Late', data: { batch: batches } }]);
        if (batches === 10) progressMidway = (await statusOfTally()).rebuild;
      },
    });
    seen.push(await tally());

    expect(batches).toBeGreaterThan(20);
    for (const [index, observed] of seen.entries()) {
      expect(observed.rows).toBeGreaterThanOrEqual(before.rows);
      expect(observed.events).toBeGreaterThanOrEqual(seen[index - 1]?.events ?? before.events);
    }
    expect(progressMidway).toMatchObject({ phase: 'building', eventsProcessed: 900 });
    expect(progressMidway!.totalEvents).toBeGreaterThanOrEqual(3000);
    expect(result.eventsProcessed).toBeGreaterThanOrEqual(3000);

    // the live runner carries on from the switch: what was appended during the rebuild ends up in the rows, once
    const head = (await testbed.store.headPosition())!;
    await eventually(async () => (await readCheckpoint(testbed.db, tallyProjection.name)).position === head);
    const events = await allEvents();
    expect(events.length).toBe(3000 + batches);
    expect(await rows()).toEqual(foldTally(events));
    const outbox = await testbed.db('notice_outbox').select('projection', 'event_id');
    expect(outbox).toHaveLength(events.length);
    expect(new Set(outbox.map((row) => row.event_id))).toEqual(new Set(events.map((event) => event.id)));
    expect(new Set(outbox.map((row) => row.projection))).toEqual(new Set([tallyProjection.name]));

    const checkpoint = await readCheckpoint(testbed.db, tallyProjection.name);
    expect(checkpoint.generation).toBe(generationBefore + 1);
    expect((await statusOfTally()).rebuild).toBeNull();
    expect((await projectionStatuses(testbed.db)).map((status) => status.name)).toEqual([tallyProjection.name]);
    const { rows: schemas } = await testbed.db.raw(`select nspname from pg_namespace where nspname like '%tally%'`);
    expect(schemas).toEqual([]);
    // the index made by setup() is on the table that now serves reads
    const { rows: indexes } = await testbed.db.raw(`select indexname from pg_indexes where tablename = ? and schemaname = current_schema() order by 1`, [TABLE]);
    expect(indexes.map((index: { indexname: string }) => index.indexname)).toEqual([`${TABLE}_events`, `${TABLE}_pkey`]);
  });

  it('leaves the live tables untouched when a rebuild dies midway, and the next rebuild succeeds', async () => {
    await startLiveProjection();
    const liveRows = await rows();

    let batches = 0;
    const crashing = rebuild({
      beforeCommit: () => {
        if (++batches === 5) throw new Error('simulated crash of the rebuild');
      },
    });
    await expect(crashing).rejects.toThrow('simulated crash of the rebuild');
    expect(await rows()).toEqual(liveRows);
    expect((await statusOfTally()).rebuild).toBeNull();

    // what a killed process leaves behind: a half-built scratch schema, its checkpoint and its progress row
    await testbed.db.raw('create schema rebuild_tally_v1');
    await testbed.db.raw(`create table rebuild_tally_v1.${TABLE} (stream_id text primary key)`);
    await testbed.db.raw(`insert into rebuild_tally_v1.${TABLE} values ('stale')`);
    const halfway = (await testbed.store.readAll({ maxCount: 500 })).last!;
    await testbed.db('projection_checkpoints').insert({ name: 'tally_v1@rebuild', position: halfway, events_processed: 500 });
    await testbed.db('projection_rebuilds').insert({ name: tallyProjection.name, phase: 'building', target_position: halfway, total_events: 3000 });
    expect((await statusOfTally()).rebuild).toBeNull(); // nobody is rebuilding any more
    expect(await rows()).toEqual(liveRows);

    // an index someone added to the live table by hand (or by a migration) is built on the next version too
    await testbed.db.raw(`create index ${TABLE}_by_hand on ${TABLE} (last_type)`);
    await rebuild();
    expect(await rows()).toEqual(liveRows);
    expect(await rows()).toEqual(foldTally(await allEvents()));
    expect(await testbed.db.raw(`select 1 from pg_indexes where indexname = ? and schemaname = current_schema()`, [`${TABLE}_by_hand`])).toMatchObject({ rowCount: 1 });
    expect((await statusOfTally()).rebuild).toBeNull();
    expect(await testbed.db('notice_outbox').count({ count: '*' }).first()).toEqual({ count: 3000 });
  });

  it('takes a projection nobody runs from where it stopped to the head, telling only what it had not told', async () => {
    const stoppedAt = await appendStreams(20, 5);
    await runner().run(new AbortController().signal, stoppedAt);
    const head = await appendStreams(25, 2); // 50 events the stopped projection never handled

    const result = await rebuild();
    expect(result).toMatchObject({ replayedThrough: stoppedAt, eventsProcessed: 100, caughtUpTo: head });
    const events = await allEvents();
    expect(await rows()).toEqual(foldTally(events));
    const outbox = await testbed.db('notice_outbox').select('event_id');
    expect(outbox.map((row) => row.event_id).sort()).toEqual(events.map((event) => event.id).sort());
  });

  it('can rebuild every registered projection beside its live tables, with the same indexes afterwards', async () => {
    // a projection whose setup() qualified its names would build in the live schema: the rebuild refuses it
    await testbed.store.appendToStream('misc-1', [{ type: 'Anything', data: {} }]);
    const head = (await testbed.store.headPosition())!;
    const indexesOf = async (tables: readonly string[]) =>
      (await testbed.db.raw(`select tablename, indexname from pg_indexes where schemaname = current_schema() and tablename = any(?) order by 1, 2`, [[...tables]])).rows;
    for (const projection of projections) {
      await new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection }).run(new AbortController().signal, head);
      const before = await indexesOf(projection.tables);
      await rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection });
      expect(await indexesOf(projection.tables)).toEqual(before);
    }
  });
});
