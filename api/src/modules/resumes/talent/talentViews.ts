import { maskEmail, maskPhone, type ResumeFile, type TalentCard } from '@jobmarket/contracts';
import { formatDateTime } from '../../../http/time';
import type { JobLabels } from '../../jobs/regions/jobLabels';
import type { TalentCardRow } from './talentSearch';

/** How much of the specialties a card shows. */
export const SPECIALTIES_EXCERPT_LENGTH = 200;

/** The url a resume's own file is served at, by the resume's access rule (`GET /resumes/{id}/files/{fileId}`). */
export const resumeFileUrlOf = (resumeId: number, file: ResumeFile): string => `/api/v1/resumes/${resumeId}/files/${file.fileId}`;

const excerptOf = (text: string | null): string | null => {
  if (!text) return null;
  const characters = [...text];
  return characters.length <= SPECIALTIES_EXCERPT_LENGTH ? text : `${characters.slice(0, SPECIALTIES_EXCERPT_LENGTH).join('')}…`;
};

/**
 * A talent search card: contact details masked unless this publisher unlocked the resume (masked here, before
 * anything leaves the api), no files, names of the dictionary values and places in the reader's language.
 */
export function talentCardOf(row: TalentCardRow, labels: JobLabels, zone: string): TalentCard {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    university: row.university,
    education: labels.education(row.education),
    industry: labels.industry(row.industry),
    location: labels.location(row.province_code, row.district_code),
    experienceYears: row.experience_years,
    latestTitle: row.latest_title,
    specialtiesExcerpt: excerptOf(row.specialties),
    phone: row.unlocked ? row.phone : maskPhone(row.phone),
    email: row.unlocked ? row.email : maskEmail(row.email),
    unlocked: row.unlocked,
    updateTime: formatDateTime(row.updated_at ?? row.created_at, zone),
  };
}
