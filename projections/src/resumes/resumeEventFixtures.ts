import type { ResumeEvent, ResumeFields, ResumeFile, ResumeTemplateId, SeekerEvent } from '@jobmarket/contracts';
import { specEvent, type SpecEvent, type SpecEventOptions } from '../testing/projectionSpec';

/** Resumes-context events for projection specs, api tests and the benchmark: plausible defaults, overridden where a test cares. */

export const resumeStreamOf = (resumeId: number) => `resume-${resumeId}`;
export const seekerStreamOf = (seekerId: number) => `seeker-${seekerId}`;

/** A file id unique per resume and slot (0 avatar, 1–2 attachments, 3 original, 4+ PDFs). */
export const resumeFileIdOf = (resumeId: number, slot: number) => `00000000-0000-4000-9${String(slot).padStart(3, '0')}-${String(resumeId).padStart(12, '0')}`;

export function resumeFields(changes: Partial<ResumeFields> = {}): ResumeFields {
  return {
    avatar: null,
    name: 'Somchai Jaidee',
    gender: 1,
    age: 29,
    university: 'Chulalongkorn University',
    education: '3',
    phone: '0812345678',
    email: 'somchai@example.com',
    specialties: 'TypeScript, PostgreSQL and distributed systems',
    experience: [
      { organisation: 'Siam Tech', title: 'Software Engineer', startMonth: '2019-01', endMonth: '2021-12', description: 'Built payment services' },
      { organisation: 'Bangkok Cloud', title: 'Senior Software Engineer', startMonth: '2022-01', endMonth: null, description: 'Leads the platform team' },
    ],
    provinceCode: 'TH-10',
    districtCode: 'TH-1001',
    industry: 'internet',
    attachments: [],
    originalResume: null,
    searchable: true,
    ...changes,
  };
}

const inResume = (resumeId: number, event: ResumeEvent, options?: SpecEventOptions) => specEvent(resumeStreamOf(resumeId), event, options);

export const resumeCreated = (
  resumeId: number,
  seekerId: number,
  changes: Partial<ResumeFields> = {},
  options: SpecEventOptions & { locale?: string; duplicatedFrom?: number } = {},
): SpecEvent =>
  inResume(
    resumeId,
    { type: 'ResumeCreated', data: { ...resumeFields(changes), resumeId, seekerId, locale: options.locale ?? 'en', duplicatedFrom: options.duplicatedFrom ?? null } },
    options,
  );

export const resumeEdited = (resumeId: number, changes: Partial<ResumeFields> = {}, options?: SpecEventOptions): SpecEvent =>
  inResume(resumeId, { type: 'ResumeEdited', data: { ...resumeFields(changes), resumeId } }, options);

export const resumeSearchableChanged = (resumeId: number, searchable: boolean, options?: SpecEventOptions): SpecEvent =>
  inResume(resumeId, { type: 'ResumeSearchableChanged', data: { resumeId, searchable } }, options);

export const resumePdfGenerated = (resumeId: number, templateId: ResumeTemplateId, pdf: ResumeFile = { fileId: resumeFileIdOf(resumeId, 4), name: 'resume.pdf' }, options?: SpecEventOptions): SpecEvent =>
  inResume(resumeId, { type: 'ResumePdfGenerated', data: { resumeId, templateId, pdf, locale: 'en', generatedAt: (options?.at ?? new Date(Date.UTC(2026, 0, 1))).toISOString() } }, options);

export const resumeRecommendationWritten = (resumeId: number, report: string, options?: SpecEventOptions): SpecEvent =>
  inResume(resumeId, { type: 'ResumeRecommendationWritten', data: { resumeId, report, actorId: '2' } }, options);

export const resumeDeleted = (resumeId: number, options?: SpecEventOptions): SpecEvent => inResume(resumeId, { type: 'ResumeDeleted', data: { resumeId } }, options);

export const defaultResumeChosen = (seekerId: number, resumeId: number, options?: SpecEventOptions): SpecEvent =>
  specEvent<SeekerEvent>(seekerStreamOf(seekerId), { type: 'DefaultResumeChosen', data: { seekerId, resumeId } }, options);
