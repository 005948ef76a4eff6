/**
 * Event store throughput on one fresh database: single-event appends against plain single-row INSERT commits at 1 and
 * 8 connections; the same at 8 while a writing transaction stays open in another database of the server (which the
 * old cluster-wide horizon stalled on), with the lag from an append's commit to a reader in another store instance
 * seeing it; then replay speed of the set-based stream stats projection over 100,000 events, and a type-filtered
 * readAll over them.
 * The two write loads alternate in short rounds and report medians: on a small shared box throughput drifts over
 * seconds (checkpoints, a noisy neighbour), and pairing each append round with an insert round keeps the ratio honest.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore, type NewEvent } from '@jobmarket/eventstore';
import { createTestDatabase } from '@jobmarket/eventstore/testing';
import {
  createDatabase,
  migrateReadModels,
  ProjectionRunner,
  STREAM_STATS_TABLE,
  streamStatsProjection,
  type Database,
} from '@jobmarket/projections';
import { median, opsPerSecond, percentile, timed } from './load';
import { report, round, type Figure } from './report';

const BENCH = 'eventstore';
const CONCURRENCIES = [1, 8];
const ROUNDS = 4;
const ROUND = { warmupMs: 500, durationMs: 2_500 };
const RATIO_TARGET = 0.6;
const REPLAY_EVENTS = 100_000;
const EVENTS_PER_SEED_APPEND = 100;
const REPLAY_TARGET = 50_000;
const CATEGORIES = ['job', 'company', 'application', 'user'];
const LAG_WRITERS = 8;
const LAG_DURATION_MS = 2_500;
const LAG_P99_TARGET_MS = 100;

function figure(metric: string, value: number | string, unit: string, target: Figure['target'] = null): Figure {
  return { bench: BENCH, metric, value, unit, target };
}

function sampleData(n: number) {
  const salary = { min: 42_000, max: 51_000, currency: 'EUR' };
  return { title: `Senior plumber ${n}`, salary, tags: ['full-time', 'on-site'] };
}

function sampleEvent(n: number): NewEvent {
  return { type: 'JobPosted', data: sampleData(n), metadata: { actorId: 'bench', correlationId: randomUUID() } };
}

async function reportServerSettings(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const setting of ['synchronous_commit', 'fsync']) {
      const { rows } = await client.query<Record<string, string>>(`show ${setting}`);
      report(figure(`server ${setting}`, rows[0]?.[setting] ?? '?', ''));
    }
  } finally {
    await client.end();
  }
}

interface WriteRates {
  appends: number[];
  inserts: number[];
}

/**
 * Appends go through the adapter, each worker to its own stream (no waiting on another worker's stream row);
 * the floor they are held against is autocommit single-row INSERTs of the same payload into a plain table.
 */
async function writeRates(url: string, concurrency: number): Promise<WriteRates> {
  const store = new PostgresEventStore({ connectionString: url, maxConnections: concurrency });
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  pool.on('error', () => undefined); // the final drop ends idle connections
  let n = 0;
  const append = async (worker: number) => {
    await store.appendToStream(`bench-w${worker}`, [sampleEvent(n++)], { expectedRevision: 'any' });
  };
  const insert = async (worker: number) => {
    const values = [`bench-w${worker}`, randomUUID(), 'JobPosted', JSON.stringify(sampleData(n++))];
    await pool.query('insert into raw_events (stream_id, event_id, type, data) values ($1, $2, $3, $4)', values);
  };
  const rates: WriteRates = { appends: [], inserts: [] };
  try {
    for (let i = 0; i < ROUNDS; i++) {
      rates.appends.push(await opsPerSecond({ ...ROUND, concurrency }, append));
      rates.inserts.push(await opsPerSecond({ ...ROUND, concurrency }, insert));
    }
    return rates;
  } finally {
    await store.close();
    await pool.end();
  }
}

function rounds(values: number[], digits = 0): string {
  return `rounds ${values.map((value) => round(value, digits).toLocaleString('en-US')).join(' / ')}`;
}

