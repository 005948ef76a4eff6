import type { NamedMigration } from './index';

/**
 * Messages to people (SMS, e-mail) as the development adapters deliver them: a developer reads codes here instead of
 * on a phone. Production adapters send through a gateway instead. Not a read model (ARCHITECTURE §2 exceptions).
 */
export const messageOutbox003: NamedMigration = {
  name: '003_message_outbox',
  async up(db) {
    await db.schema.createTable('message_outbox', (table) => {
      table.bigIncrements('id');
      table.text('channel').notNullable(); // sms | email
      table.text('recipient').notNullable().index();
      table.text('subject');
      table.text('body').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('message_outbox');
  },
};
