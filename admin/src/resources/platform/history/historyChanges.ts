/** One entry of `GET /<resources>/{id}/history` (API-CONTRACT §4). */
export interface HistoryEntry {
  revision: number;
  type: string;
  data: unknown;
  actor: { id: string; username: string | null; nickname: string | null } | null;
  time: string;
  stateAfter: unknown;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

// bookkeeping of the aggregate, not something a person changed
const HIDDEN_FIELDS = new Set(['exists', 'id']);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const sameValue = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);
const fieldsOf = (state: unknown): Record<string, unknown> => (typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as Record<string, unknown>) : {});

/** The fields that differ between two states, in the order the later state lists them. */
export function changesBetween(before: unknown, after: unknown): FieldChange[] {
  const previous = fieldsOf(before);
  const next = fieldsOf(after);
  const fields = [...new Set([...Object.keys(next), ...Object.keys(previous)])].filter((field) => !HIDDEN_FIELDS.has(field));
  return fields.filter((field) => !sameValue(previous[field], next[field])).map((field) => ({ field, before: previous[field], after: next[field] }));
}

/** Each entry with what it changed, from consecutive `stateAfter` values (the first against nothing). */
export function withChanges(entries: readonly HistoryEntry[]): { entry: HistoryEntry; changes: FieldChange[] }[] {
  return entries.map((entry, index) => ({ entry, changes: changesBetween(index === 0 ? {} : entries[index - 1]!.stateAfter, entry.stateAfter) }));
}
