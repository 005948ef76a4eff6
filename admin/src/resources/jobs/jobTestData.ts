import type { JobDetail, JobRow } from '@jobmarket/contracts/jobs/views';
import { ok, type FakeRoute } from '../../test/fakeApi';

/** Jobs as the api answers them (contracts' JobRow/JobDetail), for the admin's job screen tests. */
export function jobRow(overrides: Partial<JobRow> = {}): JobRow {
  return {
    id: 31,
    position: 'Senior software engineer',
    company: 'Siam Tech',
    publisherId: 11,
    industry: { value: 'it', label: 'Information technology' },
    education: { value: 'bachelor', label: "Bachelor's degree" },
    totalCommission: 12000,
    guaranteeMonth: 3,
    minSalary: 30000,
    maxSalary: 50000,
    currency: 'THB',
    location: { country: 'TH', countryName: 'Thailand', provinceCode: 'TH-10', provinceName: 'Bangkok', districtCode: 'TH-1004', districtName: 'Bang Rak' },
    status: 'pending',
    auditStatus: 0,
    rejectReason: null,
    sort: 5,
    resumeAuditorId: null,
    resumeAuditorName: null,
    createBy: '11',
    createTime: '2026-03-01 10:00:00',
    publishTime: null,
    validThrough: null,
    viewCount: 0,
    applicantCount: 0,
    allowedActions: ['approve', 'reject', 'close'],
    ...overrides,
  };
}

const texts = {
  responsibility: 'Design and build the payment services.\nReview code.',
  requirement: 'Five years of TypeScript.',
  interviewProcess: 'Two interviews and a take-home task.',
  strictRequirements: 'Thai work permit.',
  preferredProfile: 'Fintech experience.',
  generalProfile: 'Team player.',
  rejectedProfile: 'No backend experience.',
  softSkills: 'Clear writing.',
  managementExperience: 'Led a team of three.',
};

export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  const row = jobRow(overrides);
  return { ...row, ...texts, provinceCode: 'TH-10', districtCode: 'TH-1004', detailAddress: '99 Silom Road', commission: null, commissionAmounts: null, auditTime: null, ...overrides };
}

/** `GET /regions/options`: the three countries, and two provinces of Thailand. */
export const regionRoutes: Record<string, FakeRoute> = {
  'GET /api/v1/regions/options': ({ url }) => {
    const parent = url.searchParams.get('parentCode');
    if (!parent)
      return ok([
        { value: 'LA', label: 'Laos', leaf: false },
        { value: 'TH', label: 'Thailand', leaf: false },
        { value: 'CN', label: 'China', leaf: false },
      ]);
    if (parent === 'TH') return ok([{ value: 'TH-10', label: 'Bangkok', leaf: false }, { value: 'TH-50', label: 'Chiang Mai', leaf: false }]);
    if (parent === 'LA') return ok([{ value: 'LA-VT', label: 'Vientiane Capital', leaf: false }]);
    return ok([{ value: 'CN-11', label: 'Beijing', leaf: false }]);
  },
};

export const dictionaryRoutes: Record<string, FakeRoute> = {
  'GET /api/v1/dict/list': () =>
    ok([
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
