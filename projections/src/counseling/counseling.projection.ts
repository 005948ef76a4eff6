import { consultOrderEventTypes, counselorEventTypes, type ConsultOrderEvent, type CounselorEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { defineProjection } from '../runner/projection';
import {
  CONSULT_ORDER_ROW_COLUMNS,
  COUNSELOR_ROW_COLUMNS,
  evolveConsultOrderRow,
  evolveCounselorRow,
  type ConsultOrderRowColumns,
  type CounselorRowColumns,
} from './counselingRow';
import { setupCounselingTables } from './counselingSchema';
import { CONSULT_ORDERS_TABLE, COUNSELORS_TABLE } from './tables';

// rows per multi-row upsert: 26 columns each stays far below PostgreSQL's 65,535 bindings
const UPSERT_CHUNK = 1000;

const counselorEvents: ReadonlySet<string> = new Set(counselorEventTypes);

/**
 * The counseling context's read models (counseling-seams.md): counselors with their availability, days off and
 * ratings (COUNSELORS_TABLE) and consult orders (CONSULT_ORDERS_TABLE), for the directory, the free slots, the
 * seeker's, counselor's and staff's lists.
 *
 * Set-based per batch, as delivery's: the batch's rows are read once, the events folded in memory in order and written
 * back with one upsert per chunk. Each row remembers the last revision of its stream it applied, so a batch seen again
 * changes nothing; a rating is added to its counselor only when its order's event is applied, in the same transaction.
 * Counselor events are folded first: a counselor's profile precedes any booking of them.
 */
export const counselingProjection = defineProjection({
  name: 'counseling_v1',
  handles: [...counselorEventTypes, ...consultOrderEventTypes],
  tables: [COUNSELORS_TABLE, CONSULT_ORDERS_TABLE],
  setup: setupCounselingTables,
  async apply(events, { tx }) {
    await applyCounselorEvents(tx, events.filter((event) => counselorEvents.has(event.type)));
    await applyConsultOrderEvents(tx, events.filter((event) => !counselorEvents.has(event.type)));
  },
});

/** What PostgreSQL gives back for a row: bigint revisions as strings. */
const revisionOf = (value: number | string): number => Number(value);

async function applyCounselorEvents(tx: Knex.Transaction, recorded: RecordedEvent[]): Promise<void> {
  if (recorded.length === 0) return;
  const events = recorded as unknown as (RecordedEvent & CounselorEvent)[];
  const ids = [...new Set(events.map((event) => event.data.counselorId))];
  const stored: CounselorRowColumns[] = await tx(COUNSELORS_TABLE).whereIn('id', ids).select(COUNSELOR_ROW_COLUMNS);
  const rows = new Map(stored.map((row) => [row.id, { ...row, stream_revision: revisionOf(row.stream_revision) }]));
  const changed = new Set<number>();
  for (const event of events) {
    const revision = Number(event.revision);
    const before = rows.get(event.data.counselorId);
    // a revision already applied (a batch seen again) changes nothing
    if (before && revision <= before.stream_revision) continue;
    rows.set(event.data.counselorId, evolveCounselorRow(before, event, event.createdAt, revision));
    changed.add(event.data.counselorId);
  }
  // jsonb columns go as JSON text (node-postgres would send a JS array as a PostgreSQL array)
  const written = [...changed].map((id) => {
    const row = rows.get(id)!;
    return { ...row, avatar: row.avatar === null ? null : JSON.stringify(row.avatar), biographies: JSON.stringify(row.biographies), weekly: JSON.stringify(row.weekly), days_off: JSON.stringify(row.days_off) };
  });
  // the ratings are the orders' part of the row: an upsert of the profile leaves them as they are
  const merged = COUNSELOR_ROW_COLUMNS.filter((column) => column !== 'rating_sum' && column !== 'rating_count' && column !== 'id');
  for (let start = 0; start < written.length; start += UPSERT_CHUNK) {
    await tx(COUNSELORS_TABLE).insert(written.slice(start, start + UPSERT_CHUNK)).onConflict('id').merge([...merged]);
  }
}

async function applyConsultOrderEvents(tx: Knex.Transaction, recorded: RecordedEvent[]): Promise<void> {
  if (recorded.length === 0) return;
  const events = recorded as unknown as (RecordedEvent & ConsultOrderEvent)[];
  const ids = [...new Set(events.map((event) => event.data.orderId))];
  const stored: ConsultOrderRowColumns[] = await tx(CONSULT_ORDERS_TABLE).whereIn('id', ids).select(CONSULT_ORDER_ROW_COLUMNS);
  const rows = new Map(stored.map((row) => [row.id, { ...row, stream_revision: revisionOf(row.stream_revision) }]));
  const changed = new Set<number>();
  const ratings = new Map<number, { sum: number; count: number }>();
  for (const event of events) {
    const revision = Number(event.revision);
    const before = rows.get(event.data.orderId);
    if (before && revision <= before.stream_revision) continue;
    const { row, rating } = evolveConsultOrderRow(before, event, event.createdAt, revision);
    if (!row) continue;
    rows.set(row.id, row);
    changed.add(row.id);
    if (rating) {
      const total = ratings.get(rating.counselorId) ?? { sum: 0, count: 0 };
      ratings.set(rating.counselorId, { sum: total.sum + rating.sum, count: total.count + rating.count });
    }
  }
  const written = [...changed].map((id) => rows.get(id)!);
  for (let start = 0; start < written.length; start += UPSERT_CHUNK) {
    await tx(CONSULT_ORDERS_TABLE).insert(written.slice(start, start + UPSERT_CHUNK)).onConflict('id').merge();
  }
  for (const [counselorId, { sum, count }] of ratings) {
    await tx(COUNSELORS_TABLE)
      .where('id', counselorId)
      .update({ rating_sum: tx.raw('rating_sum + ?', [sum]), rating_count: tx.raw('rating_count + ?', [count]) });
  }
}
