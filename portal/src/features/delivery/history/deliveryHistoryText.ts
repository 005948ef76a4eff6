import { type DeliveryOrderEvent, deliveryOrderEventTypes, deliveryStates } from '@jobmarket/contracts';
import type { I18n } from '../../../i18n/I18nContext';
import { formatDay } from '../../jobs/format/jobDates';
import { formatMoment } from '../../resumes/format/resumeDates';
import type { DeliveryHistoryEntry } from '../deliveryQueries';

/** One step of an order's history as a party to it reads it. */
export interface DeliveryHistoryRow {
  revision: number;
  time: string;
  who: string;
  what: string;
  details: string[];
}

type Data<T extends DeliveryOrderEvent['type']> = Partial<Extract<DeliveryOrderEvent, { type: T }>['data']>;
const isKnownType = (type: string): type is DeliveryOrderEvent['type'] => (deliveryOrderEventTypes as readonly string[]).includes(type);

function whoOf(entry: DeliveryHistoryEntry, myUserId: string, t: I18n['t']): string {
  if (entry.actor === null || String(entry.actor.id) === 'system') return t('portal.delivery.history.system');
  // ids may come as numbers or strings: compared as the text they are
  if (String(entry.actor.id) === myUserId) return t('portal.delivery.history.you');
  return entry.actor.nickname || entry.actor.username || t('portal.delivery.history.someone');
}

/** What the step carried that a reader wants to see: reasons, the interview, dates, files, the remark. */
function detailsOf(entry: DeliveryHistoryEntry & { type: DeliveryOrderEvent['type'] }, t: I18n['t'], locale: string): string[] {
  const data = (entry.data ?? {}) as Data<'InterviewScheduled'> & Data<'ResumeDeclined'> & Data<'CandidateJoined'> & Data<'CandidateLeftEarly'> & Data<'InvoiceUploaded'> & Data<'InterviewPassed'> & Data<'OrderWithdrawn'>;
  const lines: string[] = [];
  if (entry.type === 'InterviewScheduled' && data.interviewAt) lines.push(t('portal.delivery.history.interview', { time: formatMoment(locale, data.interviewAt), place: data.place ?? '' }));
  if (entry.type === 'CandidateJoined' && data.onboardDate) lines.push(t('portal.delivery.history.onboardDate', { date: formatDay(locale, data.onboardDate) }));
  if (entry.type === 'CandidateLeftEarly' && data.leftOn) lines.push(t('portal.delivery.history.leftOn', { date: formatDay(locale, data.leftOn) }));
  if (entry.type === 'InvoiceUploaded' && data.invoiceDate) lines.push(t('portal.delivery.history.invoiceDate', { date: formatDay(locale, data.invoiceDate) }));
  if (entry.type === 'InterviewPassed' && data.confirmedName) lines.push(t('portal.delivery.history.confirmedName', { name: data.confirmedName }));
  const files = entry.type === 'InvoiceUploaded' ? data.files : entry.type === 'InterviewPassed' ? data.proof : undefined;
  if (files && files.length > 0) lines.push(t('portal.delivery.history.files', { names: files.map((file) => file.name).join(', ') }));
  if (data.reason) lines.push(t('portal.delivery.history.reason', { reason: data.reason }));
  if (data.remark) lines.push(t('portal.delivery.history.remark', { remark: data.remark }));
  const state = entry.stateAfter?.state;
  if (state && (deliveryStates as readonly string[]).includes(state)) lines.push(t('portal.delivery.history.stateAfter', { state: t(`delivery.states.${state}`) }));
  return lines;
}

/** An order's history in words, newest first: what happened (`delivery.events.*`), who did it, what it carried. */
export function deliveryHistoryRows(entries: readonly DeliveryHistoryEntry[], myUserId: string, t: I18n['t'], locale: string): DeliveryHistoryRow[] {
  return entries
    .map((entry): DeliveryHistoryRow => {
      const base = { revision: entry.revision, time: entry.time, who: whoOf(entry, myUserId, t) };
      const type = entry.type;
      if (!isKnownType(type)) return { ...base, what: type, details: [] };
      return { ...base, what: t(`delivery.events.${type}`), details: detailsOf({ ...entry, type }, t, locale) };
    })
    .reverse();
}
