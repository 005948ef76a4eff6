import type { CompanyCardView, JobCardView, JobDetail, JobLocationView, JobRow, RegionOption } from '@jobmarket/contracts';
import { jobTextFields } from '@jobmarket/contracts';
import type { Handler } from '../../../test/fakeApi';

// What the jobs api answers, shaped by contracts' views, for the portal's component tests.

export const bangkok: JobLocationView = { country: 'TH', countryName: 'Thailand', provinceCode: 'TH-10', provinceName: 'Bangkok', districtCode: 'TH-1001', districtName: 'Phra Nakhon' };

export const jobCard = (overrides: Partial<JobCardView> = {}): JobCardView => ({
  id: 1,
  position: 'Senior software engineer',
  company: 'Siam Digital',
  publisherId: 70,
  industry: { value: 'internet', label: 'Internet and IT' },
  education: { value: '3', label: "Bachelor's degree" },
  minSalary: 30000,
  maxSalary: 50000,
  currency: 'THB',
  location: bangkok,
  publishTime: '2026-03-01T09:00:00.000Z',
  featuredUntil: null,
  ...overrides,
});

export const companyCard = (overrides: Partial<CompanyCardView> = {}): CompanyCardView => ({
  id: 70,
  name: 'Siam Digital',
  industry: { value: 'internet', label: 'Internet and IT' },
  location: bangkok,
  openJobCount: 3,
  officePhotoUrl: null,
  ...overrides,
});

export const jobRow = (overrides: Partial<JobRow> = {}): JobRow => ({
  ...jobCard(),
  totalCommission: 20000,
  guaranteeMonth: 3,
  status: 'published',
  auditStatus: 1,
  rejectReason: null,
  sort: 1,
  resumeAuditorId: 5,
  resumeAuditorName: 'Auditor',
  createBy: '70',
  createTime: '2026-02-27 10:00:00',
  publishTime: '2026-03-01 09:00:00',
  validThrough: '2026-03-31 09:00:00',
  viewCount: 1234,
  applicantCount: 7,
  allowedActions: ['edit', 'close', 'extend'],
  ...overrides,
});

export const jobDetail = (overrides: Partial<JobDetail> = {}): JobDetail => ({
  ...jobRow(),
  ...(Object.fromEntries(jobTextFields.map((field) => [field, `Saved ${field}`])) as Record<(typeof jobTextFields)[number], string>),
  provinceCode: 'TH-10',
  districtCode: 'TH-1001',
  detailAddress: '99 Rama I Road',
  commission: null,
  commissionAmounts: null,
  auditTime: null,
  ...overrides,
});

const regions: Record<string, RegionOption[]> = {
  '': [
    { value: 'LA', label: 'Laos', leaf: false },
    { value: 'TH', label: 'Thailand', leaf: false },
    { value: 'CN', label: 'China', leaf: false },
  ],
  TH: [
    { value: 'TH-10', label: 'Bangkok', leaf: false },
    { value: 'TH-50', label: 'Chiang Mai', leaf: false },
  ],
  'TH-10': [
    { value: 'TH-1001', label: 'Phra Nakhon', leaf: true },
    { value: 'TH-1002', label: 'Dusit', leaf: true },
  ],
  LA: [{ value: 'LA-VT', label: 'Vientiane Capital', leaf: false }],
  'LA-VT': [{ value: 'LA-VT-01', label: 'Chanthabouly', leaf: true }],
};

/** `GET /regions/options?parentCode=` over a few real places; an unknown parent has no children. */
export const regionOptions: Handler = (call) => ({ data: regions[new URL(call.path, 'http://portal.test').searchParams.get('parentCode') ?? ''] ?? [] });

/** `GET /dict/list` with the two dictionaries a job is classified by. */
export const dictionaries = {
  data: [
    {
      name: 'Industry',
      dictCode: 'industry',
      dictDataList: [
        { value: 'internet', label: 'Internet and IT', tagType: '' },
        { value: 'finance', label: 'Finance and banking', tagType: '' },
      ],
    },
    {
      name: 'Education',
      dictCode: 'education',
      dictDataList: [
        { value: '3', label: "Bachelor's degree", tagType: '' },
        { value: '4', label: "Master's degree", tagType: '' },
      ],
    },
  ],
};

/** The query of a recorded call, for asserting what was asked. */
export const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://portal.test').searchParams);
