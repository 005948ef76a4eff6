import type { Knex } from 'knex';
import { infrastructure001 } from './001_projection_infrastructure';
import { identitySupport002 } from './002_identity_support';
import { messageOutbox003 } from './003_message_outbox';
import { visitTelemetry004 } from './004_visit_telemetry';
import { fileStore005 } from './005_file_store';
import { fileAttachment006 } from './006_file_attachment';
import { listIndexes007 } from './007_list_indexes';
import { signInTelemetry008 } from './008_sign_in_telemetry';
import { projectionRebuilds009 } from './009_projection_rebuilds';
import { revokedSessions011 } from './011_revoked_sessions';
import { regions012 } from './012_regions';
import { jobViews013 } from './013_job_views';
import { resumeProfileViews014 } from './014_resume_profile_views';
import { messageOutboxAttachments015 } from './015_message_outbox_attachments';

export interface NamedMigration extends Knex.Migration {
  name: string;
}

/** Read-side migrations in order. Projection-owned tables are created by each projection's setup (they are rebuilt). */
const migrations: NamedMigration[] = [infrastructure001, identitySupport002, messageOutbox003, visitTelemetry004, fileStore005, fileAttachment006, listIndexes007, signInTelemetry008, projectionRebuilds009, revokedSessions011, regions012, jobViews013, resumeProfileViews014, messageOutboxAttachments015];

export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

export async function migrateReadModels(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource, tableName: 'read_model_migrations' });
}
