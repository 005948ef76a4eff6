import type { NamedMigration } from './index';

/**
 * Plain tables that are not read models (ARCHITECTURE §2 explicit exceptions): numeric id allocation for entities the
 * contract numbers, and refresh-token families. Neither is domain history; neither is rebuilt from events.
 */
export const identitySupport002: NamedMigration = {
  name: '002_identity_support',
  async up(db) {
    await db.schema.createTable('entity_ids', (table) => {
      table.text('category').primary();
      table.bigInteger('last_id').notNullable();
    });
    await db.schema.createTable('auth_refresh_tokens', (table) => {
      table.text('token_hash').primary(); // sha-256 of the opaque token; the token itself is never stored
      table.uuid('family_id').notNullable().index();
      table.text('user_id').notNullable().index();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.timestamp('revoked_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('auth_refresh_tokens');
    await db.schema.dropTable('entity_ids');
  },
};
