import { changesBetween, type FieldChange, type HistoryEntry } from '../platform/history/historyChanges';

type Translate = (key: string, options?: Record<string, unknown>) => string;

// the decider's bookkeeping (who holds which seat is told by the reservation events themselves), not fields a person edits
const HIDDEN_FIELDS = new Set(['meetingId', 'schoolId', 'locale', 'seats', 'waitlist', 'lastSequence', 'noticeIds']);

/** The order a meeting's fields are read in: where it stands, then the form's order (spec §3 Meeting reservation). */
const FIELD_ORDER = ['publishStatus', 'endStatus', 'title', 'startTime', 'endTime', 'location', 'onlineUrl', 'capacity', 'studentScope', 'content'];
const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

/** A meeting state as the history compares it: the form's fields (kept under `fields` by the decider) beside the statuses. */
function flatState(state: unknown): Record<string, unknown> {
  if (typeof state !== 'object' || state === null) return {};
  const { fields, ...rest } = state as Record<string, unknown>;
  const flat = { ...rest, ...(typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {}) };
  return Object.fromEntries(Object.entries(flat).filter(([field]) => !HIDDEN_FIELDS.has(field)));
}

/** Each entry with the fields it changed, in the form's order, from consecutive states (the first against nothing). */
export const meetingChanges = (entries: readonly HistoryEntry[]): { entry: HistoryEntry; changes: FieldChange[] }[] =>
  entries.map((entry, index) => ({
    entry,
    changes: changesBetween(index === 0 ? {} : flatState(entries[index - 1]!.stateAfter), flatState(entry.stateAfter)).sort((a, b) => rank(a.field) - rank(b.field)),
  }));

export const meetingEventLabel = (type: string, translate: Translate): string => translate(`resources.meetings.history.events.${type}`, { _: type });

export const meetingFieldLabel = (field: string, translate: Translate): string => translate(`meetings.fields.${field}`, { _: translate(`history.fields.${field}`, { _: field }) });

/** A rich-text or long value is shown this long in the history; the whole content is on the details tab. */
const TEXT_LIMIT = 120;
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** A field's value as a person reads it: statuses and scope named, instants in `instant`'s way, content as plain text. */
export function meetingValueLabel(field: string, value: unknown, translate: Translate, instant: (iso: string) => string): string {
  if (value === undefined || value === null || value === '') return translate('history.emptyValue');
  if (field === 'publishStatus' && typeof value === 'string') return translate(`meetings.publishStatuses.${value}`, { _: value });
  if (field === 'endStatus' && typeof value === 'string') return translate(`meetings.endStatuses.${value}`, { _: value });
  if (field === 'studentScope' && typeof value === 'string') return translate(`meetings.studentScopes.${value}`, { _: value });
  if ((field === 'startTime' || field === 'endTime') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return instant(value);
  if (typeof value === 'string') {
    const text = field === 'content' ? plain(value) : value;
    return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT).trimEnd()}…` : text;
  }
  if (typeof value === 'boolean') return translate(value ? 'history.yes' : 'history.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What a reservation or revoke event says beyond the fields: whose place it is, and the apology's title. */
export function meetingEventDetail(entry: Pick<HistoryEntry, 'type' | 'data'>, translate: Translate): string | undefined {
  const data = (typeof entry.data === 'object' && entry.data !== null ? entry.data : {}) as Record<string, unknown>;
  switch (entry.type) {
    case 'SeatReserved':
      return translate(data.promotedFromWaitlist === true ? 'resources.meetings.history.promoted' : 'resources.meetings.history.seeker', { id: data.seekerId });
    case 'SeatWaitlisted':
      return translate('resources.meetings.history.waitlisted', { id: data.seekerId, position: data.position });
    case 'ReservationCancelled':
      return translate('resources.meetings.history.seeker', { id: data.seekerId });
    case 'MeetingRevoked':
      return typeof data.emailTitle === 'string' && data.emailTitle ? translate('resources.meetings.history.apology', { title: data.emailTitle }) : undefined;
    default:
      return undefined;
  }
}
