import type { NamedMigration } from './index';

/**
 * Sign-in telemetry for the dashboard's monthly active users (ARCHITECTURE §2 explicit exceptions, like `visits`):
 * a plain table, not events and not a read model — never rebuilt. One row per successful sign-in; the index on
 * (occurred_at, user_id) answers "distinct users in [month start, next month start)" from the index alone.
 */
export const signInTelemetry008: NamedMigration = {
  name: '008_sign_in_telemetry',
  async up(db) {
    await db.schema.createTable('sign_ins', (table) => {
      table.bigIncrements('id');
      table.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.integer('user_id').notNullable();
    });
    await db.raw('create index sign_ins_occurred_at_user_id on sign_ins (occurred_at, user_id)');
  },
  async down(db) {
    await db.schema.dropTable('sign_ins');
  },
};
