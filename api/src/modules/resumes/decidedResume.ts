import { experienceYearsOf, type ResumeDetail } from '@jobmarket/contracts';
import { formatDateTime } from '../../http/time';
import type { JobLabels } from '../jobs/regions/jobLabels';
import { resumeFileUrl, resumePdfUrl } from './queries';
import type { ResumeState } from './resumeDecider';

/**
 * A resume as the write side decided it, for a write whose read model has not caught up in time (answered marked
 * pending): what only the read models know (the default, profile views, times before this command) is left plain.
 */
export function decidedResumeDetail(state: ResumeState, labels: JobLabels, createBy: string, now: Date, timeZone: string): ResumeDetail | null {
  if (!state.exists || state.isDeleted) return null;
  const { fields, resumeId } = state;
  const fileView = (file: { fileId: string; name: string }) => ({ name: file.name, url: resumeFileUrl(resumeId, file.fileId) });
  return {
    id: resumeId,
    seekerId: state.seekerId,
    name: fields.name,
    gender: fields.gender,
    age: fields.age,
    university: fields.university,
    education: labels.education(fields.education),
    industry: labels.industry(fields.industry),
    phone: fields.phone,
    email: fields.email,
    location: labels.location(fields.provinceCode, fields.districtCode),
    experienceYears: experienceYearsOf(fields.experience, now),
    searchable: fields.searchable,
    isDefault: false,
    avatarUrl: fields.avatar ? fileView(fields.avatar).url : null,
    pdfUrl: state.pdf ? resumePdfUrl(resumeId) : null,
    templateId: state.pdf?.templateId ?? null,
    hasOriginalResume: fields.originalResume !== null,
    hasRecommendation: Boolean(state.recommendationReport),
    profileViews: 0,
    createBy,
    createTime: formatDateTime(now, timeZone),
    updateTime: null,
    specialties: fields.specialties,
    experience: fields.experience,
    provinceCode: fields.provinceCode,
    districtCode: fields.districtCode,
    attachments: fields.attachments.map(fileView),
    originalResume: fields.originalResume ? fileView(fields.originalResume) : null,
    recommendationReport: state.recommendationReport,
  };
}
