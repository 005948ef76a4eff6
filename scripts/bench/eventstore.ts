/**
 * Event store throughput on one fresh database: single-event appends against plain single-row INSERT commits at 1 and
 * 8 connections, then replay speed of the set-based stream stats projection over 100,000 events.
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
import { median, opsPerSecond, timed } from './load';
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

async function benchWrites(store: PostgresEventStore, url: string): Promise<void> {
  await store.pool.query(`create table raw_events (
    id bigserial primary key, stream_id text not null, event_id uuid not null, type text not null, data jsonb not null)`);
  for (const concurrency of CONCURRENCIES) {
    const { appends, inserts } = await writeRates(url, concurrency);
    const ratios = appends.map((rate, i) => rate / inserts[i]!);
    const ratio = median(ratios);
    const target = concurrency === 8 ? `>= ${RATIO_TARGET}x raw insert` : null;
    const met = target === null ? undefined : ratio >= RATIO_TARGET;
    report(figure(`appends c=${concurrency}`, round(median(appends)), 'appends/s'), { note: rounds(appends) });
    report(figure(`raw inserts c=${concurrency}`, round(median(inserts)), 'commits/s'), { note: rounds(inserts) });
    report(figure(`append/raw ratio c=${concurrency}`, round(ratio, 2), 'x', target), { met, note: rounds(ratios, 2) });
  }
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
  } finally {
    await store.close().catch(() => undefined);
    await database.drop();
  }
  report(figure('run time', round((performance.now() - started) / 1000, 1), 's'));
}
