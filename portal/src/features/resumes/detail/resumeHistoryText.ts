import { type ResumeEvent, resumeEventTypes, resumeTemplateIds } from '@jobmarket/contracts';
import type { I18n, PortalMessageKey } from '../../../i18n/I18nContext';
import type { ResumeHistoryEntry } from '../resumeQueries';

/** One line of a resume's history as the seeker reads it. */
export interface ResumeHistoryRow {
  revision: number;
  time: string;
  who: string;
  what: string;
  details: string[];
}

/** The fields a creation or an edit carries, with the label each is named by (both region codes are the location). */
const fieldLabels = {
  avatar: 'resumes.fields.avatar',
  name: 'resumes.fields.name',
  gender: 'resumes.fields.gender',
  age: 'resumes.fields.age',
  university: 'resumes.fields.university',
  education: 'resumes.fields.education',
  phone: 'resumes.fields.phone',
  email: 'resumes.fields.email',
  specialties: 'resumes.fields.specialties',
  experience: 'resumes.fields.experience',
  provinceCode: 'resumes.fields.location',
  districtCode: 'resumes.fields.location',
  industry: 'resumes.fields.industry',
  attachments: 'resumes.fields.attachments',
  originalResume: 'resumes.fields.originalResume',
  searchable: 'resumes.fields.searchable',
} as const satisfies Record<string, PortalMessageKey>;

type Data<T extends ResumeEvent['type']> = Partial<Extract<ResumeEvent, { type: T }>['data']>;
const isKnownType = (type: string): type is ResumeEvent['type'] => (resumeEventTypes as readonly string[]).includes(type);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Who did it, as the owner reads it: themselves, our staff (a recommendation), or the platform (a seed, a worker). */
function whoOf(entry: ResumeHistoryEntry, myUserId: string, t: I18n['t']): string {
  if (entry.actor === null || entry.actor.id === 'system') return t('portal.resumes.history.system');
  return entry.actor.id === myUserId ? t('portal.resumes.history.you') : t('portal.resumes.history.staff');
}

/**
 * A resume's history in words, newest first: what happened (`resumes.events.*`), who did it, and what it changed — an
 * edit names the fields that differ from the version before (each creation and edit carries every field).
 */
export function resumeHistoryRows(entries: readonly ResumeHistoryEntry[], myUserId: string, t: I18n['t']): ResumeHistoryRow[] {
  let previous: Record<string, unknown> | undefined;
  const rows = entries.map((entry): ResumeHistoryRow => {
    const base = { revision: entry.revision, time: entry.time, who: whoOf(entry, myUserId, t) };
    if (!isKnownType(entry.type)) return { ...base, what: entry.type, details: [] };
    const what = t(`resumes.events.${entry.type}`);
    const data = (entry.data ?? {}) as Record<string, unknown>;
    switch (entry.type) {
      case 'ResumeCreated': {
        previous = data;
        const copied = (data as Data<'ResumeCreated'>).duplicatedFrom;
        return { ...base, what, details: copied ? [t('portal.resumes.history.duplicated')] : [] };
      }
      case 'ResumeEdited': {
        const changed = (Object.keys(fieldLabels) as (keyof typeof fieldLabels)[]).filter((field) => previous !== undefined && !same(previous[field], data[field]));
        previous = data;
        const labels = [...new Set(changed.map((field) => t(fieldLabels[field])))];
        return { ...base, what, details: labels.length ? [t('portal.resumes.history.changed', { fields: labels.join(', ') })] : [] };
      }
      case 'ResumeSearchableChanged': {
        if (previous) previous = { ...previous, searchable: data.searchable };
        return { ...base, what, details: [t((data as Data<'ResumeSearchableChanged'>).searchable ? 'portal.resumes.history.searchableOn' : 'portal.resumes.history.searchableOff')] };
      }
      case 'ResumePdfGenerated': {
        const templateId = (data as Data<'ResumePdfGenerated'>).templateId;
        const known = resumeTemplateIds.find((id) => id === templateId);
        return { ...base, what, details: known ? [t('portal.resumes.history.template', { template: t(`resumes.templates.${known}.name`) })] : [] };
      }
      default:
        return { ...base, what, details: [] };
    }
  });
  return rows.reverse();
}
