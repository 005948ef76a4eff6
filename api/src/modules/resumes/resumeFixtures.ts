import type { ResumeFormInput, UploadedFile } from '@jobmarket/contracts';
import { expect } from 'vitest';
import { as, signIn, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { multipart, png, send, type FilePart } from '../registration/registrationFixtures';

/** A complete resume form (a Thai software engineer in Bangkok, Phra Nakhon), every field valid; override what a test is about. */
export function resumeFormOf(overrides: Partial<ResumeFormInput> = {}): ResumeFormInput {
  return {
    avatarUrl: null,
    name: 'สมชาย ใจดี',
    gender: 1,
    age: 29,
    university: 'จุฬาลงกรณ์มหาวิทยาลัย',
    education: '3',
    phone: '+66812345678',
    email: 'somchai.k@example.com',
    specialties: 'TypeScript, PostgreSQL, ระบบชำระเงิน',
    experience: [
      { organisation: 'Siam Digital', title: 'วิศวกรซอฟต์แวร์', startMonth: '2019-01', endMonth: '2022-12', description: 'ระบบชำระเงิน' },
      { organisation: 'Mekong Pay', title: 'Senior engineer', startMonth: '2023-01', endMonth: null, description: null },
    ],
    provinceCode: 'TH-10',
    districtCode: 'TH-1001',
    industry: 'internet',
    attachmentUrls: [],
    originalResumeUrl: null,
    searchable: true,
    ...overrides,
  };
}

/** Uploads one file as the signed-in caller (`POST /files`) and answers its url. */
export async function uploaded(api: TestApi, authorization: string, file: FilePart): Promise<string> {
  const { body } = await send(api, 'POST', '/files', multipart({}, { file: [file] }), authorization);
  expect(body.code, body.msg).toBe('00000');
  return (body.data as UploadedFile).url;
}

let seekerSeq = 0;

/** Registers a job seeker through the portal's sign-up (active at once) and signs them in. */
export async function registeredSeeker(api: TestApi, prefix = 'seeker'): Promise<{ userId: number; client: ApiClient; authorization: string }> {
  const username = `${prefix}-${Date.now().toString(36)}-${++seekerSeq}`;
  const form = multipart({ username, nickname: username, email: `${username}@example.com`, password: 'secret123', gender: '2' }, { avatar: [png()] });
  const { body } = await send(api, 'POST', '/registrations/job-seeker', form);
  expect(body.code, body.msg).toBe('00000');
  const authorization = await signIn(api, username, 'secret123');
  return { userId: (body.data as { userId: number }).userId, client: as(api, authorization), authorization };
}
