import { categoryOf, type RecordedEvent } from '@jobmarket/eventstore';

/**
 * Which events the operation log shows and how it words them. The module is the stream's category (user-1 → user),
 * for the back office's contexts and the registration applications it audits: uniqueness claims (unique-*) and per-reader read marks (noticeReads-*) are
 * bookkeeping, not operations. Events whose payloads this file does not know get a generic sentence, so the
 * dictionary, config and notice contexts are logged without depending on their payload shapes.
 */
const LOGGED_CATEGORIES = {
  user: 'User',
  role: 'Role',
  menu: 'Menu',
  department: 'Department',
  dict: 'Dict',
  dictData: 'DictData',
  config: 'Config',
  notice: 'Notice',
  application: 'Application',
} as const;

export type LogModule = keyof typeof LOGGED_CATEGORIES;

export interface LogScope {
  module: LogModule;
  /** The event type without its module's prefix, lower camel case: `UserSignedIn` → `signedIn`. */
  action: string;
}

/** A sentence as a message key and its variables; the api translates it into the viewer's language at read time. */
export interface LogDescription {
  key: string;
  vars: Record<string, string | number>;
}

const isLogModule = (category: string): category is LogModule => Object.hasOwn(LOGGED_CATEGORIES, category);

/** The module and action of an event the log shows, or undefined for every other stream. */
export function scopeOf(event: Pick<RecordedEvent, 'type' | 'streamId'>): LogScope | undefined {
  const module = categoryOf(event.streamId);
  if (!isLogModule(module)) return undefined;
  const prefix = LOGGED_CATEGORIES[module];
  const rest = event.type.startsWith(prefix) && /^[A-Z]/.test(event.type.slice(prefix.length)) ? event.type.slice(prefix.length) : event.type;
  return { module, action: rest[0]!.toLowerCase() + rest.slice(1) };
}

// fields that name an entity in the payloads of the managed contexts, most specific first
const NAME_FIELDS = ['username', 'name', 'title', 'configName', 'label', 'dictCode', 'configKey'] as const;

/** The entity's display name when the payload carries one (created/updated events); others look it up. */
export function subjectNameOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.slice(0, 200);
  }
  return undefined;
}

/** The entity an event is about: its payload's id, else the stream's id part (`notice-7` → `7`). */
export function entityIdOf(event: Pick<RecordedEvent, 'data' | 'streamId'>): string {
  const id = (event.data as { id?: unknown } | null)?.id;
  if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return String(id);
  const dash = event.streamId.indexOf('-');
  return dash === -1 ? event.streamId : event.streamId.slice(dash + 1);
}

// sentences written for the identity context's events; keys are operationLog.<module>.<action>
const SPECIFIC_ACTIONS: Partial<Record<LogModule, readonly string[]>> = {
  user: ['created', 'updated', 'profileUpdated', 'mobileBound', 'emailBound', 'signedIn', 'signedOut', 'deleted'],
  role: ['created', 'updated', 'deleted'],
  menu: ['created', 'updated', 'deleted'],
  department: ['created', 'updated', 'deleted'],
  application: ['approved', 'resubmitted'],
};

// an application is submitted by its kind's own event type (PublisherApplicationSubmitted → publisherSubmitted)
const SUBMISSIONS: Record<string, string> = {
  publisherApplicationSubmitted: 'publisherSubmitted',
  schoolAdminApplicationSubmitted: 'schoolAdminSubmitted',
};

// sentences any module can use, with the module's translated name as %{module}
const GENERIC_ACTIONS = new Set(['created', 'updated', 'deleted', 'published', 'revoked']);

const PASSWORD_ACTIONS: Record<string, string> = { reset: 'passwordReset', change: 'passwordChanged', forgotten: 'passwordForgotten' };

/** The sentence for one event. `name` is the entity's display name (or `#id` when none is known). */
export function describeEvent(scope: LogScope, event: Pick<RecordedEvent, 'type' | 'data'>, name: string): LogDescription {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const { module, action } = scope;
  if (module === 'user' && action === 'statusChanged') return { key: `operationLog.user.${data.status === 1 ? 'enabled' : 'disabled'}`, vars: { name } };
  if (module === 'user' && action === 'passwordChanged') {
    return { key: `operationLog.user.${PASSWORD_ACTIONS[String(data.reason)] ?? 'passwordChanged'}`, vars: { name } };
  }
  if (module === 'role' && action === 'menusAssigned') {
    return { key: 'operationLog.role.menusAssigned', vars: { name, count: Array.isArray(data.menuIds) ? data.menuIds.length : 0 } };
  }
  if (module === 'application' && SUBMISSIONS[action]) return { key: `operationLog.application.${SUBMISSIONS[action]}`, vars: { name } };
  if (module === 'application' && action === 'rejected') {
    return { key: 'operationLog.application.rejected', vars: { name, reason: String(data.rejectReason ?? '').slice(0, 200) } };
  }
  if (SPECIFIC_ACTIONS[module]?.includes(action)) return { key: `operationLog.${module}.${action}`, vars: { name } };
  if (GENERIC_ACTIONS.has(action)) return { key: `operationLog.generic.${action}`, vars: { name } };
  return { key: 'operationLog.generic.other', vars: { name, action: event.type } };
}
