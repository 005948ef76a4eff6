import type { Knex } from 'knex';
import { DELIVERY_ORDERS_TABLE } from './tables';

/**
 * The delivery context's read-model table (delivery-seams.md), created when missing; rebuilt from events, never
 * migrated. Times are timestamptz instants; `onboard_date` and `invoice_date` local days; money whole units of
 * `currency`. `stream_revision` is the revision of the order's stream last applied: a batch seen twice changes nothing.
 */
export async function setupDeliveryTables(db: Knex | Knex.Transaction): Promise<void> {
  if (!(await db.schema.hasTable(DELIVERY_ORDERS_TABLE))) {
    await db.schema.createTable(DELIVERY_ORDERS_TABLE, (table) => {
      table.integer('id').primary();
      table.text('order_no').notNullable();
      table.integer('job_id').notNullable();
      table.text('position').notNullable();
      table.text('company').notNullable();
      table.integer('publisher_id').notNullable();
      table.integer('resume_id').notNullable();
      table.integer('seeker_id').notNullable();
      table.text('candidate_name').notNullable();
      table.text('candidate_phone').notNullable();
      table.text('candidate_email').notNullable();
      table.integer('auditor_id'); // the job's resume auditor, copied at delivery
      table.integer('delivered_by_id').notNullable();
      table.text('delivered_by_kind').notNullable(); // seeker | staff
      table.timestamp('delivery_time', { useTz: true }).notNullable();
      table.text('state').notNullable();
      table.text('previous_state'); // where a reopen returns the order
      table.text('awaited_audit');
      table.text('audit_type');
      table.smallint('audit_status').notNullable().defaultTo(0);
      table.timestamp('audit_time', { useTz: true });
      table.text('remark');
      table.text('reject_reason_code');
      table.text('reject_reason');
      table.timestamp('interview_at', { useTz: true });
      table.text('interview_place');
      table.integer('interview_sequence').notNullable().defaultTo(0); // the SEQUENCE the next invitation carries
      table.date('onboard_date');
      table.integer('guarantee_month').notNullable();
      table.timestamp('guarantee_ends_at', { useTz: true });
      table.date('invoice_date');
      table.timestamp('upload_time', { useTz: true });
      table.jsonb('invoice_files').notNullable().defaultTo('[]'); // [{ fileId, name }]
      table.jsonb('interview_proof').notNullable().defaultTo('[]'); // [{ fileId, name }]
      table.bigint('total_commission').notNullable();
      table.jsonb('commission').notNullable(); // the job's split, copied at delivery
      table.text('currency').notNullable();
      table.text('commission_outcome'); // earned | forfeited
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true });
      table.bigint('stream_revision').notNullable();
    });
  }
  const index = (name: string, definition: string) => db.raw(`create index if not exists ${DELIVERY_ORDERS_TABLE}_${name} on ${DELIVERY_ORDERS_TABLE} ${definition}`);
  // the staff list's default order (newest first, id breaking ties), and the trend's "created since" range
  await index('newest', '(created_at desc, id desc)');
  // a seeker's applications (newest first), a publisher's received ones (optionally by state)
  await index('seeker', '(seeker_id, created_at desc, id desc)');
  await index('publisher', '(publisher_id, created_at desc, id desc)');
  // the resume auditor's tasks and list filter: their orders in the states waiting for them; the delivery person's
  // (invoices to upload, the deliveredById filter, and a narrowed staff member's orders: any party's)
  await index('auditor_state', '(auditor_id, state)');
  await index('delivered_by_state', '(delivered_by_id, state)');
  // staff tasks and the state filter; the trend's onboarded per day (only onboarded orders have the day)
  await index('state', '(state, created_at desc)');
  await index('onboard_date', '(onboard_date) where onboard_date is not null');
  // one job's orders (the publisher's job filter)
  await index('job', '(job_id, created_at desc)');
}
