/**
 * The resume templates a seeker can render their resume with (server-side PDF, api resumes/pdf). Names and
 * descriptions are catalog keys `resumes.templates.<id>.name|description`.
 */
export const resumeTemplateIds = ['classic', 'graduate', 'skills'] as const;
export type ResumeTemplateId = (typeof resumeTemplateIds)[number];
export const DEFAULT_RESUME_TEMPLATE: ResumeTemplateId = 'classic';

/** `GET /resume-templates` item (public): the template in the reader's language. */
export interface ResumeTemplateView {
  id: ResumeTemplateId;
  name: string;
  description: string;
}
