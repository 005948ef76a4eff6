import { ProjectionRunner, streamStatsProjection } from '@jobmarket/projections';
import { createProjectionTestbed, type ProjectionTestbed } from '@jobmarket/projections/testing/projectionTestbed';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionWaiter } from './readYourWrites';

describe('read-your-writes', () => {
  let testbed: ProjectionTestbed;
  let waiter: ProjectionWaiter;
  beforeEach(async () => {
    testbed = await createProjectionTestbed();
    // this test runs one projection, so that is the one commands wait for
    waiter = new ProjectionWaiter(testbed.db, testbed.database.url, 10_000, [streamStatsProjection.name]);
    await waiter.start();
  });
  afterEach(async () => {
    await waiter.close();
    await testbed.dispose();
  });

  it('resolves once the live projection has processed the appended position, and the read model shows it', async () => {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: streamStatsProjection });
    const stop = new AbortController();
    const running = runner.run(stop.signal);
    try {
      const { position } = await testbed.store.appendToStream('invoice-1', [{ type: 'InvoiceIssued', data: {} }]);
      expect(await waiter.waitFor(position)).toBe(true);
      const row = await testbed.db('stream_stats_v1').where({ category: 'invoice' }).first();
      expect(row).toMatchObject({ streams: 1, events: 1 });
    } finally {
      stop.abort();
      await running;
    }
  });

  it('answers false when the projections do not catch up within the timeout', async () => {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: streamStatsProjection });
    await runner.prepare(); // registered, but nobody runs it
    const { position } = await testbed.store.appendToStream('invoice-2', [{ type: 'InvoiceIssued', data: {} }]);
    expect(await waiter.waitFor(position, { timeoutMs: 150 })).toBe(false);
    expect(await waiter.hasReached(position)).toBe(false);
  });

  it('waits only for the projections named', async () => {
    const { position } = await testbed.store.appendToStream('invoice-3', [{ type: 'InvoiceIssued', data: {} }]);
    await testbed.db('projection_checkpoints').insert([{ name: 'fast_v1', position }, { name: 'slow_v1', position: null }]);
    expect(await waiter.waitFor(position, { projections: ['fast_v1'], timeoutMs: 100 })).toBe(true);
    expect(await waiter.waitFor(position, { projections: ['fast_v1', 'slow_v1'], timeoutMs: 100 })).toBe(false);
  });
});
