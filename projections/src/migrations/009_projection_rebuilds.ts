import type { NamedMigration } from './index';

/** One row per rebuild in progress, so the system status page can show how far it is (the rebuild deletes it when done). */
export const projectionRebuilds009: NamedMigration = {
  name: '009_projection_rebuilds',
  async up(db) {
    await db.schema.createTable('projection_rebuilds', (table) => {
      table.text('name').primary(); // the live projection's name; its rebuild checkpoint is `<name>@rebuild`
      table.text('phase').notNullable(); // building | switching
      table.text('target_position'); // the live checkpoint it is catching up with
      table.bigInteger('total_events'); // events it must apply to get there; null when the event store is elsewhere
      table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('projection_rebuilds');
  },
};
