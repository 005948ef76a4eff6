import type { ExperienceEntry } from '@jobmarket/contracts/resumes/forms';
import type { ReactNode } from 'react';
import { changesBetween, type HistoryEntry } from '../platform/history/historyChanges';
import type { HistoryRow } from '../platform/history/HistoryTable';
import { genderLabel } from './resumeFormat';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a resume's history needs to name values the reader's way. */
export interface ResumeHistoryWords {
  translate: Translate;
  /** An education or industry dictionary value's label, when the dictionary still has it. */
  dictionaryLabel: (dictCode: 'education' | 'industry', value: string) => string | undefined;
  /** A province's or district's name, when known. */
  regionName: (code: string) => string | undefined;
  /** An experience entry's months (`Mar 2024 – Now`). */
  period: (entry: Pick<ExperienceEntry, 'startMonth' | 'endMonth'>) => string;
  /** An ISO instant, date and time. */
  instant: (iso: string) => string;
}

interface StateShape {
  fields?: Record<string, unknown>;
  pdf?: { templateId?: string; generatedAt?: string } | null;
  recommendationReport?: string | null;
  duplicatedFrom?: number | null;
}

/**
 * The fields a person changed, flattened from the decider's state after an event (`stateAfter`): the seeker's fields,
 * the generated PDF, the staff's report and where a copy came from. Bookkeeping (ids, language, deletion) is left out:
 * the event's own name says it.
 */
function fieldsOf(state: unknown): Record<string, unknown> {
  if (typeof state !== 'object' || state === null) return {};
  const { fields, pdf, recommendationReport, duplicatedFrom } = state as StateShape;
  return { ...fields, pdf: pdf ?? null, recommendationReport: recommendationReport ?? null, duplicatedFrom: duplicatedFrom ?? null };
}

const FIELD_LABELS: Record<string, string> = {
  provinceCode: 'resumes.fields.province',
  districtCode: 'resumes.fields.district',
  duplicatedFrom: 'resources.resumes.history.duplicatedFrom',
};

export function fieldLabel(field: string, translate: Translate): string {
  return translate(FIELD_LABELS[field] ?? `resumes.fields.${field}`, { _: translate(`history.fields.${field}`, { _: field }) });
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const fileName = (file: unknown) => (typeof file === 'object' && file !== null && 'name' in file ? String((file as { name: unknown }).name) : String(file));

export function valueLabel(field: string, value: unknown, words: ResumeHistoryWords): string {
  const { translate } = words;
  if (isEmpty(value)) return translate('history.emptyValue');
  switch (field) {
    case 'gender':
      return typeof value === 'number' ? genderLabel(value, translate) : String(value);
    case 'education':
    case 'industry':
      return words.dictionaryLabel(field, String(value)) ?? String(value);
    case 'provinceCode':
    case 'districtCode':
      return words.regionName(String(value)) ?? String(value);
    case 'experience':
      return (value as ExperienceEntry[])
        .map((entry) => translate('resources.resumes.history.entry', { title: entry.title, organisation: entry.organisation, period: words.period(entry) }))
        .join('; ');
    case 'avatar':
    case 'originalResume':
      return fileName(value);
    case 'attachments':
      return Array.isArray(value) ? value.map(fileName).join(', ') : fileName(value);
    case 'pdf': {
      const pdf = value as NonNullable<StateShape['pdf']>;
      const template = translate(`resumes.templates.${String(pdf.templateId)}.name`, { _: String(pdf.templateId) });
      return pdf.generatedAt ? `${template} (${words.instant(pdf.generatedAt)})` : template;
    }
    case 'duplicatedFrom':
      return `#${String(value)}`;
  }
  if (typeof value === 'boolean') return translate(value ? 'history.yes' : 'history.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A resume's history, newest first: what happened (`resumes.events.*`), and for each event the fields it changed
 * ("Industry: Information technology → Education and training"), read from consecutive states. Staff see every value,
 * contact details included: nothing here is masked.
 */
export function resumeHistoryRows(entries: readonly HistoryEntry[], words: ResumeHistoryWords, line: (label: string, before: string, after: string) => ReactNode): HistoryRow[] {
  return entries
    .map((entry, index) => {
      const changes = changesBetween(index === 0 ? {} : fieldsOf(entries[index - 1]!.stateAfter), fieldsOf(entry.stateAfter));
      return {
        entry,
        what: words.translate(`resumes.events.${entry.type}`, { _: entry.type }),
        details: changes.map((change) => line(fieldLabel(change.field, words.translate), valueLabel(change.field, change.before, words), valueLabel(change.field, change.after, words))),
      };
    })
    .reverse();
}
