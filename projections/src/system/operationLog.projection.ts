import type { RecordedEvent } from '@jobmarket/eventstore';
import { defineProjection } from '../runner/projection';
import { describeEvent, entityIdOf, scopeOf, subjectNameOf, type LogScope } from './operationLogDescriptions';

export const OPERATION_LOG_TABLE = 'operation_log_v1';
/** The last known display name of every entity the log mentions, so "deleted" events (which carry only an id) still read well. */
export const OPERATION_LOG_SUBJECTS_TABLE = 'operation_log_subjects_v1';

const text = (value: unknown, max = 300): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, max) : null);
const wholeNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** A numeric actor id is a user (joined to users_v1 for the operator's name at read time); 'system' and the like are not. */
function actorUserIdOf(actorId: string | null): number | null {
  if (!actorId || !/^\d{1,9}$/.test(actorId)) return null;
  return Number(actorId);
}

function logRow(event: RecordedEvent, scope: LogScope, entityId: string, name: string) {
  const metadata = event.metadata ?? {};
  const data = (event.data ?? {}) as Record<string, unknown>;
  const description = describeEvent(scope, event, name);
  const actorId = text(metadata.actorId, 100);
  return {
    event_id: event.id,
    position: event.position,
    module: scope.module,
    event_type: event.type,
    entity_id: entityId,
    message_key: description.key,
    message_vars: JSON.stringify(description.vars),
    request_uri: text(metadata.requestUri),
    method: text(metadata.method, 10),
    // a sign-in records the address and browser in its payload (it has no signed-in actor yet)
    ip: text(data.ip, 100) ?? text(metadata.ip, 100),
    user_agent: text(data.userAgent) ?? text(metadata.userAgent),
    execution_time: wholeNumber(metadata.executionTime),
    actor_id: actorId,
    actor_user_id: actorUserIdOf(actorId),
    created_at: event.createdAt,
  };
}

/**
 * The operation log (API-CONTRACT §3 Logs): one row per event of the back office's contexts — users (sign-in and
 * sign-out included), roles, menus, departments, dictionaries, config, notices. Sentences are stored as a message key
 * and variables so each viewer reads them in their own language; operator names are joined at read time.
 */
export const operationLogProjection = defineProjection({
  name: 'operation_log_v1',
  // every event: the modules are recognised by type prefix, so contexts added later are logged without a change here
  tables: [OPERATION_LOG_TABLE, OPERATION_LOG_SUBJECTS_TABLE],
  async setup(db) {
    if (!(await db.schema.hasTable(OPERATION_LOG_TABLE))) {
      await db.schema.createTable(OPERATION_LOG_TABLE, (table) => {
        table.uuid('event_id').primary();
        table.text('position').notNullable();
        table.text('module').notNullable();
        table.text('event_type').notNullable();
        table.text('entity_id').notNullable();
        table.text('message_key').notNullable();
        table.jsonb('message_vars').notNullable();
        table.text('request_uri');
        table.text('method');
        table.text('ip');
        table.text('user_agent');
        table.integer('execution_time'); // milliseconds from the request's handler start to the append
        table.text('actor_id');
        table.integer('actor_user_id');
        table.timestamp('created_at', { useTz: true }).notNullable();
      });
      // the page is newest first; the position breaks ties between events appended together
      await db.raw(`create index ${OPERATION_LOG_TABLE}_newest on ${OPERATION_LOG_TABLE} (created_at desc, position desc)`);
    }
    if (!(await db.schema.hasTable(OPERATION_LOG_SUBJECTS_TABLE))) {
      await db.schema.createTable(OPERATION_LOG_SUBJECTS_TABLE, (table) => {
        table.text('module').notNullable();
        table.text('entity_id').notNullable();
        table.text('name').notNullable();
        table.primary(['module', 'entity_id']);
      });
    }
  },
  async apply(events, { tx }) {
    const entries = events.flatMap((event) => {
      const scope = scopeOf(event);
      return scope ? [{ event, scope, entityId: entityIdOf(event), carriedName: subjectNameOf(event.data) }] : [];
    });
    if (entries.length === 0) return;

    // names learnt in earlier batches, for the events of this one whose payload does not carry a name
    const subjectKey = (module: string, entityId: string) => `${module}\u0000${entityId}`;
    const unnamed = entries.filter((entry) => !entry.carriedName).map((entry) => [entry.scope.module, entry.entityId]);
    const names = new Map<string, string>();
    if (unnamed.length > 0) {
      const known: { module: string; entity_id: string; name: string }[] = await tx(OPERATION_LOG_SUBJECTS_TABLE).whereIn(['module', 'entity_id'], unnamed);
      for (const subject of known) names.set(subjectKey(subject.module, subject.entity_id), subject.name);
    }

    const learnt = new Map<string, { module: string; entity_id: string; name: string }>();
    const rows = entries.map(({ event, scope, entityId, carriedName }) => {
      const key = subjectKey(scope.module, entityId);
      if (carriedName) {
        names.set(key, carriedName);
        learnt.set(key, { module: scope.module, entity_id: entityId, name: carriedName });
      }
      return logRow(event, scope, entityId, names.get(key) ?? `#${entityId}`);
    });
    await tx(OPERATION_LOG_TABLE).insert(rows).onConflict('event_id').ignore();
    if (learnt.size > 0) await tx(OPERATION_LOG_SUBJECTS_TABLE).insert([...learnt.values()]).onConflict(['module', 'entity_id']).merge(['name']);
  },
});
