import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionTestbed, eventually, type ProjectionTestbed } from '../testing/projectionTestbed';
import { advanceCheckpoint, CHECKPOINT_CHANNEL, CHECKPOINT_MOVED_GUARD, CheckpointMovedError, ensureCheckpoint, parseCheckpointNews, readCheckpoint, type CheckpointNews } from './checkpoints';

describe('advanceCheckpoint', () => {
  let testbed: ProjectionTestbed;
  let listener: pg.Client;
  const heard: CheckpointNews[] = [];
  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    listener = new pg.Client({ connectionString: testbed.database.url });
    listener.on('notification', (message) => heard.push(...parseCheckpointNews(message.payload ?? '')));
    await listener.connect();
    await listener.query(`listen ${CHECKPOINT_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await testbed.dispose();
  });

  it('moves the checkpoint, tells the waiters, and lets only its own transaction commit without waiting for the flush', async () => {
    await ensureCheckpoint(testbed.db, 'moving_v1');
    const from = await readCheckpoint(testbed.db, 'moving_v1');
    const lastEventAt = new Date('2026-01-02T03:04:05.678Z');
    const settingInside = await testbed.db.transaction(async (tx) => {
      await advanceCheckpoint(tx, from, { position: '0000000000000001-0000000000000001', eventsProcessed: 2, lastEventAt });
      return (await tx.raw<{ rows: { synchronous_commit: string }[] }>('show synchronous_commit')).rows[0]!.synchronous_commit;
    });
    expect(settingInside).toBe('off');
    // set for that transaction only: the connection goes back to the pool with the server's setting
    const settingAfter = await testbed.db.transaction(async (tx) => (await tx.raw<{ rows: { synchronous_commit: string }[] }>('show synchronous_commit')).rows[0]!.synchronous_commit);
    expect(settingAfter).toBe('on');
    const row = await testbed.db('projection_checkpoints').where({ name: 'moving_v1' }).first('position', 'events_processed', 'last_event_at');
    expect(row).toEqual({ position: '0000000000000001-0000000000000001', events_processed: 2, last_event_at: lastEventAt });
    await eventually(async () => heard.some((news) => news.name === 'moving_v1' && news.kind === 'applied'));
  });

  it('refuses to move a checkpoint someone else moved, and says nothing', async () => {
    await ensureCheckpoint(testbed.db, 'contested_v1');
    const stale = await readCheckpoint(testbed.db, 'contested_v1');
    await testbed.db.transaction((tx) => advanceCheckpoint(tx, stale, { position: 'b', eventsProcessed: 0 }));
    await eventually(async () => heard.some((news) => news.name === 'contested_v1'));
    heard.length = 0;
    await expect(testbed.db.transaction((tx) => advanceCheckpoint(tx, stale, { position: 'c', eventsProcessed: 1 }))).rejects.toBeInstanceOf(CheckpointMovedError);
    const row = await testbed.db('projection_checkpoints').where({ name: 'contested_v1' }).first('position', 'events_processed');
    expect(row).toEqual({ position: 'b', events_processed: 0 });
    // a round trip on the listener's own connection delivers anything sent before it
    await listener.query('select 1');
    expect(heard.filter((news) => news.name === 'contested_v1')).toEqual([]);
  });

  it('commits a batch statement with its checkpoint in one statement, and writes nothing of it when the checkpoint moved', async () => {
    await testbed.db.raw('create table batch_rows (id int primary key)');
    const batch = (ids: number[]) => ({
      sql: `insert into ?? (id) select x from unnest(?::int[]) as x where ${CHECKPOINT_MOVED_GUARD}`,
      bindings: ['batch_rows', ids],
    });
    await ensureCheckpoint(testbed.db, 'batched_v1');
    const from = await readCheckpoint(testbed.db, 'batched_v1');
    await advanceCheckpoint(testbed.db, from, { position: 'b', eventsProcessed: 2 }, batch([1, 2]));
    await expect(advanceCheckpoint(testbed.db, from, { position: 'c', eventsProcessed: 1 }, batch([3]))).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await testbed.db('batch_rows').orderBy('id').pluck('id')).toEqual([1, 2]);
    expect(await testbed.db('projection_checkpoints').where({ name: 'batched_v1' }).first('position', 'events_processed')).toEqual({ position: 'b', events_processed: 2 });
  });
});
