import type { NamedMigration } from './index';

export const infrastructure001: NamedMigration = {
  name: '001_projection_infrastructure',
  async up(db) {
    await db.schema.createTable('projection_checkpoints', (table) => {
      table.text('name').primary();
      table.text('position'); // null: nothing processed yet
      table.text('state').notNullable().defaultTo('running'); // running | stopped
      table.text('last_error');
      table.text('failed_position');
      table.uuid('failed_event_id');
      table.bigInteger('events_processed').notNullable().defaultTo(0);
      table.timestamp('last_event_at', { useTz: true });
      table.text('suppress_side_effects_through'); // set by a rebuild: no notices/jobs for positions at or below it
      table.integer('generation').notNullable().defaultTo(1);
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('projection_dead_letters', (table) => {
      table.bigIncrements('id');
      table.text('projection').notNullable();
      table.uuid('event_id').notNullable();
      table.text('position').notNullable();
      table.text('stream_id').notNullable();
      table.text('event_type').notNullable();
      table.text('error').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.unique(['projection', 'event_id']);
    });
    await db.schema.createTable('notice_outbox', (table) => {
      table.bigIncrements('id');
      table.uuid('notice_id').notNullable().unique().defaultTo(db.raw('gen_random_uuid()'));
      table.text('projection').notNullable();
      table.uuid('event_id').notNullable();
      table.text('topic').notNullable();
      table.jsonb('payload').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('published_at', { useTz: true });
      table.integer('attempts').notNullable().defaultTo(0);
      table.text('last_error');
      table.unique(['projection', 'event_id', 'topic']); // a replayed batch cannot queue the same notice twice
    });
    await db.raw('create index notice_outbox_pending on notice_outbox (id) where published_at is null');
    await db.raw('create index notice_outbox_published on notice_outbox (published_at) where published_at is not null');
  },
  async down(db) {
    await db.schema.dropTable('notice_outbox');
    await db.schema.dropTable('projection_dead_letters');
    await db.schema.dropTable('projection_checkpoints');
  },
};
