import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../testing/identityFixtures';
import type { TestApi } from '../testing/testApi';

/**
 * Issue 10 §1, as a user meets it: with the old cluster-wide horizon, a forgotten BEGIN next door made every command
 * wait out READ_YOUR_WRITES_TIMEOUT_MS and then show a record that was not there yet.
 */
describe('read-your-writes while unrelated transactions stay open', () => {
  let api: TestApi;
  let root: ApiClient;
  let scratch: TestDatabase;
  const opened: pg.Client[] = [];

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
    root = as(api, await signIn(api, 'root'));
    scratch = await createTestDatabase('jm_scratch');
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((client) => client.end()));
  });
  afterAll(async () => {
    await scratch?.drop();
    await api?.close();
  });

  async function openWritingTransaction(url: string, table: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    opened.push(client);
    await client.query(`create table if not exists ${table} (n int)`);
    await client.query('begin');
    await client.query(`insert into ${table} values (1)`);
  }

  async function createDictionaryAndReadIt(code: string) {
    const { body, response } = await root.post('/dict', { name: code, dictCode: code, status: 1 });
    expect(body.code, body.msg).toBe('00000');
    expect(response.headers.get('x-read-your-writes')).not.toBe('pending');
    const { id } = body.data as { id: number };
    const form = await root.get(`/dict/${id}/form`);
    expect(form.body.code).toBe('00000');
    expect(form.body.data).toMatchObject({ dictCode: code });
  }

  it('answers a create with the saved record while another database has an open writing transaction', async () => {
    await openWritingTransaction(scratch.url, 'pending_import');
    await createDictionaryAndReadIt('elsewhere_open');
  });

  it('answers a create with the saved record while this database has a long transaction that does not append', async () => {
    await openWritingTransaction(api.database.url, 'bulk_import_rows');
    await createDictionaryAndReadIt('here_open');
  });
});
