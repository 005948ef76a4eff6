import {
  createDatabase,
  defineProjection,
  dictionariesProjection,
  ensureCheckpoint,
  ProjectionRunner,
  readCheckpoint,
  runProjections,
  streamStatsProjection,
  type Database,
} from '@jobmarket/projections';
import { createProjectionTestbed, type ProjectionTestbed } from '@jobmarket/projections/testing/projectionTestbed';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionWaiter } from './readYourWrites';

describe('read-your-writes', () => {
  let testbed: ProjectionTestbed;
  let waiter: ProjectionWaiter;
  /** The waiter's own connection pool, so that every statement it sends can be counted. */
  let waiterDb: Database;
  let waiterStatements: string[];
  beforeEach(async () => {
    testbed = await createProjectionTestbed();
    waiterDb = createDatabase(testbed.database.url);
    waiterStatements = [];
    waiterDb.on('query', (query: { sql: string }) => waiterStatements.push(query.sql));
    // these tests run stream stats (every event) and dictionaries (Dict* events only); commands wait for both
    // the silence safety net is out of the way: what these waiters learn, they learn from notifications
    waiter = new ProjectionWaiter(waiterDb, testbed.database.url, 10_000, [streamStatsProjection.name, dictionariesProjection.name], {
      silenceMs: 60_000,
    });
    await waiter.start();
  });
  afterEach(async () => {
    await waiter.close();
    await waiterDb.destroy();
    await testbed.dispose();
  });

  const runBoth = () =>
    runProjections({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projections: [streamStatsProjection, dictionariesProjection] });

  it('resolves once the live projection has processed the appended position, and the read model shows it', async () => {
    const running = await runBoth();
    try {
      const { position } = await testbed.store.appendToStream('invoice-1', [{ type: 'InvoiceIssued', data: {} }]);
      expect(await waiter.waitFor(position)).toBe(true);
      const row = await testbed.db('stream_stats_v1').where({ category: 'invoice' }).first();
      expect(row).toMatchObject({ streams: 1, events: 1 });
    } finally {
      await running.stop();
    }
  });

  it('is woken by the notifications: no checkpoint row is read while commands wait', async () => {
    const running = await runBoth();
    try {
      expect(waiterStatements).toEqual(['select "name", "state", "position" from "projection_checkpoints"']); // once, at start
      for (let n = 0; n < 5; n++) {
        const { position } = await testbed.store.appendToStream(`invoice-${n}`, [{ type: 'InvoiceIssued', data: {} }]);
        expect(await waiter.waitFor(position)).toBe(true);
      }
      expect(waiterStatements).toHaveLength(1);
    } finally {
      await running.stop();
    }
  });

  it('counts a projection with nothing to apply as caught up, although it committed nothing for the events', async () => {
    const running = await runBoth();
    try {
      const { position } = await testbed.store.appendToStream('invoice-1', [{ type: 'InvoiceIssued', data: {} }]);
      expect(await waiter.waitFor(position)).toBe(true);
      // dictionaries skipped the invoice in memory: a waiter reading checkpoint rows would still be waiting
      const dictionaries = await readCheckpoint(testbed.db, dictionariesProjection.name);
      expect(dictionaries.position === null || dictionaries.position < position).toBe(true);
    } finally {
      await running.stop();
    }
  });

  it('answers false when the projections do not catch up within the timeout', async () => {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: streamStatsProjection });
    await runner.prepare(); // registered, but nobody runs it
    const { position } = await testbed.store.appendToStream('invoice-2', [{ type: 'InvoiceIssued', data: {} }]);
    expect(await waiter.waitFor(position, { timeoutMs: 150 })).toBe(false);
    expect(await waiter.hasReached(position)).toBe(false);
  });

  it('refuses to wait for no position at once, instead of waiting out the timeout for a position that never comes', async () => {
    const nothingWritten: { position?: string } = {};
    await expect(waiter.waitFor(nothingWritten.position!)).rejects.toThrow(TypeError);
    await expect(waiter.waitFor('')).rejects.toThrow(TypeError);
  });

  it('waits only for the projections named', async () => {
    const stop = new AbortController();
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: streamStatsProjection });
    const running = runner.run(stop.signal); // dictionaries is not running
    try {
      const { position } = await testbed.store.appendToStream('invoice-3', [{ type: 'InvoiceIssued', data: {} }]);
      expect(await waiter.waitFor(position, { projections: [streamStatsProjection.name] })).toBe(true);
      expect(await waiter.waitFor(position, { timeoutMs: 150 })).toBe(false);
    } finally {
      stop.abort();
      await running;
    }
  });

  it('stays correct when its listener connection drops: it reconnects and reads the rows once again', async () => {
    const { rows } = await testbed.db.raw<{ rows: { killed: boolean }[] }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and query = 'listen projection_checkpoints'`,
    );
    expect(rows).toEqual([{ killed: true }]);
    // news sent before the waiter listens again is lost; it learns it from the rows, at the latest once a skipping runner
    // persists its position (lazyCheckpointMs); news sent after it listens again reaches it as usual
    const running = await runBoth();
    try {
      const { position } = await testbed.store.appendToStream('invoice-4', [{ type: 'InvoiceIssued', data: {} }]);
      expect(await waiter.waitFor(position)).toBe(true);
      const { position: later } = await testbed.store.appendToStream('invoice-5', [{ type: 'InvoiceIssued', data: {} }]);
      expect(await waiter.waitFor(later)).toBe(true);
    } finally {
      await running.stop();
    }
  });

  it('settles each wait when its own position is reached, and reads the rows after a silence when no notification comes', async () => {
    await ensureCheckpoint(testbed.db, 'silent_v1');
    const quiet = new ProjectionWaiter(waiterDb, testbed.database.url, 10_000, ['silent_v1'], { silenceMs: 150 });
    await quiet.start();
    try {
      const first = (await testbed.store.appendToStream('invoice-7', [{ type: 'InvoiceIssued', data: {} }])).position;
      const second = (await testbed.store.appendToStream('invoice-8', [{ type: 'InvoiceIssued', data: {} }])).position;
      const settled: string[] = [];
      const waits = [first, second].map((position) => quiet.waitFor(position).then((isReached) => isReached && settled.push(position)));
      // the checkpoint moves without a NOTIFY (as if it were lost): only the rows tell
      await testbed.db('projection_checkpoints').where({ name: 'silent_v1' }).update({ position: first });
      await waits[0];
      expect(settled).toEqual([first]);
      await testbed.db('projection_checkpoints').where({ name: 'silent_v1' }).update({ position: second });
      await waits[1];
      expect(settled).toEqual([first, second]);
      // read at the start and about once per silence while waiting, not in a loop
      const rowReads = waiterStatements.filter((sql) => sql.includes('projection_checkpoints')).length;
      expect(rowReads).toBeGreaterThanOrEqual(3);
      expect(rowReads).toBeLessThanOrEqual(8);
    } finally {
      await quiet.close();
    }
  });

  it('does not wait for a projection that stopped at a failing event: it will not move until an operator restarts it', async () => {
    const poisoned = defineProjection({
      name: 'poisoned_v1',
      tables: [],
      async setup() {},
      async apply() {
        throw new Error('cannot digest');
      },
    });
    const stop = new AbortController();
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: poisoned, attempts: 1 });
    const running = runner.run(stop.signal);
    try {
      const { position } = await testbed.store.appendToStream('invoice-6', [{ type: 'InvoiceIssued', data: {} }]);
      expect(await waiter.waitFor(position, { projections: [poisoned.name] })).toBe(true);
      expect((await readCheckpoint(testbed.db, poisoned.name)).state).toBe('stopped');
      expect(waiterStatements).toHaveLength(1); // told by the runner's notification, not found in the rows
    } finally {
      stop.abort();
      await running;
    }
  });
});