function reportWriteRates(label: string, concurrency: number, { appends, inserts }: WriteRates): void {
  const ratios = appends.map((rate, i) => rate / inserts[i]!);
  const ratio = median(ratios);
  const target = concurrency === 8 ? `>= ${RATIO_TARGET}x raw insert` : null;
  const met = target === null ? undefined : ratio >= RATIO_TARGET;
  report(figure(`appends c=${concurrency}${label}`, round(median(appends)), 'appends/s'), { note: rounds(appends) });
  report(figure(`raw inserts c=${concurrency}${label}`, round(median(inserts)), 'commits/s'), { note: rounds(inserts) });
  report(figure(`append/raw ratio c=${concurrency}${label}`, round(ratio, 2), 'x', target), { met, note: rounds(ratios, 2) });
}

/** A transaction in another database of the same server that has written and stays open (a forgotten BEGIN in psql). */
async function openUnrelatedTransaction(): Promise<{ xid: string; end(): Promise<void> }> {
  const elsewhere = await createTestDatabase('jm_bench_elsewhere');
  const client = new pg.Client({ connectionString: elsewhere.url });
  await client.connect();
  await client.query('create table pending_import (n int)');
  await client.query('begin');
  await client.query('insert into pending_import values (1)');
  const { rows } = await client.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
  return {
    xid: rows[0]!.xid,
    async end() {
      await client.query('rollback');
      await client.end();
      await elsewhere.drop();
    },
  };
}

/**
 * 8 writers append for a while; a reader on its own store instance (as the projections process is) follows readAll
 * through subscribeToAll. Lag: from an append's commit being acknowledged to the reader holding the event.
 */
