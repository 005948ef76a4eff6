import type { JobFormInput } from '@jobmarket/contracts';
import { expect } from 'vitest';
import { as, signIn, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { multipart, publisherDocuments, registrationCode, send } from '../registration/registrationFixtures';

/** A complete job form (a Thai posting in Bangkok, Phra Nakhon), every field valid; override what a test is about. */
export function jobFormOf(overrides: Partial<JobFormInput> = {}): JobFormInput {
  return {
    position: 'วิศวกรซอฟต์แวร์อาวุโส',
    company: 'Demo Publisher Co.',
    industry: 'internet',
    education: '3',
    totalCommission: 30000,
    guaranteeMonth: 3,
    minSalary: 60000,
    maxSalary: 90000,
    provinceCode: 'TH-10',
    districtCode: 'TH-1001',
    detailAddress: '99 ถนนราชดำเนินกลาง',
    responsibility: 'ออกแบบและพัฒนาระบบชำระเงิน',
    requirement: 'ประสบการณ์ TypeScript อย่างน้อย 5 ปี',
    interviewProcess: 'สัมภาษณ์ทางโทรศัพท์ แล้วสัมภาษณ์เทคนิค',
    strictRequirements: 'ใช้ภาษาอังกฤษในการทำงานได้',
    preferredProfile: 'เคยดูแลระบบ PostgreSQL ขนาดใหญ่',
    generalProfile: 'วิศวกรซอฟต์แวร์ที่ชอบเรียนรู้',
    rejectedProfile: 'ไม่มีประสบการณ์ทำงานเป็นทีม',
    softSkills: 'สื่อสารชัดเจน',
    managementExperience: 'ไม่จำเป็น',
    ...overrides,
  };
}

/** An approved split, resume auditor and sort for `PUT /jobs/{id}/audit`. */
export const approval = (resumeAuditorId: number, commission = { company: 50, auditor: 30, candidate: 20 }) => ({ auditStatus: 1, commission, resumeAuditorId, sort: 10 });

let mobileSeq = 13_700_000_000 + Math.floor(Math.random() * 90_000_000);

/** Registers a publisher through the portal's sign-up (pending audit) and signs them in. */
export async function registeredPublisher(api: TestApi, username: string): Promise<{ userId: number; client: ApiClient; authorization: string }> {
  const mobile = String(mobileSeq++);
  const fields = { username, password: 'secret123', company: `${username} Ltd`, email: `${username}@example.com`, mobile, code: await registrationCode(api, mobile) };
  const { body } = await send(api, 'POST', '/registrations/publisher', multipart(fields, publisherDocuments()));
  expect(body.code, body.msg).toBe('00000');
  const authorization = await signIn(api, username, 'secret123');
  return { userId: (body.data as { userId: number }).userId, client: as(api, authorization), authorization };
}

/** A publisher registered and approved by `admin`, ready to post. */
export async function approvedPublisher(api: TestApi, admin: ApiClient, username: string) {
  const publisher = await registeredPublisher(api, username);
  const approved = await admin.put(`/publishers/${publisher.userId}/audit`, { auditStatus: 1 });
  expect(approved.body.code, approved.body.msg).toBe('00000');
  return publisher;
}
