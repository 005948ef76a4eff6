import type { NamedMigration } from './index';

/**
 * Uploaded file bytes (ARCHITECTURE §2 explicit exception: a blob store, not domain history). Events name a file by
 * id; who may read it is kept beside the bytes: the owner, and staff holding one of `reader_perms`.
 */
export const fileStore005: NamedMigration = {
  name: '005_file_store',
  async up(db) {
    await db.schema.createTable('files', (table) => {
      table.uuid('id').primary();
      table.text('owner_id').notNullable().index();
      table.text('name').notNullable();
      table.text('content_type').notNullable();
      table.integer('size').notNullable();
      table.specificType('reader_perms', 'text[]').notNullable().defaultTo('{}');
      table.binary('bytes').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('files');
  },
};
