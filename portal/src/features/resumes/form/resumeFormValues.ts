import type { ResumeDetail, ResumeFormInput, UploadedFile } from '@jobmarket/contracts';
import { uploadUrlOf } from '../files/resumeFileUrls';

/** The text fields of contracts' resumeForm, as the inputs hold them (strings; the schema reads the numbers). */
export const resumeTextFields = [
  'name',
  'gender',
  'age',
  'university',
  'education',
  'phone',
  'email',
  'specialties',
  'provinceCode',
  'districtCode',
  'industry',
] as const satisfies readonly (keyof ResumeFormInput)[];
export type ResumeTextField = (typeof resumeTextFields)[number];
export type ResumeTextValues = Record<ResumeTextField, string>;

/** One experience entry as its inputs hold it; `key` tells React which entry is which while some are removed. */
export interface ExperienceValues {
  key: string;
  organisation: string;
  title: string;
  startMonth: string;
  endMonth: string;
  untilNow: boolean;
  description: string;
}

/** Everything the form holds: texts, entries, the uploads' answered urls and the privacy switch. */
export interface ResumeFormValues {
  texts: ResumeTextValues;
  experience: ExperienceValues[];
  avatar: UploadedFile[];
  attachments: UploadedFile[];
  originalResume: UploadedFile[];
  searchable: boolean;
}

/** Every field the form shows, by the name the schema and the api give its errors (entries' fields are `experience.<n>.<field>`). */
export const resumeFormFields = [...resumeTextFields, 'experience', 'avatarUrl', 'attachmentUrls', 'originalResumeUrl', 'searchable'] as const;

let nextKey = 0;
export const newExperience = (): ExperienceValues => ({ key: `entry-${++nextKey}`, organisation: '', title: '', startMonth: '', endMonth: '', untilNow: false, description: '' });

export function newResumeValues(): ResumeFormValues {
  const texts = Object.fromEntries(resumeTextFields.map((field) => [field, ''])) as ResumeTextValues;
  return { texts, experience: [], avatar: [], attachments: [], originalResume: [], searchable: true };
}

/** A saved resume as the form edits it: dictionary fields by their values, files by their uploads' urls. */
export function resumeValuesOf(resume: ResumeDetail, avatarName: string): ResumeFormValues {
  const texts: ResumeTextValues = {
    name: resume.name,
    gender: String(resume.gender),
    age: String(resume.age),
    university: resume.university ?? '',
    education: resume.education.value,
    phone: resume.phone,
    email: resume.email,
    specialties: resume.specialties ?? '',
    provinceCode: resume.provinceCode,
    districtCode: resume.districtCode,
    industry: resume.industry.value,
  };
  const upload = (file: { name: string; url: string }): UploadedFile => ({ name: file.name, url: uploadUrlOf(file.url) });
  return {
    texts,
    experience: resume.experience.map((entry) => ({
      ...newExperience(),
      organisation: entry.organisation,
      title: entry.title,
      startMonth: entry.startMonth,
      endMonth: entry.endMonth ?? '',
      untilNow: entry.endMonth === null,
      description: entry.description ?? '',
    })),
    avatar: resume.avatarUrl ? [upload({ name: avatarName, url: resume.avatarUrl })] : [],
    attachments: resume.attachments.map(upload),
    originalResume: resume.originalResume ? [upload(resume.originalResume)] : [],
    searchable: resume.searchable,
  };
}

/** What the form sends, before contracts' resumeForm reads it (the same object the schema checks). */
export function resumeRequestOf(values: ResumeFormValues): ResumeFormInput {
  return {
    // gender and age go as typed: the schema reads the numbers ('' is missing)
    ...values.texts,
    experience: values.experience.map((entry) => ({
      organisation: entry.organisation,
      title: entry.title,
      startMonth: entry.startMonth,
      endMonth: entry.untilNow ? null : entry.endMonth,
      description: entry.description,
    })),
    avatarUrl: values.avatar[0]?.url ?? null,
    attachmentUrls: values.attachments.map((file) => file.url),
    originalResumeUrl: values.originalResume[0]?.url ?? null,
    searchable: values.searchable,
  };
}

/** The form's field an error path belongs to: `attachmentUrls.1` is the attachments field, entries keep their own fields. */
export function errorFieldOf(path: string): string {
  const [head, index, inner] = path.split('.');
  if (head === 'experience' && index !== undefined && inner !== undefined) return `experience.${index}.${inner}`;
  return head ?? path;
}

/** Whether the form shows a field of that name (an error anywhere else is said over the form). */
export function isShownField(field: string): boolean {
  return (resumeFormFields as readonly string[]).includes(field) || /^experience\.\d+\.(organisation|title|startMonth|endMonth|description)$/.test(field);
}
