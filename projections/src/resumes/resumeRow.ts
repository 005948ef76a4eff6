import { experienceYearsOf, type ExperienceEntry, type ResumeEvent, type ResumeFields, type ResumeFile, type ResumeTemplateId } from '@jobmarket/contracts';

/** A row of RESUMES_TABLE as the projection writes it (column names as in the table; resumes-seams.md). */
export interface ResumeRowColumns {
  id: number;
  seeker_id: number;
  name: string;
  gender: number;
  age: number;
  university: string | null;
  education: string;
  industry: string;
  phone: string;
  email: string;
  specialties: string | null;
  experience: ExperienceEntry[];
  /** Whole years over the entries, as of the last event that set the fields (an open entry runs until then). */
  experience_years: number;
  /** The title of the entry that ended last (an open one first), the latest start among equals. */
  latest_title: string | null;
  province_code: string;
  district_code: string;
  avatar: ResumeFile | null;
  attachments: ResumeFile[];
  original_resume: ResumeFile | null;
  pdf: ResumeFile | null;
  template_id: ResumeTemplateId | null;
  recommendation_report: string | null;
  searchable: boolean;
  locale: string;
  /** The seeker's username (UserCreated), or their id where no account was seen. */
  create_by: string;
  created_at: Date;
  updated_at: Date | null;
}

/** Every column of a resume row (the search document aside: the talent search's alone), in the table's order. */
export const RESUME_ROW_COLUMNS = [
  'id',
  'seeker_id',
  'name',
  'gender',
  'age',
  'university',
  'education',
  'industry',
  'phone',
  'email',
  'specialties',
  'experience',
  'experience_years',
  'latest_title',
  'province_code',
  'district_code',
  'avatar',
  'attachments',
  'original_resume',
  'pdf',
  'template_id',
  'recommendation_report',
  'searchable',
  'locale',
  'create_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ResumeRowColumns)[];

// an open entry (no end month) runs until now: it sorts after every ended one
const OPEN_END = '9999-12';

/** Entries newest first: by end (open first), then by start. */
export function newestFirst(entries: readonly ExperienceEntry[]): ExperienceEntry[] {
  const endOf = (entry: ExperienceEntry) => entry.endMonth ?? OPEN_END;
  return [...entries].sort((a, b) => endOf(b).localeCompare(endOf(a)) || b.startMonth.localeCompare(a.startMonth));
}

/** The columns a resume's fields fill (ResumeCreated and ResumeEdited carry them all), at the event's time. */
function fieldColumns(fields: ResumeFields, at: Date) {
  return {
    name: fields.name,
    gender: fields.gender,
    age: fields.age,
    university: fields.university,
    education: fields.education,
    industry: fields.industry,
    phone: fields.phone,
    email: fields.email,
    specialties: fields.specialties,
    experience: fields.experience,
    experience_years: experienceYearsOf(fields.experience, at),
    latest_title: newestFirst(fields.experience)[0]?.title ?? null,
    province_code: fields.provinceCode,
    district_code: fields.districtCode,
    avatar: fields.avatar,
    attachments: fields.attachments,
    original_resume: fields.originalResume,
    searchable: fields.searchable,
  };
}

/**
 * The row after one event: undefined once deleted, or when the event finds no resume (a history that starts mid-way).
 * Every column an event touches is set to a value the event alone decides, so applying a batch twice gives the same row.
 */
export function evolveResumeRow(row: ResumeRowColumns | undefined, event: ResumeEvent, at: Date, usernameOf: (seekerId: number) => string | undefined): ResumeRowColumns | undefined {
  if (event.type === 'ResumeCreated') {
    const { resumeId, seekerId, locale, duplicatedFrom: _duplicatedFrom, ...fields } = event.data;
    return {
      id: resumeId,
      seeker_id: seekerId,
      ...fieldColumns(fields, at),
      pdf: null,
      template_id: null,
      recommendation_report: null,
      locale,
      create_by: usernameOf(seekerId) ?? String(seekerId),
      created_at: at,
      updated_at: null,
    };
  }
  if (!row) return undefined;
  const next = { ...row, updated_at: at };
  switch (event.type) {
    case 'ResumeEdited': {
      const { resumeId: _resumeId, ...fields } = event.data;
      return { ...next, ...fieldColumns(fields, at) };
    }
    case 'ResumeSearchableChanged':
      return { ...next, searchable: event.data.searchable };
    case 'ResumePdfGenerated':
      return { ...next, pdf: event.data.pdf, template_id: event.data.templateId };
    case 'ResumeRecommendationWritten':
      // an empty report clears it (recommendationForm)
      return { ...next, recommendation_report: event.data.report === '' ? null : event.data.report };
    case 'ResumeDeleted':
      return undefined;
  }
}