async function readLagMs(url: string): Promise<{ lags: number[]; appended: number }> {
  const writerStore = new PostgresEventStore({ connectionString: url, maxConnections: LAG_WRITERS });
  const readerStore = new PostgresEventStore({ connectionString: url, maxConnections: 2 });
  const committedAt = new Map<string, number>();
  const seenAt = new Map<string, number>();
  const stopReading = new AbortController();
  try {
    const head = await readerStore.headPosition();
    const reading = (async () => {
      for await (const recorded of readerStore.subscribeToAll({ after: head, signal: stopReading.signal })) seenAt.set(recorded.id, performance.now());
    })();
    let n = 0;
    await opsPerSecond({ concurrency: LAG_WRITERS, warmupMs: 0, durationMs: LAG_DURATION_MS }, async (worker) => {
      const event = { ...sampleEvent(n++), id: randomUUID() };
      await writerStore.appendToStream(`lag-w${worker}`, [event]);
      committedAt.set(event.id, performance.now());
    });
    const deadline = performance.now() + 10_000;
    while (seenAt.size < committedAt.size && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    stopReading.abort();
    await reading;
    if (seenAt.size < committedAt.size) throw new Error(`the reader saw ${seenAt.size} of ${committedAt.size} appends within 10 s`);
    // a reader may see a commit before its writer hears back: that is no lag
    const lags = [...committedAt].map(([id, at]) => Math.max(0, seenAt.get(id)! - at));
    return { lags, appended: committedAt.size };
  } finally {
    stopReading.abort();
    await writerStore.close();
    await readerStore.close();
  }
}

async function benchWrites(store: PostgresEventStore, url: string): Promise<void> {
  await store.pool.query(`create table raw_events (
    id bigserial primary key, stream_id text not null, event_id uuid not null, type text not null, data jsonb not null)`);
  for (const concurrency of CONCURRENCIES) reportWriteRates('', concurrency, await writeRates(url, concurrency));

  const unrelated = await openUnrelatedTransaction();
  try {
    const label = ' (open transaction elsewhere)';
    reportWriteRates(label, 8, await writeRates(url, 8));
    const { lags, appended } = await readLagMs(url);
    const note = `${appended.toLocaleString('en-US')} appends by ${LAG_WRITERS} writers, all seen; p50 ${round(percentile(lags, 50), 1)} ms, max ${round(Math.max(...lags), 1)} ms; open xid ${unrelated.xid} in another database`;
    const p99 = percentile(lags, 99);
    report(figure(`readAll lag p99${label}`, round(p99, 1), 'ms', LAG_P99_TARGET_MS), { met: p99 <= LAG_P99_TARGET_MS, note });
  } finally {
    await unrelated.end();
  }
}

/** A projection that handles one rare type walks 100,000 events of others: pages of readAll with the type filter. */
async function benchFilteredRead(store: PostgresEventStore): Promise<void> {
  await store.appendToStream('rare-1', Array.from({ length: 10 }, () => ({ type: 'RareThing', data: {} })));
  let pages = 0;
  let matched = 0;
  const ms = await timed(async () => {
    let after: string | undefined;
    for (;;) {
      const page = await store.readAll({ after, maxCount: 500, filter: { eventTypes: ['RareThing'] } });
      if (!page.last) return;
      pages++;
      matched += page.events.length;
      after = page.last;
    }
  });
  if (matched !== 10) throw new Error(`filtered read found ${matched} of 10 events`);
  report(figure('filtered readAll, 10 matches in 100,010 events', round(ms, 1), 'ms'), { note: `${pages} page(s) of maxCount 500` });
}

/** REPLAY_EVENTS events, EVENTS_PER_SEED_APPEND per append and one append per stream, over a few categories. */
async function seed(store: PostgresEventStore): Promise<void> {
  await store.pool.query('truncate es_events, es_streams restart identity'); // exactly REPLAY_EVENTS to replay
  const appends = REPLAY_EVENTS / EVENTS_PER_SEED_APPEND;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < appends; i = next++) {
      const events = Array.from({ length: EVENTS_PER_SEED_APPEND }, (_, k) => sampleEvent(i * EVENTS_PER_SEED_APPEND + k));
      await store.appendToStream(`${CATEGORIES[i % CATEGORIES.length]}-${i}`, events, { expectedRevision: 'no_stream' });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** Replays the whole store into stream stats from scratch up to `head`; returns the seconds it took. */
async function replaySeconds(
  store: PostgresEventStore,
  db: Database,
  url: string,
  batchSize: number,
  head: string,
): Promise<number> {
  await db.schema.dropTableIfExists(STREAM_STATS_TABLE);
  await db('projection_checkpoints').where({ name: streamStatsProjection.name }).delete();
  const runner = new ProjectionRunner({ store, db, connectionString: url, projection: streamStatsProjection, batchSize });
  await runner.prepare();
  const ms = await timed(() => runner.run(new AbortController().signal, head));
  const [tally] = await db(STREAM_STATS_TABLE).sum({ events: 'events' });
  const events = Number(tally?.events ?? 0);
  if (events !== REPLAY_EVENTS) throw new Error(`replay tallied ${events} events, expected ${REPLAY_EVENTS}`);
  return ms / 1000;
}

async function benchReplay(store: PostgresEventStore, url: string): Promise<void> {
  await seed(store);
  const head = await store.headPosition();
  if (!head) throw new Error('seeding left the store empty');
  const db = createDatabase(url);
  try {
    await migrateReadModels(db);
    for (const batchSize of [2000, 500]) {
      const seconds = await replaySeconds(store, db, url, batchSize, head);
      const rate = REPLAY_EVENTS / seconds;
      const note = `${REPLAY_EVENTS.toLocaleString('en-US')} events in ${round(seconds, 2)} s`;
      const replay = figure(`replay stream_stats batch=${batchSize}`, round(rate), 'events/s', REPLAY_TARGET);
      report(replay, { met: rate >= REPLAY_TARGET, note });
    }
  } finally {
    await db.destroy();
  }
}

export async function run(): Promise<void> {
  const started = performance.now();
  const database = await createTestDatabase('jm_bench');
  const store = new PostgresEventStore({ connectionString: database.url });
  try {
    await reportServerSettings(database.url);
    await store.migrate();
    await benchWrites(store, database.url);
    await benchReplay(store, database.url);
    await benchFilteredRead(store);
  } finally {
    await store.close().catch(() => undefined);
    await database.drop();
  }
  report(figure('run time', round((performance.now() - started) / 1000, 1), 's'));
}
