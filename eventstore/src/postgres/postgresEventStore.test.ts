import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, eventStoreContract, type TestDatabase } from '../testing';
import { PostgresEventStore } from './postgresEventStore';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, maxConnections: 20 });
  await store.migrate();
  return {
    store,
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
});

describe('PostgreSQL event store: no event is ever skipped', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore({ connectionString: database.url, maxConnections: 12 });
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  async function openClient(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return client;
  }

  async function appendInOpenTransaction(client: pg.Client, streamId: string, type: string): Promise<void> {
    await client.query(`select * from es_append($1, 'any', $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])`, [
      streamId,
      [randomUUID()],
      [type],
      ['{}'],
      ['{}'],
    ]);
  }

  it('does not return a later commit while an earlier transaction is still open, then returns both in order', async () => {
    const head = await store.headPosition();
    const first = await openClient();
    const second = await openClient();
    try {
      // an append inside a larger transaction takes the append lock before its transaction has an id
      await first.query('begin');
      await first.query('select es_begin_append()');
      await first.query('select pg_current_xact_id()'); // transaction id A
      await second.query('begin');
      await second.query('select es_begin_append()');
      await second.query('select pg_current_xact_id()'); // transaction id B > A
      await appendInOpenTransaction(second, 'gap-b', 'CommittedFirst');
      await second.query('commit');

      const whileAOpen = await store.readAll({ after: head, maxCount: 100 });
      expect(whileAOpen.events.map((e) => e.type)).not.toContain('CommittedFirst');
      expect(whileAOpen.last).toBeUndefined();

      await appendInOpenTransaction(first, 'gap-a', 'CommittedSecond');
      await first.query('commit');

      const afterBoth = await store.readAll({ after: head, maxCount: 100 });
      expect(afterBoth.events.map((e) => e.type)).toEqual(['CommittedSecond', 'CommittedFirst']);
    } finally {
      await first.end();
      await second.end();
    }
  });

  it('refuses an append in a transaction that got its id before taking the append lock', async () => {
    const client = await openClient();
    try {
      await client.query('begin');
      await client.query('select pg_current_xact_id()');
      const error = await appendInOpenTransaction(client, 'late-lock', 'Refused').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'JM002' });
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });

  async function appendToStreamsInOpenTransaction(client: pg.Client, streams: string[], types: string[]): Promise<void> {
    await client.query(`select * from es_append_streams($1, $2, $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])`, [
      streams,
      streams.map(() => 'no_stream'),
      streams.map(() => 1),
      types.map(() => randomUUID()),
      types,
      types.map(() => '{}'),
      types.map(() => '{}'),
    ]);
  }

  it('holds readers back at an open multi-stream append, then returns its events before a later commit', async () => {
    const head = await store.headPosition();
    const multi = await openClient();
    try {
      await multi.query('begin');
      await appendToStreamsInOpenTransaction(multi, [`claim-${randomUUID()}`, `entity-${randomUUID()}`], ['MultiClaimed', 'MultiCreated']);
      await store.appendToStream(`later-${randomUUID()}`, [{ type: 'CommittedLater', data: {} }]);

      const whileOpen = await store.readAll({ after: head, maxCount: 100 });
      expect(whileOpen.events.map((e) => e.type)).not.toContain('CommittedLater');
      expect(whileOpen.last).toBeUndefined();

      await multi.query('commit');
      const afterBoth = await store.readAll({ after: head, maxCount: 100 });
      expect(afterBoth.events.map((e) => e.type)).toEqual(['MultiClaimed', 'MultiCreated', 'CommittedLater']);
    } finally {
      await multi.end();
    }
  });

  it('refuses a multi-stream append in a transaction that got its id before taking the append lock', async () => {
    const client = await openClient();
    try {
      await client.query('begin');
      await client.query('select pg_current_xact_id()');
      const error = await appendToStreamsInOpenTransaction(client, ['late-lock-a', 'late-lock-b'], ['A', 'B']).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'JM002' });
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });

  it('tells whether events wait behind the horizon without scanning the table', async () => {
    for (let n = 0; n < 40; n++) await store.appendToStream(`bulk-${randomUUID()}`, Array.from({ length: 100 }, () => ({ type: 'Bulk', data: {} })));
    const client = await openClient();
    try {
      await client.query('analyze es_events');
      await client.query('begin');
      // asked as a subscriber does, again and again: after five calls plpgsql may plan its query once for any horizon
      for (let n = 0; n < 10; n++) {
        const { rows } = await client.query<{ behind: boolean }>('select es_has_events_behind_horizon() as behind');
        expect(rows[0]!.behind).toBe(false);
      }
      // this transaction's own reads so far: index probes, never a sequential scan of es_events
      const scans = await client.query<{ seq_scan: string; idx_scan: string }>(
        `select seq_scan, idx_scan from pg_stat_xact_user_tables where relname = 'es_events'`,
      );
      expect(Number(scans.rows[0]!.seq_scan)).toBe(0);
      await client.query('commit');
    } finally {
      await client.end();
    }
  });

  it('reads exactly the table under 8 concurrent writers with slow commits', async () => {
    const head = await store.headPosition();
    const writers = 8;
    const appendsPerWriter = 40;
    let writing = true;

    const writer = async (index: number) => {
      const client = await openClient();
      try {
        for (let n = 0; n < appendsPerWriter; n++) {
          await client.query('begin');
          await appendInOpenTransaction(client, `stress-${index}`, 'Stress');
          // every fifth commit is slow, so later transactions often commit first
          if (n % 5 === index % 5) await new Promise((resolve) => setTimeout(resolve, 3 + ((n * 7 + index) % 11)));
          await client.query('commit');
        }
      } finally {
        await client.end();
      }
    };

    const seen = new Set<string>();
    const reader = (async () => {
      let after = head;
      for (;;) {
        const stillWriting = writing;
        const page = await store.readAll({ after, maxCount: 50 });
        for (const e of page.events) {
          expect(seen.has(e.id)).toBe(false);
          seen.add(e.id);
        }
        if (page.last) after = page.last;
        else if (!stillWriting) return;
        else await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
    writing = false;
    await reader;

    const { rows } = await store.pool.query<{ event_id: string }>(`select event_id from es_events where stream_id like 'stress-%'`);
    expect(rows).toHaveLength(writers * appendsPerWriter);
    expect(seen).toEqual(new Set(rows.map((row) => row.event_id)));
  });
});
