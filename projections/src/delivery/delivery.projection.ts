import { deliveryOrderEventTypes, type DeliveryOrderEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { defineProjection } from '../runner/projection';
import { DELIVERY_ORDER_ROW_COLUMNS, evolveDeliveryRow, orderIdOf, type DeliveryOrderRowColumns } from './deliveryRow';
import { setupDeliveryTables } from './deliverySchema';
import { DELIVERY_ORDERS_TABLE } from './tables';

// rows per multi-row upsert: 41 columns each stays far below PostgreSQL's 65,535 bindings
const UPSERT_CHUNK = 1000;

const JSON_COLUMNS: ReadonlySet<string> = new Set(['invoice_files', 'interview_proof', 'commission']);

/**
 * The delivery context's read model (delivery-seams.md): one row per delivery order, for the staff list, a seeker's
 * applications, a publisher's received ones, the task tab and the dashboard's trend. The job-seeker sub-view of a job
 * and its applicant count are the jobs projection's (it owns those tables) and follow the same events there.
 *
 * Set-based per batch, as membership's orders: the batch's orders are read once, their events folded in memory in
 * order and written back with one upsert per chunk. A row remembers the last revision of its stream it applied, so a
 * batch seen again changes nothing.
 */
export const deliveryProjection = defineProjection({
  name: 'delivery_v1',
  handles: deliveryOrderEventTypes,
  tables: [DELIVERY_ORDERS_TABLE],
  setup: setupDeliveryTables,
  async apply(events, { tx }) {
    await applyOrderEvents(tx, events);
  },
});

async function applyOrderEvents(tx: Knex.Transaction, recorded: RecordedEvent[]): Promise<void> {
  if (recorded.length === 0) return;
  const ids = [...new Set(recorded.map((event) => orderIdOf(event as unknown as DeliveryOrderEvent)))];
  const stored: DeliveryOrderRowColumns[] = await tx(DELIVERY_ORDERS_TABLE).whereIn('id', ids).select(DELIVERY_ORDER_ROW_COLUMNS);
  const rows = new Map<number, DeliveryOrderRowColumns | undefined>(stored.map((row) => [row.id, row]));
  const changed = new Set<number>();
  for (const event of recorded) {
    const orderEvent = event as unknown as DeliveryOrderEvent;
    const id = orderIdOf(orderEvent);
    const row = rows.get(id);
    const revision = Number(event.revision);
    // a revision already applied (a batch seen again) changes nothing
    if (row && revision <= row.stream_revision) continue;
    const after = evolveDeliveryRow(row, orderEvent, event.createdAt, revision);
    rows.set(id, after);
    if (after) changed.add(id);
  }
  const written = [...changed].flatMap((id) => rows.get(id) ?? []).map(asWritten);
  for (let start = 0; start < written.length; start += UPSERT_CHUNK) {
    await tx(DELIVERY_ORDERS_TABLE).insert(written.slice(start, start + UPSERT_CHUNK)).onConflict('id').merge();
  }
}

// jsonb columns are written as JSON text (node-postgres would send a JS array as a PostgreSQL array)
function asWritten(row: DeliveryOrderRowColumns): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, JSON_COLUMNS.has(column) ? JSON.stringify(value) : value]));
}
