import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STREAM_STATS_TABLE, streamStatsProjection } from '../streamStats/streamStats.projection';
import { createProjectionTestbed, eventually, type ProjectionTestbed } from '../testing/projectionTestbed';
import { readCheckpoint } from './checkpoints';
import { ProjectionRunner } from './projectionRunner';
import { projectionStatuses } from './status';

/** Issue 10 §1: a transaction elsewhere on the server (a DBA's migration, a forgotten BEGIN) must not stall projections. */
describe('projections while another database has an open writing transaction', () => {
  let testbed: ProjectionTestbed;
  let scratch: TestDatabase;
  let elsewhere: pg.Client;

  beforeEach(async () => {
    testbed = await createProjectionTestbed();
    scratch = await createTestDatabase('jm_scratch');
    elsewhere = new pg.Client({ connectionString: scratch.url });
    await elsewhere.connect();
    await elsewhere.query('create table pending_import (n int)');
    await elsewhere.query('begin');
    await elsewhere.query('insert into pending_import values (1)'); // holds a transaction id until the test ends
  });
  afterEach(async () => {
    await elsewhere.end();
    await scratch.drop();
    await testbed.dispose();
  });

  it('a running projection catches up with a new append at once', async () => {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: streamStatsProjection });
    await runner.prepare();
    const stop = new AbortController();
    const running = runner.run(stop.signal);
    try {
      const { position } = await testbed.store.appendToStream('invoice-1', [{ type: 'InvoiceIssued', data: {} }]);
      await eventually(async () => (await readCheckpoint(testbed.db, streamStatsProjection.name)).position === position);
      expect(await testbed.db(STREAM_STATS_TABLE).where({ category: 'invoice' }).first()).toMatchObject({ events: 1 });
    } finally {
      stop.abort();
      await running;
    }
  });

  it('counts an event not yet projected as lag instead of hiding it', async () => {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: streamStatsProjection });
    await runner.prepare();
    await testbed.store.appendToStream('invoice-2', [{ type: 'InvoiceIssued', data: {} }]);
    const [status] = (await projectionStatuses(testbed.db)).filter((row) => row.name === streamStatsProjection.name);
    expect(status?.lagEvents).toBe(1);
  });
});
