import type { NamedMigration } from './index';

/**
 * Whether a file is a document some record refers to (a registration's ID card, licence…). Attached files stay:
 * an audit's history must still show what was audited. Free uploads (`POST /files`) may be deleted by their owner.
 */
export const fileAttachment006: NamedMigration = {
  name: '006_file_attachment',
  async up(db) {
    await db.schema.alterTable('files', (table) => {
      table.boolean('attached').notNullable().defaultTo(false);
    });
  },
  async down(db) {
    await db.schema.alterTable('files', (table) => {
      table.dropColumn('attached');
    });
  },
};
