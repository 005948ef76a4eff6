import type { NamedMigration } from './index';

/**
 * Page-view telemetry for the dashboard's PV/UV (ARCHITECTURE §2 explicit exceptions): plain tables, not events and
 * not read models — nobody's history, never rebuilt. `visits` holds no raw personal data: the visitor and the IP are
 * keyed hashes. `visit_daily` is the roll-up the workers' `rollupVisits` job keeps for days in the configured zone.
 */
export const visitTelemetry004: NamedMigration = {
  name: '004_visit_telemetry',
  async up(db) {
    await db.schema.createTable('visits', (table) => {
      table.bigIncrements('id');
      table.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(db.fn.now()).index();
      table.text('visitor_key').notNullable();
      table.integer('user_id');
      table.text('ip_hash').notNullable();
      table.text('path').notNullable();
      table.text('app').notNullable();
    });
    await db.raw(`alter table visits add constraint visits_app check (app in ('admin', 'portal'))`);
    await db.schema.createTable('visit_daily', (table) => {
      table.date('day').primary(); // a calendar day in TIME_ZONE
      table.integer('pv').notNullable();
      table.integer('uv').notNullable();
      table.integer('ip_count').notNullable();
      // a day's row is final only when it was rolled up after the day ended
      table.timestamp('rolled_up_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable('visit_daily');
    await db.schema.dropTable('visits');
  },
};
