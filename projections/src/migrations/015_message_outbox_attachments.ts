import type { NamedMigration } from './index';

/**
 * E-mails with attachments (an interview invitation's .ics) keep them in the development outbox too, so a developer
 * (and the e2e tests) read what the SMTP relay would have carried: `[{filename, contentType, content}]`.
 */
export const messageOutboxAttachments015: NamedMigration = {
  name: '015_message_outbox_attachments',
  async up(db) {
    await db.schema.alterTable('message_outbox', (table) => {
      table.jsonb('attachments');
    });
  },
  async down(db) {
    await db.schema.alterTable('message_outbox', (table) => {
      table.dropColumn('attachments');
    });
  },
};
