import type { TalentCard, TalentDetail } from '@jobmarket/contracts';
import { maskEmail, maskPhone } from '@jobmarket/contracts';
import { bangkok } from '../../../jobs/testing/jobFixtures';

// What the talent api answers, shaped by contracts' views, for the portal's component tests.

export const PHONE = '+66 81 234 5678';
export const EMAIL = 'somchai.k@example.th';

/** A card as a publisher who has not opened the resume sees it: contact details masked by the api. */
export const talentCard = (overrides: Partial<TalentCard> = {}): TalentCard => ({
  id: 5,
  name: 'Somchai K.',
  gender: 1,
  age: 29,
  university: 'Chulalongkorn University',
  education: { value: '3', label: "Bachelor's degree" },
  industry: { value: 'internet', label: 'Internet and IT' },
  location: bangkok,
  experienceYears: 4,
  latestTitle: 'Backend developer',
  specialtiesExcerpt: 'Go, PostgreSQL, event sourcing',
  phone: maskPhone(PHONE),
  email: maskEmail(EMAIL),
  unlocked: false,
  updateTime: '2026-03-10 09:30:00',
  ...overrides,
});

/** `PUT /resumes/{id}/view`: the resume unmasked. */
export const talentDetail = (overrides: Partial<TalentDetail> = {}): TalentDetail => ({
  id: 5,
  name: 'Somchai K.',
  gender: 1,
  age: 29,
  university: 'Chulalongkorn University',
  education: { value: '3', label: "Bachelor's degree" },
  industry: { value: 'internet', label: 'Internet and IT' },
  phone: PHONE,
  email: EMAIL,
  location: bangkok,
  experienceYears: 4,
  searchable: true,
  isDefault: true,
  avatarUrl: null,
  templateId: 'classic',
  hasOriginalResume: true,
  hasRecommendation: false,
  createBy: 'somchai',
  createTime: '2026-01-05 10:00:00',
  updateTime: '2026-03-10 09:30:00',
  specialties: 'Go, PostgreSQL, event sourcing',
  experience: [
    { organisation: 'Siam Digital', title: 'Backend developer', startMonth: '2022-01', endMonth: null, description: 'Payments and search' },
    { organisation: 'Krungthep Soft', title: 'Intern', startMonth: '2021-06', endMonth: '2021-12', description: null },
  ],
  provinceCode: 'TH-10',
  districtCode: 'TH-1001',
  attachments: [{ name: 'portfolio.pdf', url: '/api/v1/resumes/5/files/0b6f2c1e-7a1d-4e4e-9a57-2f4c3f1d9e10' }],
  hasPdf: true,
  viewsLeft: 159,
  downloadsLeft: 0,
  ...overrides,
});
