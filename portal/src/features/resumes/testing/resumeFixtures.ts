import type { ResumeDetail, ResumeRow, ResumeTemplateView } from '@jobmarket/contracts';
import { bangkok } from '../../jobs/testing/jobFixtures';
import type { ResumeHistoryEntry } from '../resumeQueries';

// What the resumes api answers, shaped by contracts' views, for the portal's component tests.

/** A stored file's id as `POST /files` makes them (the form's schema takes only these). */
export const fileId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const uploadUrl = (n: number) => `/api/v1/files/${fileId(n)}`;

export const resumeRow = (overrides: Partial<ResumeRow> = {}): ResumeRow => ({
  id: 5,
  seekerId: 7,
  name: 'Mali Sisavath',
  gender: 2,
  age: 27,
  university: 'National University of Laos',
  education: { value: '3', label: "Bachelor's degree" },
  industry: { value: 'internet', label: 'Internet and IT' },
  phone: '+8562055512345',
  email: 'mali@example.com',
  location: bangkok,
  experienceYears: 4,
  searchable: true,
  isDefault: true,
  avatarUrl: null,
  pdfUrl: null,
  templateId: null,
  hasOriginalResume: false,
  hasRecommendation: false,
  profileViews: 12,
  createBy: 'mali',
  createTime: '2026-02-01 10:00:00',
  updateTime: '2026-03-01 10:00:00',
  ...overrides,
});

export const resumeDetail = (overrides: Partial<ResumeDetail> = {}): ResumeDetail => ({
  ...resumeRow(),
  specialties: 'React, TypeScript and PostgreSQL',
  experience: [
    { organisation: 'Lao Telecom', title: 'Frontend developer', startMonth: '2022-01', endMonth: null, description: 'Built the customer portal' },
    { organisation: 'BCEL', title: 'Intern', startMonth: '2021-03', endMonth: '2021-09', description: null },
  ],
  provinceCode: 'TH-10',
  districtCode: 'TH-1001',
  attachments: [{ name: 'certificate.pdf', url: `/api/v1/resumes/5/files/${fileId(2)}` }],
  originalResume: { name: 'my-cv.pdf', url: `/api/v1/resumes/5/files/${fileId(3)}` },
  recommendationReport: 'A careful engineer who ships.',
  ...overrides,
});

export const templates: ResumeTemplateView[] = [
  { id: 'classic', name: 'Classic', description: 'One clean column.' },
  { id: 'graduate', name: 'Graduate', description: 'Education first.' },
  { id: 'skills', name: 'Skills first', description: 'Specialties up front.' },
];

const fields = {
  name: 'Mali Sisavath',
  gender: 2,
  age: 27,
  university: 'National University of Laos',
  education: '3',
  phone: '+8562055512345',
  email: 'mali@example.com',
  specialties: 'React',
  experience: [],
  provinceCode: 'TH-10',
  districtCode: 'TH-1001',
  industry: 'internet',
  avatar: null,
  attachments: [],
  originalResume: null,
  searchable: true,
};

const entry = (revision: number, type: string, data: unknown, actorId = '7'): ResumeHistoryEntry => ({
  revision,
  type,
  data,
  actor: actorId === 'system' ? { id: 'system', username: null, nickname: null } : { id: actorId, username: actorId === '7' ? 'mali' : 'auditor', nickname: null },
  time: `2026-03-0${revision + 1}T09:00:00.000Z`,
  stateAfter: {},
});

/** Created, edited (phone and the place changed), hidden from employers, rendered with the graduate template, recommended by staff. */
export const historyEntries: ResumeHistoryEntry[] = [
  entry(0, 'ResumeCreated', { ...fields, resumeId: 5, seekerId: 7, locale: 'en', duplicatedFrom: null }),
  entry(1, 'ResumeEdited', { ...fields, resumeId: 5, phone: '+8562055599999', provinceCode: 'TH-50', districtCode: 'TH-5001' }),
  entry(2, 'ResumeSearchableChanged', { resumeId: 5, searchable: false }),
  entry(3, 'ResumePdfGenerated', { resumeId: 5, templateId: 'graduate', pdf: { fileId: fileId(9), name: 'resume.pdf' }, locale: 'en', generatedAt: '2026-03-04T09:00:00.000Z' }),
  entry(4, 'ResumeRecommendationWritten', { resumeId: 5, report: 'A careful engineer', actorId: '1' }, '1'),
];
