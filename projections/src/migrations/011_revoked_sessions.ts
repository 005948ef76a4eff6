import type { NamedMigration } from './index';

/**
 * Sessions (refresh-token families) that were ended — sign-out, a reused refresh token, a password change, a disabled
 * account — kept durably here so that their access tokens stay dead whatever happens to Redis (issue 11 §2). A plain
 * table of the explicit exceptions (ARCHITECTURE §2), not a read model: never rebuilt. A row matters until
 * `live_until`, after which every access token of the session has expired anyway.
 * `successor_sealed` lets a repeated refresh inside the grace window answer the successor already issued: it is that
 * token encrypted under a key derived from the presented one, so the database alone never yields a usable token.
 */
export const revokedSessions011: NamedMigration = {
  name: '011_revoked_sessions',
  async up(db) {
    await db.schema.createTable('auth_revoked_sessions', (table) => {
      table.uuid('family_id').primary();
      table.text('user_id').notNullable();
      table.text('reason').notNullable();
      table.timestamp('revoked_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('live_until', { useTz: true }).notNullable().index();
    });
    await db.schema.alterTable('auth_refresh_tokens', (table) => {
      table.text('successor_sealed');
    });
  },
  async down(db) {
    await db.schema.alterTable('auth_refresh_tokens', (table) => {
      table.dropColumn('successor_sealed');
    });
    await db.schema.dropTable('auth_revoked_sessions');
  },
};
