import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { ensureCheckpoint } from './checkpoints';
import { projectionStatuses } from './status';

/** A runner skips events it does not handle lazily, so its stored checkpoint may stand behind them for a while. */
describe('projection lag on the status page', () => {
  let testbed: ProjectionTestbed;
  const name = 'invoices_v1';

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    const { position } = await testbed.store.appendToStream('invoice-1', [{ type: 'InvoiceIssued', data: {} }]);
    for (let order = 1; order <= 5; order++) await testbed.store.appendToStream(`order-${order}`, [{ type: 'OrderPlaced', data: {} }]);
    await testbed.store.appendToStream('invoice-2', [{ type: 'InvoiceIssued', data: {} }]);
    await ensureCheckpoint(testbed.db, name);
    // the checkpoint row is the runner's bookkeeping: set it where a runner that applied the first invoice would
    await testbed.db('projection_checkpoints').where({ name }).update({ position });
  });
  afterAll(() => testbed.dispose());

  it('counts only the events of the types the projection handles', async () => {
    const [status] = await projectionStatuses(testbed.db, [{ name, types: ['InvoiceIssued'] }]);
    expect(status).toMatchObject({ name, lagEvents: 1 });
  });

  it('counts every event for a projection that handles every type', async () => {
    const [status] = await projectionStatuses(testbed.db, []);
    expect(status).toMatchObject({ name, lagEvents: 6 });
  });
});
