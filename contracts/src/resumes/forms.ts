import { z } from 'zod';
import { whenMissing } from '../http/requiredMessage';
import { emailField, mobileField } from '../identity/forms';
import { resumeTemplateIds } from './templates';

// messages are i18n keys (validation.* shared, resumes.validation.* this context's); client and api use this one schema

const required = (max: number) => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable().transform((value) => value || null);
/** A number typed into a text field: '' and null are missing. */
const typedNumber = (schema: z.ZodNumber) => z.preprocess((value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value), schema);
/** A url `POST /files` answered (`/api/v1/files/<id>`): which file, whose and of what kind the api checks. */
const fileUrl = z.string().trim().regex(/^\/api\/v1\/files\/[0-9a-f-]{36}$/i, 'resumes.validation.notAnUpload');
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'resumes.validation.invalidMonth');

export const RESUME_NAME_MAX = 100;
export const RESUME_TEXT_MAX = 3000;
export const RESUME_AGE_MIN = 15;
export const RESUME_AGE_MAX = 80;
export const RESUME_EXPERIENCE_MAX = 20;
/** Spec §5: resume attachments up to 2 files (2 MB each), one avatar (JPG/PNG, 2 MB), one original PDF (10 MB). */
export const RESUME_ATTACHMENTS_MAX = 2;

/** One experience entry: where, as what, from when to when (`endMonth` null: until now), what was done. */
export const experienceEntry = z
  .object({
    organisation: required(100),
    title: required(100),
    startMonth: month,
    endMonth: month.optional().nullable().transform((value) => value ?? null),
    description: optionalText(1000),
  })
  .superRefine((entry, context) => {
    if (entry.endMonth && entry.endMonth < entry.startMonth) context.addIssue({ code: 'custom', path: ['endMonth'], message: 'resumes.validation.endBeforeStart' });
  });
export type ExperienceEntry = z.output<typeof experienceEntry>;

/**
 * `POST /resumes` and `PUT /resumes/{id}` (spec §3 Resume, §5): the seeker's own fields. Files are urls of the
 * seeker's own uploads (`POST /files`, checked by their bytes there): the api refuses a file that is not theirs or not
 * of the field's kind (avatar JPG/PNG ≤ 2 MB, attachments JPG/PNG/PDF ≤ 2 MB each, original PDF ≤ 10 MB). Location is
 * required (spec §5); the district must belong to the province (api, region table). The recommendation report and the
 * generated PDF are not the seeker's to write.
 */
export const resumeForm = z.object({
  avatarUrl: fileUrl.optional().nullable().transform((value) => value ?? null),
  name: required(RESUME_NAME_MAX),
  /** 0 private/secret, 1 male, 2 female (as users). */
  gender: typedNumber(z.number(whenMissing('validation.required')).int().min(0).max(2)),
  age: typedNumber(z.number(whenMissing('validation.required')).int().min(RESUME_AGE_MIN, 'resumes.validation.ageRange').max(RESUME_AGE_MAX, 'resumes.validation.ageRange')),
  university: optionalText(100),
  /** Dictionary `education` value. */
  education: required(40),
  phone: mobileField,
  email: emailField,
  specialties: optionalText(RESUME_TEXT_MAX),
  experience: z.array(experienceEntry).max(RESUME_EXPERIENCE_MAX).default([]),
  /** Region codes (GET /regions/options), as jobs: a province and one of its districts. */
  provinceCode: required(20),
  districtCode: required(20),
  /** Dictionary `industry` value. */
  industry: required(40),
  attachmentUrls: z.array(fileUrl).max(RESUME_ATTACHMENTS_MAX, 'registration.files.atMostTwo').default([]),
  originalResumeUrl: fileUrl.optional().nullable().transform((value) => value ?? null),
  /** Whether publishers may find it in the talent search (masked until unlocked). */
  searchable: z.boolean().default(true),
});
export type ResumeForm = z.output<typeof resumeForm>;
export type ResumeFormInput = z.input<typeof resumeForm>;

/** `PUT /resumes/{id}/searchable`: the privacy switch alone. */
export const resumeSearchableForm = z.object({ searchable: z.boolean() });

/** `POST /resumes/{id}/pdf`: render the resume with a template (labels in the caller's language). */
export const resumePdfForm = z.object({ templateId: z.enum(resumeTemplateIds, 'resumes.validation.unknownTemplate') });
export type ResumePdfForm = z.output<typeof resumePdfForm>;

/** `PUT /resumes/{id}/recommendation` (`biz:resume:recommend`): the staff's report; empty clears it. */
export const recommendationForm = z.object({ report: z.string().trim().max(RESUME_TEXT_MAX) });
export type RecommendationForm = z.output<typeof recommendationForm>;

/** Experience filter buckets of the talent search: at least this many whole years. */
export const experienceYearBuckets = [0, 1, 3, 5, 10] as const;

/** `GET /resumes/talent/page` (publishers) and `GET /resumes/page` (staff) query. */
export const resumeSearchQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  keywords: z.string().trim().max(100).optional(),
  education: z.string().trim().max(40).optional(),
  industry: z.string().trim().max(40).optional(),
  provinceCode: z.string().trim().max(20).optional(),
  /** At least this many whole years of experience. */
  minYears: z.coerce.number().int().min(0).max(50).optional(),
});
export type ResumeSearchQuery = z.output<typeof resumeSearchQuery>;

