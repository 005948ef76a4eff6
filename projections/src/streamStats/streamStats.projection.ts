import { categoryOf, type RecordedEvent } from '@jobmarket/eventstore';
import { defineProjection } from '../runner/projection';

export const STREAM_STATS_TABLE = 'stream_stats_v1';

interface CategoryTally {
  category: string;
  streams: number;
  events: number;
  lastEventAt: Date;
}

function tally(events: RecordedEvent[]): CategoryTally[] {
  const byCategory = new Map<string, CategoryTally>();
  for (const event of events) {
    const category = categoryOf(event.streamId);
    const entry = byCategory.get(category) ?? { category, streams: 0, events: 0, lastEventAt: event.createdAt };
    entry.events += 1;
    if (event.revision === 0n) entry.streams += 1; // revision 0 opens a stream
    if (event.createdAt > entry.lastEventAt) entry.lastEventAt = event.createdAt;
    byCategory.set(category, entry);
  }
  return [...byCategory.values()];
}

/** How many streams and events each category holds: the platform's first read model, shown on the system status page. */
export const streamStatsProjection = defineProjection({
  name: 'stream_stats_v1',
  tables: [STREAM_STATS_TABLE],
  async setup(db) {
    if (await db.schema.hasTable(STREAM_STATS_TABLE)) return;
    await db.schema.createTable(STREAM_STATS_TABLE, (table) => {
      table.text('category').primary();
      table.bigInteger('streams').notNullable();
      table.bigInteger('events').notNullable();
      table.timestamp('last_event_at', { useTz: true }).notNullable();
    });
  },
  async apply(events, { tx }) {
    const rows = tally(events).map((entry) => ({
      category: entry.category,
      streams: entry.streams,
      events: entry.events,
      last_event_at: entry.lastEventAt,
    }));
    // one upsert per batch
    await tx(STREAM_STATS_TABLE)
      .insert(rows)
      .onConflict('category')
      .merge({
        streams: tx.raw(`${STREAM_STATS_TABLE}.streams + excluded.streams`),
        events: tx.raw(`${STREAM_STATS_TABLE}.events + excluded.events`),
        last_event_at: tx.raw(`greatest(${STREAM_STATS_TABLE}.last_event_at, excluded.last_event_at)`),
      });
  },
});
