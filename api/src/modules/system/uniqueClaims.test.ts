import { randomUUID } from 'node:crypto';
import { PostgresEventStore, type EventStore } from '@jobmarket/eventstore';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { releaseUniqueValue } from '../../eventSourcing/uniqueness';
import { DomainError } from '../../http/appError';
import { dictDecider, dictStream } from './dictionaries/decider';
import { createWithUniqueKey } from './uniqueClaims';

const context: CommandContext = { actorId: '1', now: new Date() };
const taken = () => new DomainError('A0402', 'system.dict.codeTaken');

describe('createWithUniqueKey', () => {
  let database: TestDatabase;
  let postgres: PostgresEventStore;
  let nextId = 1;

  beforeAll(async () => {
    database = await createTestDatabase('jm_claims');
    postgres = new PostgresEventStore({ connectionString: database.url });
    await postgres.migrate();
  });
  afterAll(async () => {
    await postgres?.close();
    await database?.drop();
  });

  /** The store as an adapter without multi-stream appends sees it (KurrentDB). */
  const oneStreamAtATime = (): EventStore => Object.assign(Object.create(postgres) as EventStore, { appendToStreams: undefined });

  function create(store: EventStore, dictCode: string) {
    const id = nextId++;
    const fields = { name: dictCode, dictCode, status: 1, remark: null };
    return createWithUniqueKey(store, { key: { scope: 'dictCode', value: dictCode }, owner: id, taken }, context, (alongside) =>
      handleCommand(store, dictStream(id), dictDecider, { type: 'CreateDict', id, fields }, context, { isNewStream: true, startsAlongside: alongside }),
    ).then((result) => ({ id, result }));
  }

  const transactionsOf = async (streams: string[]) =>
    new Set((await postgres.pool.query<{ transaction_id: string }>('select transaction_id from es_events where stream_id = any($1)', [streams])).rows.map((row) => row.transaction_id)).size;

  it('claims a fresh value in the creating append where the store can, in an append of its own where it cannot', async () => {
    const [togetherCode, apartCode] = [`together_${randomUUID()}`, `apart_${randomUUID()}`];
    const together = await create(postgres, togetherCode);
    const apart = await create(oneStreamAtATime(), apartCode);
    expect(await transactionsOf([dictStream(together.id), `unique-dictCode:${togetherCode}`])).toBe(1);
    expect(await transactionsOf([dictStream(apart.id), `unique-dictCode:${apartCode}`])).toBe(2);
  });

  it.each([
    ['with', () => postgres],
    ['without', oneStreamAtATime],
  ])('refuses a held value and takes a released one, %s multi-stream appends', async (_, storeOf) => {
    const store = storeOf();
    const code = `code_${randomUUID()}`;
    const holder = await create(store, code);
    const refusedId = nextId;
    await expect(create(store, code)).rejects.toMatchObject({ code: 'A0402' });
    expect(await postgres.readStream(dictStream(refusedId))).toEqual([]);

    await releaseUniqueValue(store, 'dictCode', code, String(holder.id), context);
    const next = await create(store, code);
    const claims = await postgres.readStream(`unique-dictCode:${code}`);
    expect(claims.map((event) => [event.type, (event.data as { owner: string }).owner])).toEqual([
      ['UniqueValueClaimed', String(holder.id)],
      ['UniqueValueReleased', String(holder.id)],
      ['UniqueValueClaimed', String(next.id)],
    ]);
  });
});
