import { membershipEventTypes, vipLevelEventTypes, vipOrderEventTypes, type MembershipEvent, type VipOrderEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { defineProjection } from '../runner/projection';
import { applyLevelEvent } from './levelRow';
import { evolveMembershipRow, type MembershipRowColumns } from './membershipRow';
import { setupMembershipTables } from './membershipSchema';
import { evolveOrderRow, type VipOrderRowColumns } from './orderRow';
import { MEMBERSHIPS_TABLE, VIP_LEVELS_TABLE, VIP_ORDERS_TABLE, VIP_PROMOTIONS_TABLE } from './tables';

const levelEvents: ReadonlySet<string> = new Set(vipLevelEventTypes);
const orderEvents: ReadonlySet<string> = new Set(vipOrderEventTypes);
const membershipEvents: ReadonlySet<string> = new Set(membershipEventTypes);

// rows per multi-row upsert: ~20 columns each stays far below PostgreSQL's 65,535 bindings
const UPSERT_CHUNK = 500;

/**
 * The membership context's read models in one projection (it may read only its own tables): levels, orders, each
 * publisher's membership with quota totals and use, and promotions (featured jobs).
 *
 * Orders and memberships are set-based per batch: the batch's rows are read once, their streams' events folded in
 * memory and written back with one upsert per table. A row remembers the last revision of its stream it applied, so
 * an event seen twice changes nothing (quota use is a count). Levels and promotions are rare: a statement per event.
 */
export const membershipProjection = defineProjection({
  name: 'membership_v1',
  handles: [...vipLevelEventTypes, ...vipOrderEventTypes, ...membershipEventTypes],
  tables: [VIP_LEVELS_TABLE, VIP_ORDERS_TABLE, MEMBERSHIPS_TABLE, VIP_PROMOTIONS_TABLE],
  setup: setupMembershipTables,
  async apply(events, { tx }) {
    for (const recorded of events) if (levelEvents.has(recorded.type)) await applyLevelEvent(tx, recorded);
    await applyOrderEvents(tx, events.filter((event) => orderEvents.has(event.type)));
    await applyMembershipEvents(tx, events.filter((event) => membershipEvents.has(event.type)));
  },
});

/** Events of one kind of stream folded into their rows: stored rows with the batch's new revisions applied in order. */
function fold<Row extends { stream_revision: number }, Event>(
  stored: Map<string | number, Row>,
  events: RecordedEvent[],
  keyOf: (event: Event) => string | number,
  evolve: (row: Row | undefined, event: Event, recorded: RecordedEvent) => Row | undefined,
  onApplied: (event: Event, recorded: RecordedEvent, before: Row | undefined) => void = () => {},
): Row[] {
  const rows = new Map<string | number, Row | undefined>(stored);
  const changed = new Set<string | number>();
  for (const recorded of events) {
    const event = recorded as unknown as Event;
    const key = keyOf(event);
    const row = rows.get(key);
    // a revision already applied (a batch seen again) changes nothing
    if (row && Number(recorded.revision) <= row.stream_revision) continue;
    onApplied(event, recorded, row);
    const after = evolve(row, event, recorded);
    rows.set(key, after);
    if (after) changed.add(key);
  }
  return [...changed].flatMap((key) => rows.get(key) ?? []);
}

async function upsert(tx: Knex.Transaction, table: string, key: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    await tx(table).insert(rows.slice(start, start + UPSERT_CHUNK)).onConflict(key).merge();
  }
}

// jsonb columns are written as JSON text (node-postgres would send a JS array as a PostgreSQL array)
const asJson = (value: unknown) => (value === null ? null : JSON.stringify(value));

async function applyOrderEvents(tx: Knex.Transaction, events: RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const orderNoOf = (event: VipOrderEvent) => event.data.orderNo;
  const orderNos = [...new Set(events.map((recorded) => orderNoOf(recorded as unknown as VipOrderEvent)))];
  const stored: VipOrderRowColumns[] = await tx(VIP_ORDERS_TABLE).whereIn('order_no', orderNos).select();
  const rows = fold<VipOrderRowColumns, VipOrderEvent>(
    new Map(stored.map((row) => [row.order_no, row])),
    events,
    orderNoOf,
    (row, event, recorded) => evolveOrderRow(row, event, recorded.createdAt, Number(recorded.revision)),
  );
  await upsert(tx, VIP_ORDERS_TABLE, 'order_no', rows.map((row) => ({ ...row, level_names: asJson(row.level_names) })));
}

type PromotionEvent = Extract<MembershipEvent, { type: 'JobPromotionStarted' | 'JobPromotionEnded' }>;

async function applyMembershipEvents(tx: Knex.Transaction, events: RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const publisherOf = (event: MembershipEvent) => event.data.publisherId;
  const publisherIds = [...new Set(events.map((recorded) => publisherOf(recorded as unknown as MembershipEvent)))];
  const stored: MembershipRowColumns[] = await tx(MEMBERSHIPS_TABLE).whereIn('publisher_id', publisherIds).select();
  // promotions follow the same revision guard as the membership row their stream keeps
  const promotions: { event: PromotionEvent; at: Date }[] = [];
  const rows = fold<MembershipRowColumns, MembershipEvent>(
    new Map(stored.map((row) => [row.publisher_id, row])),
    events,
    publisherOf,
    (row, event, recorded) => evolveMembershipRow(row, event, recorded.createdAt, Number(recorded.revision)),
    (event, recorded) => {
      if (event.type === 'JobPromotionStarted' || event.type === 'JobPromotionEnded') promotions.push({ event, at: recorded.createdAt });
    },
  );
  await upsert(tx, MEMBERSHIPS_TABLE, 'publisher_id', rows.map((row) => ({ ...row, level_names: asJson(row.level_names) })));
  for (const { event, at } of promotions) await applyPromotionEvent(tx, event, at);
}

async function applyPromotionEvent(tx: Knex.Transaction, event: PromotionEvent, at: Date): Promise<void> {
  if (event.type === 'JobPromotionStarted') {
    const { promotionId, publisherId, jobId, startTime, endTime } = event.data;
    await tx(VIP_PROMOTIONS_TABLE)
      .insert({ id: promotionId, publisher_id: publisherId, job_id: jobId, start_time: new Date(startTime), end_time: new Date(endTime), status: 'active', ended_by: null, reason: null })
      .onConflict('id')
      .ignore();
    return;
  }
  const { promotionId, endedBy, reason } = event.data;
  // ended early by staff or the publisher: the end shown is when it ended; the timer's end is the planned one
  const endTime = endedBy === 'timer' ? tx.ref('end_time') : tx.raw('least(end_time, ?::timestamptz)', [at]);
  await tx(VIP_PROMOTIONS_TABLE).where({ id: promotionId }).update({ status: 'ended', ended_by: endedBy, reason, end_time: endTime });
}
