import type { Knex } from 'knex';
import { MEMBERSHIPS_TABLE, VIP_LEVELS_TABLE, VIP_ORDERS_TABLE, VIP_PROMOTIONS_TABLE } from './tables';

/**
 * The membership context's read-model tables (membership-seams.md), created when missing; rebuilt from events, never
 * migrated. `stream_revision` (orders, memberships) is the revision of the row's stream last applied: the rows count
 * quota use, and a count must not grow when an event is applied twice.
 */
export async function setupMembershipTables(db: Knex | Knex.Transaction): Promise<void> {
  if (!(await db.schema.hasTable(VIP_LEVELS_TABLE))) {
    await db.schema.createTable(VIP_LEVELS_TABLE, (table) => {
      table.integer('id').primary();
      table.jsonb('names').notNullable(); // { en, zh-cn, lo, th }
      table.bigint('price').notNullable();
      table.integer('valid_days').notNullable();
      table.integer('job_count').notNullable();
      table.integer('viewable_resumes').notNullable();
      table.integer('downloadable_resumes').notNullable();
      table.integer('ad_count').notNullable();
      table.integer('sort').notNullable();
      table.boolean('enabled').notNullable();
      table.text('create_by');
      table.timestamp('create_time', { useTz: true }).notNullable();
      table.timestamp('update_time', { useTz: true });
    });
  }
  // the portal's cards and the staff list walk levels in their sort order
  await db.raw(`create index if not exists ${VIP_LEVELS_TABLE}_sort on ${VIP_LEVELS_TABLE} (sort, id)`);

  if (!(await db.schema.hasTable(VIP_ORDERS_TABLE))) {
    await db.schema.createTable(VIP_ORDERS_TABLE, (table) => {
      table.text('order_no').primary();
      table.integer('publisher_id').notNullable();
      table.integer('level_id').notNullable();
      table.jsonb('level_names').notNullable();
      table.bigint('amount').notNullable();
      table.text('currency').notNullable();
      table.text('change').notNullable();
      table.integer('credit_days').notNullable();
      table.text('status').notNullable();
      table.timestamp('submit_time', { useTz: true }).notNullable();
      table.timestamp('pay_before', { useTz: true }).notNullable();
      table.timestamp('paid_time', { useTz: true });
      table.text('provider_tx_id');
      table.text('reference');
      table.timestamp('qr_expires_at', { useTz: true });
      table.text('cancelled_by');
      table.text('reason');
      table.timestamp('refund_time', { useTz: true });
      table.timestamp('update_time', { useTz: true }).notNullable();
      table.bigint('stream_revision').notNullable();
    });
  }
  // a publisher's orders, the staff list by status, the receivable sums of paid orders by day
  await db.raw(`create index if not exists ${VIP_ORDERS_TABLE}_publisher on ${VIP_ORDERS_TABLE} (publisher_id, submit_time desc)`);
  await db.raw(`create index if not exists ${VIP_ORDERS_TABLE}_status on ${VIP_ORDERS_TABLE} (status, submit_time desc)`);
  await db.raw(`create index if not exists ${VIP_ORDERS_TABLE}_paid on ${VIP_ORDERS_TABLE} (paid_time) where status = 'paid'`);
  // the staff list's default order (newest first) without a status filter
  await db.raw(`create index if not exists ${VIP_ORDERS_TABLE}_newest on ${VIP_ORDERS_TABLE} (submit_time desc, order_no desc)`);

  if (!(await db.schema.hasTable(MEMBERSHIPS_TABLE))) {
    await db.schema.createTable(MEMBERSHIPS_TABLE, (table) => {
      table.integer('publisher_id').primary();
      table.text('status').notNullable(); // none | active | expired | revoked
      table.integer('level_id');
      table.jsonb('level_names');
      table.timestamp('start_time', { useTz: true });
      table.timestamp('end_time', { useTz: true });
      for (const prefix of ['total', 'used']) {
        for (const quota of ['jobs', 'resume_views', 'resume_downloads', 'ads']) table.integer(`${prefix}_${quota}`).notNullable().defaultTo(0);
      }
      table.timestamp('update_time', { useTz: true }).notNullable();
      table.bigint('stream_revision').notNullable();
    });
  }
  await db.raw(`create index if not exists ${MEMBERSHIPS_TABLE}_status on ${MEMBERSHIPS_TABLE} (status, end_time)`);
  await db.raw(`create index if not exists ${MEMBERSHIPS_TABLE}_newest on ${MEMBERSHIPS_TABLE} (update_time desc, publisher_id desc)`);

  if (!(await db.schema.hasTable(VIP_PROMOTIONS_TABLE))) {
    await db.schema.createTable(VIP_PROMOTIONS_TABLE, (table) => {
      table.integer('id').primary();
      table.integer('publisher_id').notNullable();
      table.integer('job_id').notNullable();
      table.timestamp('start_time', { useTz: true }).notNullable();
      table.timestamp('end_time', { useTz: true }).notNullable();
      table.text('status').notNullable(); // active | ended
      table.text('ended_by');
      table.text('reason');
    });
  }
  await db.raw(`create index if not exists ${VIP_PROMOTIONS_TABLE}_status on ${VIP_PROMOTIONS_TABLE} (status, end_time)`);
  await db.raw(`create index if not exists ${VIP_PROMOTIONS_TABLE}_publisher on ${VIP_PROMOTIONS_TABLE} (publisher_id)`);
  // job search pins the featured jobs: the active promotions of the jobs it shows
  await db.raw(`create index if not exists ${VIP_PROMOTIONS_TABLE}_active_job on ${VIP_PROMOTIONS_TABLE} (job_id) where status = 'active'`);
}
