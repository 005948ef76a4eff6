import type { LabelledValue } from '../jobs/views';
import type { JobLocationView } from '../jobs/regions';
import type { ExperienceEntry } from './forms';
import type { ResumeTemplateId } from './templates';

// Times on the wire are `YYYY-MM-DD HH:mm:ss` in the server's zone. File urls are
// `/api/v1/resumes/{id}/files/{fileId}`: served by the resume's own access rule (api resumes/access).

/** A file of a resume as views carry it. */
export interface ResumeFileView {
  name: string;
  url: string;
}

/**
 * A row of the staff list (`GET /resumes/page`) and of the seeker's own (`GET /resumes/mine`). Contact details are
 * as the caller may read them: unmasked to the owner and staff (masked rows never reach anyone else here).
 */
export interface ResumeRow {
  id: number;
  seekerId: number;
  name: string;
  gender: number;
  age: number;
  university: string | null;
  education: LabelledValue;
  industry: LabelledValue;
  phone: string;
  email: string;
  location: JobLocationView;
  /** Whole years over the experience entries (overlaps counted once; an open entry runs until today). */
  experienceYears: number;
  searchable: boolean;
  /** The seeker's default resume (chosen, or else their oldest). */
  isDefault: boolean;
  avatarUrl: string | null;
  /** The latest templated PDF, if one was generated. */
  pdfUrl: string | null;
  templateId: ResumeTemplateId | null;
  hasOriginalResume: boolean;
  hasRecommendation: boolean;
  /** Publishers' views, one per publisher per day (telemetry). */
  profileViews: number;
  createBy: string;
  createTime: string;
  updateTime: string | null;
}

/** `GET /resumes/{id}` (owner, staff) and `GET /resumes/{id}/form`: every field. */
export type ResumeDetail = ResumeRow & {
  specialties: string | null;
  experience: ExperienceEntry[];
  provinceCode: string;
  districtCode: string;
  attachments: ResumeFileView[];
  originalResume: ResumeFileView | null;
  /** Written by staff; read-only to the seeker. */
  recommendationReport: string | null;
};

/**
 * A card of the publishers' talent search (`GET /resumes/talent/page`): a summary with contact details masked
 * (`maskPhone`/`maskEmail`) and no files, unless this publisher unlocked the resume (`unlocked`).
 */
export interface TalentCard {
  id: number;
  name: string;
  gender: number;
  age: number;
  university: string | null;
  education: LabelledValue;
  industry: LabelledValue;
  location: JobLocationView;
  experienceYears: number;
  /** The latest experience entry's title, if any. */
  latestTitle: string | null;
  /** The first 200 characters of the specialties. */
  specialtiesExcerpt: string | null;
  phone: string;
  email: string;
  unlocked: boolean;
  updateTime: string;
}

/**
 * `PUT /resumes/{id}/view` (a publisher with an active membership): the resume unmasked, with what is left. Viewing
 * uses one viewable resume unless this one was already opened in this membership period. The PDFs are not here: a
 * download (`PUT /resumes/{id}/download`) uses a downloadable resume.
 */
export type TalentDetail = Omit<ResumeDetail, 'originalResume' | 'pdfUrl' | 'recommendationReport' | 'profileViews' | 'seekerId'> & {
  hasPdf: boolean;
  viewsLeft: number;
  downloadsLeft: number;
};

/** `GET /seekers/me/summary`: the job seeker home's counts (spec §1). */
export interface SeekerSummary {
  resumes: number;
  applied: number;
  onboarded: number;
  profileViews: number;
}

/** `GET /resumes/stats?days=7|30` (admin dashboard, spec §2): totals and new resumes per day. */
export interface ResumeStats {
  total: number;
  newThisMonth: number;
  days: { date: string; count: number }[];
}
