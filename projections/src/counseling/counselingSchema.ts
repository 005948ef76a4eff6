import type { Knex } from 'knex';
import { createTrigramIndex } from '../trigramIndex';
import { CONSULT_ORDERS_TABLE, COUNSELORS_TABLE } from './tables';

/**
 * The counseling context's read-model tables (counseling-seams.md), created when missing; rebuilt from events, never
 * migrated. Times are timestamptz instants, money whole units of `currency`. `stream_revision` is the revision of the
 * row's own stream last applied: a batch seen twice changes nothing. A counselor's ratings come from the orders'
 * streams, so the order row's revision guards them (a rating is counted in the same transaction as its order row).
 */
export async function setupCounselingTables(db: Knex | Knex.Transaction): Promise<void> {
  if (!(await db.schema.hasTable(COUNSELORS_TABLE))) {
    await db.schema.createTable(COUNSELORS_TABLE, (table) => {
      table.integer('id').primary(); // the counselor's user id
      table.text('name').notNullable();
      table.jsonb('avatar'); // { fileId, name } or null
      table.text('title').notNullable();
      table.specificType('specialties', 'text[]').notNullable(); // counseling_specialty dictionary values
      table.specificType('languages', 'text[]').notNullable(); // locales spoken
      table.jsonb('biographies').notNullable(); // { locale: text }
      table.integer('price').notNullable(); // 0: free sessions
      table.text('currency').notNullable();
      table.integer('session_minutes').notNullable();
      table.specificType('modes', 'text[]').notNullable(); // online | inPerson
      table.text('place');
      table.text('status').notNullable(); // active | inactive
      table.text('time_zone').notNullable(); // IANA, the zone of `weekly` and of the days off
      table.jsonb('weekly').notNullable().defaultTo('[]'); // [{ weekday 0–6, from 'HH:mm', to 'HH:mm' }]
      table.jsonb('days_off').notNullable().defaultTo('{}'); // { 'YYYY-MM-DD': reason | null }
      table.integer('rating_sum').notNullable().defaultTo(0);
      table.integer('rating_count').notNullable().defaultTo(0);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true });
      table.bigint('stream_revision').notNullable();
    });
  }
  const counselorIndex = (name: string, definition: string) => db.raw(`create index if not exists ${COUNSELORS_TABLE}_${name} on ${COUNSELORS_TABLE} ${definition}`);
  // the directory's filters: specialty and language (array containment), active only for the public
  await counselorIndex('specialties', 'using gin (specialties)');
  await counselorIndex('languages', 'using gin (languages)');
  await counselorIndex('status', '(status, created_at desc, id desc)');
  await createTrigramIndex(db, { name: `${COUNSELORS_TABLE}_keywords`, table: COUNSELORS_TABLE, columns: ['name', 'title'] });

  if (!(await db.schema.hasTable(CONSULT_ORDERS_TABLE))) {
    await db.schema.createTable(CONSULT_ORDERS_TABLE, (table) => {
      table.integer('id').primary();
      table.text('order_no').notNullable();
      table.integer('seeker_id').notNullable();
      table.integer('counselor_id').notNullable();
      table.timestamp('starts_at', { useTz: true }).notNullable();
      table.timestamp('ends_at', { useTz: true }).notNullable();
      table.text('mode').notNullable(); // online | inPerson
      table.text('topic');
      table.integer('price').notNullable();
      table.text('currency').notNullable();
      table.text('status').notNullable(); // consultStatuses
      table.text('payment_status').notNullable(); // notRequired | unpaid | paid | refunded
      table.timestamp('pay_before', { useTz: true }); // null: free
      table.timestamp('paid_at', { useTz: true });
      table.text('provider_tx_id'); // the payment port's transaction (reconciliation)
      table.text('refund_ref'); // the port's refund reference
      table.text('notes'); // the counselor's, private: never selected for a seeker
      table.smallint('rating');
      table.text('comment');
      table.integer('sequence').notNullable(); // the SEQUENCE of the last calendar message (0 from the booking)
      table.text('locale').notNullable(); // the seeker's language
      table.text('cancelled_by'); // seeker | counselor | staff
      table.text('cancel_reason');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true });
      table.bigint('stream_revision').notNullable();
    });
  }
  const index = (name: string, definition: string) => db.raw(`create index if not exists ${CONSULT_ORDERS_TABLE}_${name} on ${CONSULT_ORDERS_TABLE} ${definition}`);
  // the slots held: a counselor's orders by start (free slots, the counselor's schedule)
  await index('counselor_starts', '(counselor_id, starts_at, status)');
  // a seeker's own orders, newest first
  await index('seeker', '(seeker_id, created_at desc, id desc)');
  // the staff list's default order and the month's stats ("created since")
  await index('newest', '(created_at desc, id desc)');
  // the status filter
  await index('status', '(status, created_at desc, id desc)');
  // the staff list's time filter (from/to on the session's start)
  await index('starts_at', '(starts_at desc, id desc)');
  // keywords: the order number
  await createTrigramIndex(db, { name: `${CONSULT_ORDERS_TABLE}_keywords`, table: CONSULT_ORDERS_TABLE, columns: ['order_no', 'topic'] });
}
