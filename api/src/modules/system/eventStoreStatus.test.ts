import { randomUUID } from 'node:crypto';
import type { EventStoreStatusView } from '@jobmarket/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';

describe('event store status on the system status page', () => {
  let api: TestApi;
  let admin: ApiClient;
  let plainUser: ApiClient;

  beforeAll(async () => {
    // a threshold of a millisecond, so an append held open by the test is stale at once
    ({ api } = await startSeededApi({ EVENTSTORE_STALE_APPEND_SECONDS: '0.001' }));
    admin = as(api, await signIn(api, 'admin'));
    plainUser = as(api, await signIn(api, 'user'));
  });
  afterAll(async () => api?.close());

  it('lists an append transaction left open, with its connection, and nothing once it ends', async () => {
    const held = new pg.Client({ connectionString: api.database.url, application_name: 'forgotten-psql' });
    await held.connect();
    try {
      await held.query('begin');
      await held.query(`select es_append($1, 'any', $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])`, [
        `held-${randomUUID()}`,
        [randomUUID()],
        ['HeldOpen'],
        ['{}'],
        ['{}'],
      ]);
      const { body } = await admin.get('/system/event-store');
      expect(body.code).toBe('00000');
      const status = body.data as EventStoreStatusView;
      expect(status).toMatchObject({ adapter: 'postgresql', staleAppendSeconds: 0.001 });
      expect(status.openAppends).toEqual([
        expect.objectContaining({ applicationName: 'forgotten-psql', state: 'idle in transaction', transactionStart: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) }),
      ]);
    } finally {
      await held.query('rollback').catch(() => undefined);
      await held.end();
    }
    const { body } = await admin.get('/system/event-store');
    expect((body.data as EventStoreStatusView).openAppends).toEqual([]);
  });

  it('is for platform staff only', async () => {
    const { body } = await plainUser.get('/system/event-store');
    expect(body.code).toBe('A0301');
  });
});
