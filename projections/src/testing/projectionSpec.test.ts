import { describe, expect, it } from 'vitest';
import { defineProjection } from '../runner/projection';
import { noticesQueued, ProjectionSpec, rowsOf, specEvent, specTime } from './projectionSpec';

/** A counter per stream that tells its owner on every tick: just enough to test the helper. */
const ticksProjection = defineProjection({
  name: 'spec_ticks_v1',
  handles: ['Ticked'],
  tables: ['spec_ticks_v1'],
  async setup(db) {
    if (await db.schema.hasTable('spec_ticks_v1')) return;
    await db.schema.createTable('spec_ticks_v1', (table) => {
      table.text('stream_id').primary();
      table.integer('last_revision').notNullable();
      table.timestamp('ticked_at', { useTz: true }).notNullable();
    });
  },
  async apply(events, context) {
    for (const event of events) {
      await context.tx('spec_ticks_v1')
        .insert({ stream_id: event.streamId, last_revision: Number(event.revision), ticked_at: event.createdAt })
        .onConflict('stream_id')
        .merge();
      await context.notify(event, { topic: `u/${event.streamId}`, payload: { revision: Number(event.revision) } });
    }
  },
});

const ticked = (stream: string, at?: Date) => specEvent(stream, { type: 'Ticked', data: {} }, { at });
const ignored = (stream: string) => specEvent(stream, { type: 'Tocked', data: {} });

describe('ProjectionSpec', () => {
  const given = ProjectionSpec.for(ticksProjection);

  it('numbers events per stream, dates them one second apart, and skips types the projection does not handle', () =>
    given([ticked('a'), ignored('a'), ticked('b')]).when([ticked('a')]).then(
      rowsOf('spec_ticks_v1', { stream_id: 'b', last_revision: 0, ticked_at: specTime(3) }, { stream_id: 'a', last_revision: 2, ticked_at: specTime(4) }),
      noticesQueued({ topic: 'u/a', payload: { revision: 0 } }, { topic: 'u/b', payload: { revision: 0 } }, { topic: 'u/a', payload: { revision: 2 } }),
    ));

  it('starts every given from empty tables and an empty outbox', () => given([]).then(rowsOf('spec_ticks_v1'), noticesQueued()));

  it('queues a replayed event’s notice once, and none when replayed as a rebuild', async () => {
    await given([]).when([ticked('a')], { times: 2 }).then(noticesQueued({ topic: 'u/a', payload: { revision: 0 } }));
    await given([]).when([ticked('a')], { asReplay: true }).then(rowsOf('spec_ticks_v1', { stream_id: 'a' }), noticesQueued());
  });

  it('fails when the rows differ: a wrong value, a missing row, an extra row', async () => {
    await expect(given([ticked('a')]).then(rowsOf('spec_ticks_v1', { stream_id: 'a', last_revision: 1 }))).rejects.toThrow(/rows of spec_ticks_v1/);
    await expect(given([ticked('a')]).then(rowsOf('spec_ticks_v1', { stream_id: 'a' }, { stream_id: 'b' }))).rejects.toThrow(/rows of spec_ticks_v1/);
    await expect(given([ticked('a'), ticked('b')]).then(rowsOf('spec_ticks_v1', { stream_id: 'a' }))).rejects.toThrow(/rows of spec_ticks_v1/);
    await expect(given([ticked('a')]).then(rowsOf('spec_ticks_v1'))).rejects.toThrow(/rows of spec_ticks_v1/);
  });

  it('refuses to be awaited without assertions, which would pass without checking anything', async () => {
    await expect(Promise.resolve(given([ticked('a')]))).rejects.toThrow(/then\(\) takes assertions/);
    await expect(Promise.resolve(given([]).when([ticked('a')]))).rejects.toThrow(/then\(\) takes assertions/);
  });

  it('fails when the queued notices differ', async () => {
    await expect(given([ticked('a')]).then(noticesQueued())).rejects.toThrow(/notices queued by spec_ticks_v1/);
    await expect(given([ticked('a')]).then(noticesQueued({ topic: 'u/b', payload: { revision: 0 } }))).rejects.toThrow(/notices queued/);
  });
});
