import type { JobFields } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../http/actor';
import { decidedJobDetail } from './decidedJob';
import type { JobState } from './decider';
import type { JobLabels } from './regions/jobLabels';

const fields: JobFields = {
  position: 'ວິສະວະກອນຊອບແວ',
  company: 'Mekong Logistics',
  industry: 'internet',
  education: '3',
  totalCommission: 4_000_000,
  guaranteeMonth: 3,
  minSalary: 8_000_000,
  maxSalary: 12_000_000,
  provinceCode: 'LA-VT',
  districtCode: 'LA-VT-01',
  detailAddress: 'Lane Xang Avenue',
  responsibility: 'r',
  requirement: 'q',
  interviewProcess: 'i',
  strictRequirements: 's',
  preferredProfile: 'p',
  generalProfile: 'g',
  rejectedProfile: 'x',
  softSkills: 'k',
  managementExperience: 'm',
  currency: 'LAK',
};
const labels: JobLabels = {
  industry: (value) => ({ value, label: `industry ${value}` }),
  education: (value) => ({ value, label: `education ${value}` }),
  location: (provinceCode, districtCode) => ({ country: 'LA', countryName: 'Laos', provinceCode, provinceName: 'Vientiane Capital', districtCode, districtName: 'Chanthabuly' }),
};
const publisher: Actor = { userId: '7', username: 'mekong', roles: ['PUBLISHER'], perms: new Set() };
const state = (status: 'pending' | 'published' | 'closed', isApprovedAsItStands = false): JobState => ({
  exists: true,
  jobId: 5,
  publisherId: 7,
  locale: 'lo',
  status,
  fields,
  isApprovedAsItStands,
  validThrough: status === 'published' ? '2025-04-01T16:59:59.000Z' : null,
});

describe('a job as its command decided it (answered while the read model lags)', () => {
  it('carries the form, labels and what the caller may do now', () => {
    const detail = decidedJobDetail(state('published', true), labels, publisher, new Date('2025-03-01T01:00:00Z'), 'Asia/Vientiane')!;
    expect(detail).toMatchObject({
      id: 5,
      position: 'ວິສະວະກອນຊອບແວ',
      publisherId: 7,
      status: 'published',
      auditStatus: 1,
      currency: 'LAK',
      industry: { value: 'internet', label: 'industry internet' },
      location: { provinceName: 'Vientiane Capital' },
      validThrough: '2025-04-01 23:59:59',
      responsibility: 'r',
      managementExperience: 'm',
      allowedActions: ['edit', 'close', 'extend'],
    });
  });

  it('says pending for a job under review, approved for a closed one approved as it stands', () => {
    expect(decidedJobDetail(state('pending'), labels, publisher, new Date(), 'UTC')!.auditStatus).toBe(0);
    expect(decidedJobDetail(state('closed', true), labels, publisher, new Date(), 'UTC')!.auditStatus).toBe(1);
    expect(decidedJobDetail({ exists: false }, labels, publisher, new Date(), 'UTC')).toBeNull();
  });
});
