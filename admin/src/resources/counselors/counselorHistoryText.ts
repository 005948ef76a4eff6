import type { HistoryEntry } from '../platform/history/historyChanges';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

// the profile's fields in the form's order; ids and who saved it are bookkeeping
const PROFILE_FIELDS = ['name', 'avatar', 'title', 'specialties', 'languages', 'biographies', 'price', 'sessionMinutes', 'modes', 'place', 'status'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface CounselorHistoryFormats {
  specialty: (value: string) => string;
  day: (day: string) => string;
}

/** A profile field's value as a person reads it: languages, modes, specialties and status named, long text shortened. */
export function profileValueText(field: string, value: unknown, translate: Translate, formats: CounselorHistoryFormats): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return translate('history.emptyValue');
  if (field === 'status' && typeof value === 'string') return translate(`counseling.counselorStatuses.${value}`, { _: value });
  if (field === 'languages' && Array.isArray(value)) return value.map((language) => translate(`resources.counselors.languages.${String(language)}`, { _: String(language) })).join(', ');
  if (field === 'modes' && Array.isArray(value)) return value.map((mode) => translate(`counseling.modes.${String(mode)}`, { _: String(mode) })).join(', ');
  if (field === 'specialties' && Array.isArray(value)) return value.map((item) => formats.specialty(String(item))).join(', ');
  if (field === 'avatar') return String(record(value).name ?? '✓');
  if (field === 'biographies') return Object.keys(record(value)).map((language) => translate(`resources.counselors.languages.${language}`, { _: language })).join(', ');
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 120).trimEnd()}…` : value;
  return String(value);
}

const fieldLabel = (field: string, translate: Translate) => translate(`counseling.fields.${field}`, { _: translate(`history.fields.${field}`, { _: field }) });

/**
 * Each event of a counselor's history with what it says, from the events themselves: a saved profile against the one
 * saved before it (the first lists nothing: it is the profile), a status, the weekly openings' count and zone, a day
 * off with its reason.
 */
export function counselorHistoryRows(entries: readonly HistoryEntry[], translate: Translate, formats: CounselorHistoryFormats): { entry: HistoryEntry; what: string; details: string[] }[] {
  let previousProfile: Record<string, unknown> | undefined;
  return entries.map((entry) => {
    const data = record(entry.data);
    const what = translate(`resources.counselors.history.events.${entry.type}`, { _: entry.type });
    let details: string[] = [];
    switch (entry.type) {
      case 'CounselorProfileSaved': {
        if (previousProfile) {
          const before = previousProfile;
          details = PROFILE_FIELDS.filter((field) => !same(before[field], data[field])).map((field) =>
            translate('resources.counselors.history.changed', {
              field: fieldLabel(field, translate),
              before: profileValueText(field, before[field], translate, formats),
              after: profileValueText(field, data[field], translate, formats),
            }),
          );
        }
        previousProfile = data;
        break;
      }
      case 'CounselorStatusChanged':
        details = [`${fieldLabel('status', translate)}: ${profileValueText('status', data.status, translate, formats)}`];
        if (previousProfile) previousProfile = { ...previousProfile, status: data.status };
        break;
      case 'AvailabilitySet':
        details = [translate('resources.counselors.history.weekly', { smart_count: Array.isArray(data.weekly) ? data.weekly.length : 0, zone: String(data.timeZone ?? '') })];
        break;
      case 'DayOffAdded':
        details = [
          typeof data.reason === 'string' && data.reason
            ? translate('resources.counselors.history.dayOffReason', { day: formats.day(String(data.day)), reason: data.reason })
            : translate('resources.counselors.history.dayOff', { day: formats.day(String(data.day)) }),
        ];
        break;
      case 'DayOffRemoved':
        details = [translate('resources.counselors.history.dayOff', { day: formats.day(String(data.day)) })];
        break;
      default:
        break;
    }
    return { entry, what, details };
  });
}
