import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { PostgresEventStore } from './postgresEventStore';

/**
 * The readers' horizon waits for open appends to this store and for nothing else (issue 10 §1): not for another
 * database's transactions, not for this database's transactions that do not append.
 */
describe('PostgreSQL event store horizon', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const opened: pg.Client[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, maxConnections: 4 });
    await store.migrate();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((client) => client.end().catch(() => undefined)));
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  async function connect(url = database.url): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, application_name: 'horizon-test' });
    await client.connect();
    opened.push(client);
    return client;
  }

  /** Opens a transaction that has written (so holds a transaction id) and leaves it open; answers its id. */
  async function openWritingTransaction(client: pg.Client, table: string): Promise<string> {
    await client.query(`create table if not exists ${table} (n int)`);
    await client.query('begin');
    await client.query(`insert into ${table} values (1)`);
    const { rows } = await client.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
    return rows[0]!.xid;
  }

  /** The old, cluster-wide horizon: proves the open transaction would have stalled readers before. */
  async function clusterWideHorizon(): Promise<bigint> {
    const { rows } = await store.pool.query<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
    return BigInt(rows[0]!.xmin);
  }

  async function appendOne(type = 'Appended') {
    return store.appendToStream(`horizon-${randomUUID()}`, [{ type, data: {} }]);
  }

  async function until(condition: () => Promise<boolean>): Promise<void> {
    while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
  }

  it('reads with a fresh snapshot in each later statement of a plpgsql function (READ COMMITTED)', async () => {
    await store.pool.query(`create table probe (n int);
      create function snapshot_probe(p_key bigint) returns table (seen_before bigint, seen_after bigint)
      language plpgsql as $$
      declare v_before bigint;
      begin
        select count(*) into v_before from probe;
        perform pg_advisory_xact_lock(p_key); -- waits for the writer, which releases it only after its commit
        return query select v_before, (select count(*) from probe);
      end $$`);
    const writer = await connect();
    const reader = await connect();
    const key = 4242;
    await writer.query('begin');
    await writer.query('insert into probe values (1)');
    await writer.query('select pg_advisory_xact_lock($1)', [key]);
    const { rows: readerPid } = await reader.query<{ pid: number }>('select pg_backend_pid() as pid');
    const probing = reader.query<{ seen_before: string; seen_after: string }>('select * from snapshot_probe($1)', [key]);
    await until(async () => {
      const { rows } = await store.pool.query('select 1 from pg_stat_activity where pid = $1 and wait_event_type = $2', [readerPid[0]!.pid, 'Lock']);
      return rows.length === 1;
    });
    await writer.query('commit');
    const { rows } = await probing;
    expect(rows[0]).toEqual({ seen_before: '0', seen_after: '1' });
  });

  it('widens the 32-bit xid of a backend into the epoch nearest to the snapshot, also across a wraparound', async () => {
    const epoch = 2n ** 32n;
    const cases: [bigint, bigint, bigint][] = [
      [100n, 3n * epoch + 200n, 3n * epoch + 100n], // older, same epoch
      [300n, 3n * epoch + 200n, 3n * epoch + 300n], // newer than the snapshot (assigned after it)
      [epoch - 10n, 3n * epoch + 5n, 2n * epoch + epoch - 10n], // older, before the wraparound
      [5n, 3n * epoch - 10n, 3n * epoch + 5n], // newer, after the wraparound
    ];
    for (const [xid32, reference, widened] of cases) {
      const { rows } = await store.pool.query<{ widened: string }>('select es_widen_xid($1, $2)::text as widened', [xid32, reference]);
      expect(BigInt(rows[0]!.widened)).toBe(widened);
    }
  });

  it('refuses to read in REPEATABLE READ, where the rows would be read with the horizon\'s own snapshot', async () => {
    const client = await connect();
    await client.query('begin isolation level repeatable read');
    await expect(client.query(`select * from es_read_all('0', 0, 10)`)).rejects.toThrow(/READ COMMITTED/);
    await client.query('rollback');
  });

  it('does not wait for an open writing transaction in another database of the server', async () => {
    const scratch = await createTestDatabase('jm_scratch');
    const elsewhere = await connect(scratch.url);
    try {
      const head = await store.headPosition();
      const xid = await openWritingTransaction(elsewhere, 'elsewhere');
      expect(await clusterWideHorizon()).toBeLessThanOrEqual(BigInt(xid));

      const { position } = await appendOne();
      const page = await store.readAll({ after: head, maxCount: 10 });
      expect(page.events.map((e) => e.position)).toEqual([position]);
      expect(await store.headPosition()).toBe(position);
      expect(await store.hasEventsBehindHorizon()).toBe(false);
    } finally {
      await elsewhere.end();
      await scratch.drop();
    }
  });

  it('does not wait for a long writing transaction in this database that does not append', async () => {
    const other = await connect();
    const head = await store.headPosition();
    const xid = await openWritingTransaction(other, 'unrelated_rows');
    expect(await clusterWideHorizon()).toBeLessThanOrEqual(BigInt(xid));

    const { position } = await appendOne();
    const page = await store.readAll({ after: head, maxCount: 10 });
    expect(page.events.map((e) => e.position)).toEqual([position]);
    expect(await store.headPosition()).toBe(position);
  });

  it('holds readers back at an open append, lists it as stale, and skips nothing when it commits', async () => {
    const head = await store.headPosition();
    const held = await connect();
    await held.query('begin');
    await held.query(`select * from es_append($1, 'any', $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])`, [
      `held-${randomUUID()}`,
      [randomUUID()],
      ['HeldOpen'],
      ['{}'],
      ['{}'],
    ]);
    const { rows: heldPid } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');

    const later = await appendOne('CommittedLater');
    expect((await store.readAll({ after: head, maxCount: 10 })).events).toEqual([]);
    expect(await store.headPosition()).toBe(head);
    expect(await store.hasEventsBehindHorizon()).toBe(true);

    const stale = await store.openAppends(0);
    expect(stale).toEqual([
      expect.objectContaining({ pid: heldPid[0]!.pid, applicationName: 'horizon-test', state: 'idle in transaction' }),
    ]);
    expect(stale[0]!.ageSeconds).toBeGreaterThanOrEqual(0);
    expect(await store.openAppends(3600)).toEqual([]);

    await held.query('commit');
    const page = await store.readAll({ after: head, maxCount: 10 });
    expect(page.events.map((e) => e.type)).toEqual(['HeldOpen', 'CommittedLater']);
    expect(page.last).toBe(later.position);
    expect(await store.openAppends(0)).toEqual([]);
  });

  it('filters types in SQL: a page holds maxCount matches however many others lie between, and last tells how far it scanned', async () => {
    const head = await store.headPosition();
    const stream = `filtered-${randomUUID()}`;
    const types = Array.from({ length: 600 }, (_, n) => (n === 10 || n === 300 || n === 590 ? 'Rare' : 'Common'));
    await store.appendToStream(stream, types.map((type, n) => ({ type, data: { n } })));
    const { position: newest } = await appendOne('Common');

    const full = await store.readAll({ after: head, maxCount: 2, filter: { eventTypes: ['Rare'] } });
    expect(full.events.map((e) => (e.data as { n: number }).n)).toEqual([10, 300]);
    expect(full.last).toBe(full.events[1]!.position);

    const rest = await store.readAll({ after: full.last, maxCount: 2, filter: { eventTypes: ['Rare'] } });
    expect(rest.events.map((e) => (e.data as { n: number }).n)).toEqual([590]);
    expect(rest.last).toBe(newest);

    expect(await store.readAll({ after: rest.last, maxCount: 2, filter: { eventTypes: ['Rare'] } })).toEqual({ events: [], last: undefined });
    const none = await store.readAll({ after: head, maxCount: 2, filter: { eventTypes: [] } });
    expect(none).toEqual({ events: [], last: newest });
  });
});
