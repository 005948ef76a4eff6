import { commissionAmountsOf, type CommissionSplit } from '@jobmarket/contracts/jobs/forms';
import type { DeliveryOrderSnapshot } from '@jobmarket/contracts/delivery/views';
import { changesBetween, type FieldChange, type HistoryEntry } from '../platform/history/historyChanges';

/** The order's facts the replay shows as they stood after each step (the rest of the snapshot never changes). */
export const replayFields = [
  'state',
  'awaitedAudit',
  'auditType',
  'auditStatus',
  'auditTime',
  'remark',
  'rejectReasonCode',
  'rejectReason',
  'interviewAt',
  'interviewPlace',
  'onboardDate',
  'guaranteeEndsAt',
  'invoiceDate',
  'uploadTime',
  'invoiceFiles',
  'interviewProof',
  'totalCommission',
  'commission',
  'commissionOutcome',
] as const satisfies readonly (keyof DeliveryOrderSnapshot)[];
export type ReplayField = (typeof replayFields)[number];

/** What the replay's step buttons (and arrow, Home and End keys) ask for. */
export type ReplayMove = 'first' | 'previous' | 'next' | 'last';

/** The step a move lands on, within `0 … total - 1`. */
export function moveStep(index: number, total: number, move: ReplayMove): number {
  if (total === 0) return 0;
  const last = total - 1;
  switch (move) {
    case 'first':
      return 0;
    case 'previous':
      return Math.max(0, index - 1);
    case 'next':
      return Math.min(last, index + 1);
    case 'last':
      return last;
  }
}

/** One step of the replay: its event, the order as it stood after it (`stateAfter`), and what that step changed. */
export interface ReplayStep {
  entry: HistoryEntry;
  snapshot: Partial<DeliveryOrderSnapshot>;
  /** The shown facts that differ from the step before (the first step against nothing). */
  changes: FieldChange[];
  changed: ReadonlySet<string>;
}

const snapshotOf = (entry: HistoryEntry | undefined): Partial<DeliveryOrderSnapshot> =>
  typeof entry?.stateAfter === 'object' && entry.stateAfter !== null ? (entry.stateAfter as Partial<DeliveryOrderSnapshot>) : {};

const shownOnly = (snapshot: Partial<DeliveryOrderSnapshot>): Record<string, unknown> => Object.fromEntries(replayFields.map((field) => [field, snapshot[field]]));

/** Step `index` of the history: the snapshot after it and the diff with the step before. */
export function replayStepOf(entries: readonly HistoryEntry[], index: number): ReplayStep {
  const entry = entries[index]!;
  const snapshot = snapshotOf(entry);
  const changes = changesBetween(index === 0 ? {} : shownOnly(snapshotOf(entries[index - 1])), shownOnly(snapshot));
  return { entry, snapshot, changes, changed: new Set(changes.map((change) => change.field)) };
}

/** How a replayed value is put into words: the domain's names for codes, the reader's money and times. */
export interface ReplayWords {
  translate: (key: string, options?: Record<string, unknown>) => string;
  money: (amount: number) => string;
  time: (text: string) => string;
  day: (text: string) => string;
  reasonLabel: (code: string) => string;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** One shown fact as words; `snapshot` gives the commission its total. A blank value is "(none)". */
export function replayValueText(field: ReplayField, value: unknown, snapshot: Partial<DeliveryOrderSnapshot>, words: ReplayWords): string {
  const { translate } = words;
  if (isBlank(value)) return translate('resources.delivery-orders.replay.none');
  switch (field) {
    case 'state':
      return translate(`delivery.states.${String(value)}`, { _: String(value) });
    case 'awaitedAudit':
    case 'auditType':
      return translate(`delivery.auditTypes.${String(value)}`, { _: String(value) });
    case 'auditStatus':
      return translate(`delivery.auditStatuses.${String(value)}`, { _: String(value) });
    case 'commissionOutcome':
      return translate(`delivery.commissionOutcome.${String(value)}`, { _: String(value) });
    case 'rejectReasonCode':
      return words.reasonLabel(String(value));
    case 'auditTime':
    case 'interviewAt':
    case 'guaranteeEndsAt':
    case 'uploadTime':
      return words.time(String(value));
    case 'onboardDate':
    case 'invoiceDate':
      return words.day(String(value));
    case 'invoiceFiles':
    case 'interviewProof':
      return (value as { name: string }[]).map((file) => file.name).join(', ');
    case 'totalCommission':
      return words.money(Number(value));
    case 'commission': {
      const amounts = commissionAmountsOf(value as CommissionSplit, snapshot.totalCommission ?? 0);
      return translate('resources.delivery-orders.replay.amounts', { company: words.money(amounts.company), auditor: words.money(amounts.auditor), candidate: words.money(amounts.candidate) });
    }
    default:
      return String(value);
  }
}

/** A shown fact's label: the domain's field names, and this screen's for the few it adds. */
export function replayFieldLabel(field: ReplayField, translate: ReplayWords['translate']): string {
  const domain: Partial<Record<ReplayField, string>> = {
    rejectReasonCode: 'delivery.fields.reasonCode',
    rejectReason: 'delivery.fields.reason',
    interviewAt: 'delivery.fields.interviewDate',
    uploadTime: 'delivery.fields.uploadDate',
    invoiceFiles: 'delivery.fields.invoice',
    commission: 'delivery.fields.commission',
    totalCommission: 'resources.delivery-orders.fields.totalCommission',
    commissionOutcome: 'resources.delivery-orders.fields.commissionOutcome',
  };
  return translate(domain[field] ?? `delivery.fields.${field}`);
}
