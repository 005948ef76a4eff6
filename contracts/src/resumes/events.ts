import type { ResumeForm } from './forms';
import type { ResumeTemplateId } from './templates';

/** A file a resume refers to: the blob store's id (`files` table) and the name it was uploaded with. */
export interface ResumeFile {
  fileId: string;
  name: string;
}

/**
 * A resume's fields as the events carry them: the form, with its file urls resolved to the seeker's checked uploads.
 */
export type ResumeFields = Omit<ResumeForm, 'avatarUrl' | 'attachmentUrls' | 'originalResumeUrl'> & {
  avatar: ResumeFile | null;
  attachments: ResumeFile[];
  originalResume: ResumeFile | null;
};

/**
 * Events of a resume (stream `resume-<resumeId>`). The seeker creates (or duplicates), edits, switches searchable,
 * renders it with a template (the PDF is a stored file) and deletes it; staff write the recommendation report. Who
 * viewed it is telemetry (`resume_profile_views`), and a publisher's unlock is their membership's `QuotaConsumed`
 * (kind `resumeViews`, ref `resume-<id>`), not an event here. Times are ISO 8601 instants.
 */
export type ResumeEvent =
  | { type: 'ResumeCreated'; data: ResumeFields & { resumeId: number; seekerId: number; locale: string; duplicatedFrom: number | null } }
  | { type: 'ResumeEdited'; data: ResumeFields & { resumeId: number } }
  | { type: 'ResumeSearchableChanged'; data: { resumeId: number; searchable: boolean } }
  | { type: 'ResumePdfGenerated'; data: { resumeId: number; templateId: ResumeTemplateId; pdf: ResumeFile; locale: string; generatedAt: string } }
  | { type: 'ResumeRecommendationWritten'; data: { resumeId: number; report: string; actorId: string } }
  | { type: 'ResumeDeleted'; data: { resumeId: number } };

export const resumeEventTypes = [
  'ResumeCreated',
  'ResumeEdited',
  'ResumeSearchableChanged',
  'ResumePdfGenerated',
  'ResumeRecommendationWritten',
  'ResumeDeleted',
] as const satisfies readonly ResumeEvent['type'][];

/**
 * Events of a job seeker's own choices across their resumes (stream `seeker-<seekerId>`): which resume is the default
 * (the one applications start from). Deleting the default leaves none chosen; the oldest remaining one then counts.
 */
export type SeekerEvent = { type: 'DefaultResumeChosen'; data: { seekerId: number; resumeId: number } };
export const seekerEventTypes = ['DefaultResumeChosen'] as const satisfies readonly SeekerEvent['type'][];

/** The stream ref a publisher's quota use names for a resume (membership `QuotaConsumed.ref`). */
export const resumeQuotaRef = (resumeId: number): string => `resume-${resumeId}`;
/** The resume id of a `resumeQuotaRef`, or undefined for another ref (a job's). */
export const resumeIdOfQuotaRef = (ref: string): number | undefined => {
  const match = /^resume-(\d+)$/.exec(ref);
  return match ? Number(match[1]) : undefined;
};
