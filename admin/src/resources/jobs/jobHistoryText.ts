import { commissionShares, jobTextFields, type CommissionSplit } from '@jobmarket/contracts/jobs/forms';
import { changesBetween, type FieldChange, type HistoryEntry } from '../platform/history/historyChanges';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the history and the audit trail need to name things: texts, money, and the names behind stored codes and ids. */
export interface JobHistoryNames {
  translate: Translate;
  money: (amount: number) => string;
  percent: (percent: number) => string;
  /** A region's name for its code, when known. */
  regionName: (code: string) => string | undefined;
  /** A resume auditor's name for their user id, when known. */
  auditorName: (id: number) => string | undefined;
  /** An instant the events keep in ISO 8601 (a job's closing date), in the reader's way. */
  instant: (iso: string) => string;
  /** The label of an `industry` or `education` dictionary value, when known. */
  dictionaryLabel: (field: 'industry' | 'education', value: string) => string | undefined;
}

const MONEY_FIELDS = new Set(['totalCommission', 'minSalary', 'maxSalary']);
const REGION_FIELDS = new Set(['provinceCode', 'districtCode']);
const INSTANT_FIELDS = new Set(['validThrough', 'publishTime', 'closedAt']);
const isDictionaryField = (field: string): field is 'industry' | 'education' => field === 'industry' || field === 'education';
const LONG_TEXT_FIELDS = new Set<string>(jobTextFields);
/** A text section changed in the history is shown this long; the whole text is on the job's description tab. */
export const HISTORY_TEXT_LIMIT = 120;

/** The events that make a job's audit: submitted, resubmitted, approved, rejected, and taken down by staff. */
export const auditTrailEvents = new Set(['JobPosted', 'JobSubmittedForReview', 'JobApproved', 'JobRejected', 'JobClosed']);

const isCommission = (value: unknown): value is CommissionSplit =>
  typeof value === 'object' && value !== null && commissionShares.every((share) => typeof (value as Record<string, unknown>)[share] === 'number');

export const eventLabel = (type: string, { translate }: Pick<JobHistoryNames, 'translate'>): string => translate(`resources.jobs.history.events.${type}`, { _: type });

export const fieldLabel = (field: string, { translate }: Pick<JobHistoryNames, 'translate'>): string =>
  translate(`jobs.fields.${field}`, { _: translate(`history.fields.${field}`, { _: field }) });

/** "Company 50% · Resume auditor 30% · Candidate 20%". */
export const commissionLine = (split: CommissionSplit, names: Pick<JobHistoryNames, 'translate' | 'percent'>): string =>
  commissionShares.map((share) => `${names.translate(`jobs.commission.${share}`)} ${names.percent(split[share])}`).join(' · ');

const truncated = (text: string) => (text.length > HISTORY_TEXT_LIMIT ? `${text.slice(0, HISTORY_TEXT_LIMIT).trimEnd()}…` : text);

/** A field's value as a person reads it: states and audit outcomes named, money and percentages formatted, codes and ids named. */
export function valueLabel(field: string, value: unknown, names: JobHistoryNames): string {
  const { translate } = names;
  if (value === undefined || value === null || value === '') return translate('history.emptyValue');
  if (field === 'status' && typeof value === 'string') return translate(`jobs.status.${value}`, { _: value });
  if (field === 'auditStatus' && typeof value === 'number') return translate(`jobs.auditStatus.${value}`, { _: String(value) });
  if (field === 'commission' && isCommission(value)) return commissionLine(value, names);
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return names.money(value);
  if (REGION_FIELDS.has(field) && typeof value === 'string') return names.regionName(value) ?? value;
  if (isDictionaryField(field) && typeof value === 'string') return names.dictionaryLabel(field, value) ?? value;
  if (INSTANT_FIELDS.has(field) && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return names.instant(value);
  if (field === 'resumeAuditorId' && typeof value === 'number') return names.auditorName(value) ?? translate('history.userNumber', { id: value });
  if (typeof value === 'boolean') return translate(value ? 'history.yes' : 'history.no');
  if (typeof value === 'string') return LONG_TEXT_FIELDS.has(field) ? truncated(value) : value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What an audit decision said, read from the event itself: the split and the auditor, the reason, who took it down. */
export function trailDetail(entry: Pick<HistoryEntry, 'type' | 'data'>, names: JobHistoryNames): string | undefined {
  const data = (typeof entry.data === 'object' && entry.data !== null ? entry.data : {}) as Record<string, unknown>;
  switch (entry.type) {
    case 'JobApproved': {
      const parts = [isCommission(data.commission) ? commissionLine(data.commission, names) : undefined];
      if (typeof data.resumeAuditorId === 'number') parts.push(`${names.translate('jobs.fields.resumeAuditor')}: ${valueLabel('resumeAuditorId', data.resumeAuditorId, names)}`);
      return parts.filter(Boolean).join(' — ') || undefined;
    }
    case 'JobRejected':
      return typeof data.rejectReason === 'string' ? `${names.translate('jobs.fields.rejectReason')}: ${data.rejectReason}` : undefined;
    case 'JobClosed':
      return data.closedBy === 'staff' || data.closedBy === 'publisher' ? names.translate(`resources.jobs.history.closedBy.${data.closedBy}`) : undefined;
    default:
      return undefined;
  }
}

// the aggregate's bookkeeping, not something a person changed
const HIDDEN_FIELDS = new Set(['jobId', 'publisherId', 'locale', 'isApprovedAsItStands']);

/** A job state as the history shows it: the posted fields (kept under `fields` by the decider) beside the status. */
function flatState(state: unknown): Record<string, unknown> {
  if (typeof state !== 'object' || state === null) return {};
  const { fields, ...rest } = state as Record<string, unknown>;
  const flat = { ...rest, ...(typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {}) };
  return Object.fromEntries(Object.entries(flat).filter(([field]) => !HIDDEN_FIELDS.has(field)));
}

/** The order a job's fields are read in: where it stands, then the form's order (spec §3 Job). */
const FIELD_ORDER = [
  'status',
  'position',
  'company',
  'industry',
  'education',
  'totalCommission',
  'guaranteeMonth',
  'minSalary',
  'maxSalary',
  'currency',
  'provinceCode',
  'districtCode',
  'detailAddress',
  ...jobTextFields,
  'validThrough',
];
const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

/** Each entry with the fields it changed, in the form's order, from consecutive states (the first against nothing). */
export const jobChanges = (entries: readonly HistoryEntry[]): { entry: HistoryEntry; changes: FieldChange[] }[] =>
  entries.map((entry, index) => ({
    entry,
    changes: changesBetween(index === 0 ? {} : flatState(entries[index - 1]!.stateAfter), flatState(entry.stateAfter)).sort((a, b) => rank(a.field) - rank(b.field)),
  }));
