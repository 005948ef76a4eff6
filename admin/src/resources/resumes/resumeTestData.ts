import type { ResumeDetail, ResumeRow, ResumeStats } from '@jobmarket/contracts/resumes/views';
import { ok, type FakeRoute } from '../../test/fakeApi';

/** Resumes as the api answers staff (contracts' ResumeRow/ResumeDetail: contact details unmasked), for the admin's resume tests. */
export function resumeRow(overrides: Partial<ResumeRow> = {}): ResumeRow {
  return {
    id: 41,
    seekerId: 21,
    name: 'Somchai Jaidee',
    gender: 1,
    age: 29,
    university: 'Chulalongkorn University',
    education: { value: 'bachelor', label: "Bachelor's degree" },
    industry: { value: 'it', label: 'Information technology' },
    phone: '+66812345678',
    email: 'somchai@example.com',
    location: { country: 'TH', countryName: 'Thailand', provinceCode: 'TH-10', provinceName: 'Bangkok', districtCode: 'TH-1004', districtName: 'Bang Rak' },
    experienceYears: 5,
    searchable: true,
    isDefault: true,
    avatarUrl: null,
    pdfUrl: '/api/v1/resumes/41/pdf',
    templateId: 'classic',
    hasOriginalResume: true,
    hasRecommendation: false,
    profileViews: 3,
    createBy: 'somchai',
    createTime: '2026-03-01 10:00:00',
    updateTime: '2026-03-05 09:30:00',
    ...overrides,
  };
}

export function resumeDetail(overrides: Partial<ResumeDetail> = {}): ResumeDetail {
  return {
    ...resumeRow(overrides),
    specialties: 'TypeScript, PostgreSQL.\nEvent sourcing.',
    experience: [
      { organisation: 'Siam Tech', title: 'Backend engineer', startMonth: '2021-03', endMonth: null, description: 'Payment services.' },
      { organisation: 'Bangkok Soft', title: 'Junior developer', startMonth: '2019-06', endMonth: '2021-02', description: null },
    ],
    provinceCode: 'TH-10',
    districtCode: 'TH-1004',
    attachments: [{ name: 'certificate.png', url: '/api/v1/resumes/41/files/0b4c8a52-8e7b-4c1e-9a57-0f5b1b7a1c01' }],
    originalResume: { name: 'somchai-cv.pdf', url: '/api/v1/resumes/41/files/0b4c8a52-8e7b-4c1e-9a57-0f5b1b7a1c02' },
    recommendationReport: null,
    ...overrides,
  };
}

/** `GET /resumes/stats?days=`: a total, this month's new resumes, and one count per day ending 2026-11-07. */
export function resumeStats(days: number, overrides: Partial<ResumeStats> = {}): ResumeStats {
  const end = Date.UTC(2026, 10, 7);
  return {
    total: 12345,
    newThisMonth: 87,
    days: Array.from({ length: days }, (_, index) => ({
      date: new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
      count: index === days - 1 ? 4 : index % 3,
    })),
    ...overrides,
  };
}

/** `GET /dict/list`: the education and industry dictionaries the filters and history name values with. */
export const resumeDictionaryRoutes: Record<string, FakeRoute> = {
  'GET /api/v1/dict/list': () =>
    ok([
      {
        name: 'Education',
        dictCode: 'education',
        dictDataList: [
          { value: 'bachelor', label: "Bachelor's degree" },
          { value: 'master', label: "Master's degree" },
        ],
      },
      {
        name: 'Industry',
        dictCode: 'industry',
        dictDataList: [
          { value: 'it', label: 'Information technology' },
          { value: 'education', label: 'Education and training' },
        ],
      },
    ]),
};
