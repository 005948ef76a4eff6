import { execFileSync } from 'node:child_process';
import { DOWNLOAD_MESSAGE_HEADER, maskEmail, maskPhone, type MembershipView, type Page, type ResumeDetail, type ResumeFormInput, type TalentCard, type TalentDetail, type UploadedFile } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { RESUME_PROFILE_VIEWS_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { approval, approvedPublisher, jobFormOf, registeredPublisher } from '../../jobs/jobFixtures';
import { grantMembership, testLevel } from '../../membership/membershipFixtures';
import { multipart, png, sampleFiles, send } from '../../registration/registrationFixtures';
import { recordProfileView } from './talentAccess';

const DAY_MS = 24 * 3600_000;
const PDF_BYTES = Buffer.from('%PDF-1.4\n% the original resume of a Thai engineer\n');

/** A complete resume form (every required field valid); override what a resume is about. */
function resumeFormOf(overrides: Partial<ResumeFormInput> = {}): ResumeFormInput {
  return {
    name: 'Somchai Jaidee',
    gender: 1,
    age: 31,
    university: null,
    education: '3',
    phone: '0812345678',
    email: 'somchai@example.com',
    specialties: null,
    experience: [],
    provinceCode: 'TH-10',
    districtCode: 'TH-1001',
    industry: 'internet',
    searchable: true,
    ...overrides,
  };
}

describe('the talent search and VIP resume access (publishers)', () => {
  let api: TestApi;
  let admin: ApiClient;
  let seeker: ApiClient;
  let otherSeeker: ApiClient;
  /** Approved publishers: without VIP, with VIP but no views left, with views (and one download). */
  const auth: Record<'free' | 'spent' | 'member' | 'pending' | 'seeker', string> = {} as never;
  const client = (who: keyof typeof auth) => as(api, auth[who]);
  const ids: Record<'thai' | 'lao' | 'chinese' | 'veteran' | 'private', number> = {} as never;
  const forms: Record<keyof typeof ids, ResumeFormInput> = {} as never;
  let thaiDetail: ResumeDetail;
  let memberId: number;

  async function upload(who: string, name: string, bytes: Buffer, type: string): Promise<string> {
    const { body } = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes, name, type }] }), who);
    expect(body.code, body.msg).toBe('00000');
    return (body.data as UploadedFile).url;
  }

  async function create(key: keyof typeof ids, form: ResumeFormInput): Promise<void> {
    const { body } = await seeker.post('/resumes', form);
    expect(body.code, JSON.stringify(body)).toBe('00000');
    ids[key] = (body.data as ResumeDetail).id;
    forms[key] = form;
  }

  async function talent(who: keyof typeof auth, query = ''): Promise<{ page: Page<TalentCard>; raw: string }> {
    const response = await fetch(`${api.baseUrl}/api/v1/resumes/talent/page?${query}`, { headers: { Authorization: auth[who] } });
    const raw = await response.text();
    const body = JSON.parse(raw) as { code: string; msg: string; data: Page<TalentCard> };
    expect([response.status, body.code], body.msg).toEqual([200, '00000']);
    return { page: body.data, raw };
  }
  const found = async (query: string, who: keyof typeof auth = 'free') => (await talent(who, query)).page.list.map((card) => card.id).sort((a, b) => a - b);
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  /** A raw answer (a download's bytes, or an envelope when refused). */
  async function raw(method: string, path: string, who?: keyof typeof auth) {
    const response = await fetch(`${api.baseUrl}/api/v1${path}`, { method, headers: who ? { Authorization: auth[who] } : {} });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, headers: response.headers, bytes, body: isJson ? (JSON.parse(bytes.toString()) as { code: string; msg: string; data: unknown }) : undefined };
  }

  const quotasOf = async (who: keyof typeof auth) => ((await client(who).get('/vip')).body.data as MembershipView).quotas;

  beforeAll(async () => {
    ({ api } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
    auth.seeker = await signIn(api, 'seeker');
    seeker = as(api, auth.seeker);
    const registered = await send(api, 'POST', '/registrations/job-seeker', multipart({ username: 'other-seeker', nickname: 'Other', email: 'other@example.com', password: 'secret123', gender: '2' }, { avatar: [png()] }));
    expect(registered.body.code, registered.body.msg).toBe('00000');
    otherSeeker = as(api, await signIn(api, 'other-seeker', 'secret123'));

    const [free, spent, member, pending] = await Promise.all([
      approvedPublisher(api, admin, 'talent-free'),
      approvedPublisher(api, admin, 'talent-spent'),
      approvedPublisher(api, admin, 'talent-member'),
      registeredPublisher(api, 'talent-pending'),
    ]);
    Object.assign(auth, { free: free.authorization, spent: spent.authorization, member: member.authorization, pending: pending.authorization });
    memberId = member.userId;
    const noResumes = testLevel({ quotas: { ...testLevel().quotas, resumeViews: 0, resumeDownloads: 0 } });
    const few = testLevel({ quotas: { ...testLevel().quotas, resumeViews: 3, resumeDownloads: 2 } });
    for (const granted of [await grantMembership(api.moduleContext, spent.userId, { level: noResumes }), await grantMembership(api.moduleContext, member.userId, { level: few })]) {
      await api.projectionWaiter.waitFor(granted.position!);
    }

    const avatarUrl = await upload(auth.seeker, 'me.png', sampleFiles.png(), 'image/png');
    const attachmentUrl = await upload(auth.seeker, 'certificate.png', png().bytes, 'image/png');
    const originalResumeUrl = await upload(auth.seeker, 'original.pdf', PDF_BYTES, 'application/pdf');
    const laoPdfUrl = await upload(auth.seeker, 'ຊີວະປະຫວັດ.pdf', sampleFiles.pdf(), 'application/pdf');
    await create(
      'thai',
      resumeFormOf({
        name: 'สมชาย ใจดี',
        phone: '0812345678',
        email: 'somchai.thai@example.com',
        experience: [{ organisation: 'บริษัท ไทยซอฟต์ จำกัด', title: 'วิศวกรซอฟต์แวร์อาวุโส', startMonth: '2019-01', endMonth: '2024-12', description: 'พัฒนาระบบชำระเงิน' }],
        avatarUrl,
        attachmentUrls: [attachmentUrl],
        originalResumeUrl,
      }),
    );
    await create(
      'lao',
      resumeFormOf({
        name: 'ສົມພອນ ວົງສາ',
        phone: '+8562055551234',
        email: 'somphone@example.la',
        education: '4',
        industry: 'finance',
        provinceCode: 'LA-VT',
        districtCode: 'LA-VT-01',
        experience: [{ organisation: 'ທະນາຄານການຄ້າ', title: 'ນັກບັນຊີ', startMonth: '2023-01', endMonth: '2023-12', description: 'ກວດສອບບັນຊີ' }],
        originalResumeUrl: laoPdfUrl,
      }),
    );
    await create(
      'chinese',
      resumeFormOf({
        name: '王小明',
        phone: '13912345678',
        email: 'wang.xm@example.cn',
        provinceCode: 'CN-44',
        districtCode: 'CN-4403',
        experience: [{ organisation: '深圳云帆科技有限公司', title: '后端开发', startMonth: '2022-03', endMonth: '2023-05', description: '负责支付服务的设计' }],
      }),
    );
    await create(
      'veteran',
      resumeFormOf({
        name: 'Somsak Veteran',
        phone: '0899999999',
        email: 'somsak.veteran@example.com',
        industry: 'logistics',
        experience: [{ organisation: 'Mekong Logistics', title: 'Warehouse Supervisor', startMonth: '2010-01', endMonth: '2021-12', description: null }],
      }),
    );
    await create(
      'private',
      resumeFormOf({
        name: 'Private Person',
        phone: '0877777777',
        email: 'private.person@example.com',
        searchable: false,
        experience: [{ organisation: 'บริษัท ลับ', title: 'วิศวกรซอฟต์แวร์', startMonth: '2020-01', endMonth: null, description: null }],
      }),
    );
    thaiDetail = (await seeker.get(`/resumes/${ids.thai}`)).body.data as ResumeDetail;
  }, 180_000);
  afterAll(async () => api?.close());

  describe('who may search', () => {
    it('asks anonymous callers to sign in on every talent route', async () => {
      for (const [method, path] of [
        ['GET', '/resumes/talent/page'],
        ['PUT', `/resumes/${ids.thai}/view`],
        ['PUT', `/resumes/${ids.thai}/download`],
        ['GET', `/resumes/${ids.thai}/files/00000000-0000-0000-0000-000000000000`],
      ] as const) {
        const { status, body } = await raw(method, path);
        expect([path, status, body?.code]).toEqual([path, 401, 'A0230']);
      }
    });

    it('refuses a job seeker (A0301) and a publisher whose registration is not approved (A0440)', async () => {
      const bySeeker = await seeker.get('/resumes/talent/page');
      expect([bySeeker.status, bySeeker.body.code, bySeeker.body.msg]).toEqual([403, 'A0301', translate('en', 'resumes.refusals.notAPublisher')]);
      expect((await seeker.put(`/resumes/${ids.thai}/view`)).body.code).toBe('A0301');
      const pending = await client('pending').get('/resumes/talent/page');
      expect([pending.body.code, pending.body.msg]).toEqual(['A0440', translate('en', 'resumes.refusals.notAPublisher')]);
      expect((await client('pending').put(`/resumes/${ids.thai}/view`)).body.code).toBe('A0440');
    });
  });

  describe('searching', () => {
    it('lists searchable resumes only, newest first, to a publisher without VIP', async () => {
      const { page } = await talent('free');
      expect(page.total).toBe(4);
      expect(page.list.map((card) => card.id)).toEqual([ids.veteran, ids.chinese, ids.lao, ids.thai]);
    });

    it('masks phone and e-mail on every card: the real values never leave the api', async () => {
      const { page, raw: text } = await talent('free');
      for (const key of ['thai', 'lao', 'chinese', 'veteran'] as const) {
        expect(text).not.toContain(forms[key].phone);
        expect(text).not.toContain(forms[key].email);
      }
      const thai = page.list.find((card) => card.id === ids.thai)!;
      expect(thai).toMatchObject({ unlocked: false, phone: maskPhone(forms.thai.phone), email: maskEmail(forms.thai.email), latestTitle: 'วิศวกรซอฟต์แวร์อาวุโส', experienceYears: 6 });
      expect(thai.education).toEqual({ value: '3', label: "Bachelor's degree" });
      expect(thai.location).toMatchObject({ provinceCode: 'TH-10', districtCode: 'TH-1001' });
      // a card carries no files
      expect(text).not.toContain('/files/');
    });

    it('finds resumes by words in Thai, Lao and Chinese, segmented as the index was', async () => {
      expect(await found(`keywords=${encodeURIComponent('วิศวกร')}`)).toEqual([ids.thai]);
      expect(await found(`keywords=${encodeURIComponent('ชำระเงิน')}`)).toEqual([ids.thai]);
      expect(await found(`keywords=${encodeURIComponent('ບັນຊີ')}`)).toEqual([ids.lao]);
      expect(await found(`keywords=${encodeURIComponent('后端')}`)).toEqual([ids.chinese]);
      expect(await found(`keywords=${encodeURIComponent('支付')}`)).toEqual([ids.chinese]);
      expect(await found('keywords=warehouse')).toEqual([ids.veteran]);
      // names and contact details are not searchable; a private resume never matches
      expect(await found(`keywords=${encodeURIComponent('สมชาย')}`)).toEqual([]);
      expect(await found(`keywords=${encodeURIComponent('บริษัท ลับ')}`)).toEqual([]);
    });

    it('filters by education, industry, province and years of experience', async () => {
      expect(await found('education=4')).toEqual([ids.lao]);
      expect(await found('industry=logistics')).toEqual([ids.veteran]);
      expect(await found('provinceCode=CN-44')).toEqual([ids.chinese]);
      expect(await found('minYears=5')).toEqual(sorted(ids.thai, ids.veteran));
      expect(await found('minYears=10')).toEqual([ids.veteran]);
      // between buckets: 6 years is not 7
      expect(await found('minYears=7')).toEqual([ids.veteran]);
      expect(await found('minYears=1&provinceCode=LA-VT')).toEqual([ids.lao]);
      expect(await found(`industry=internet&keywords=${encodeURIComponent('วิศวกร')}`)).toEqual([ids.thai]);
      expect(await found('industry=finance&keywords=warehouse')).toEqual([]);
      expect((await talent('free', 'pageNum=2&pageSize=3')).page).toMatchObject({ total: 4, list: [{ id: ids.thai }] });
    });
  });

  describe('opening a resume', () => {
    it('tells a publisher without VIP to upgrade, with a link to /vip, and records nothing', async () => {
      const { body } = await client('free').put(`/resumes/${ids.thai}/view`);
      expect([body.code, body.msg, body.data]).toEqual(['A0440', translate('en', 'resumes.refusals.upgradeToView'), { link: '/vip' }]);
      expect(await api.db(RESUME_PROFILE_VIEWS_TABLE).where({ resume_id: ids.thai })).toEqual([]);
    });

    it('tells a member without viewable resumes left that they are used up', async () => {
      const { body } = await client('spent').put(`/resumes/${ids.thai}/view`);
      expect([body.code, body.msg, body.data]).toEqual(['A0440', translate('en', 'resumes.refusals.noViewsLeft'), { link: '/vip' }]);
    });

    it('answers A0606 for a private or missing resume, without using a view', async () => {
      expect((await client('member').put(`/resumes/${ids.private}/view`)).body.code).toBe('A0606');
      expect((await client('member').put('/resumes/999999/view')).body.code).toBe('A0606');
      expect((await quotasOf('member')).resumeViews).toEqual({ total: 3, used: 0, left: 3 });
    });

    it('shows a member the resume unmasked, using one view; the same resume again uses none', async () => {
      const first = await client('member').put(`/resumes/${ids.thai}/view`);
      expect(first.body.code, first.body.msg).toBe('00000');
      const detail = first.body.data as TalentDetail;
      expect(detail).toMatchObject({ id: ids.thai, phone: forms.thai.phone, email: forms.thai.email, viewsLeft: 2, downloadsLeft: 2, hasPdf: true });
      expect(detail.experience).toHaveLength(1);
      expect(detail.avatarUrl).toBe(thaiDetail.avatarUrl);
      expect(detail.attachments).toEqual(thaiDetail.attachments);
      for (const hidden of ['originalResume', 'pdfUrl', 'recommendationReport', 'profileViews', 'seekerId']) expect(detail).not.toHaveProperty(hidden);

      const again = (await client('member').put(`/resumes/${ids.thai}/view`)).body.data as TalentDetail;
      expect(again.viewsLeft).toBe(2);
      const lao = (await client('member').put(`/resumes/${ids.lao}/view`)).body.data as TalentDetail;
      expect(lao.viewsLeft).toBe(1);
      expect((await quotasOf('member')).resumeViews).toEqual({ total: 3, used: 2, left: 1 });
    });

    it('shows the opened resumes unmasked in the member’s search, and still masked to everyone else', async () => {
      const { page, raw: text } = await talent('member');
      const thai = page.list.find((card) => card.id === ids.thai)!;
      expect(thai).toMatchObject({ unlocked: true, phone: forms.thai.phone, email: forms.thai.email });
      for (const key of ['chinese', 'veteran'] as const) {
        expect(text).not.toContain(forms[key].phone);
        expect(text).not.toContain(forms[key].email);
      }
      const other = await talent('free');
      expect(other.raw).not.toContain(forms.thai.phone);
      expect(other.raw).not.toContain(forms.thai.email);
    });

    it('records one profile view per publisher per resume per day, which the seeker counts', async () => {
      const rows = await api.db(RESUME_PROFILE_VIEWS_TABLE).where({ resume_id: ids.thai, publisher_id: memberId });
      expect(rows).toHaveLength(1);
      const tomorrow = new Date(Date.now() + DAY_MS);
      await recordProfileView(api.db, ids.thai, memberId, tomorrow, api.config.TIME_ZONE);
      await recordProfileView(api.db, ids.thai, memberId, tomorrow, api.config.TIME_ZONE);
      expect(await api.db(RESUME_PROFILE_VIEWS_TABLE).where({ resume_id: ids.thai, publisher_id: memberId })).toHaveLength(2);
      // thai twice (today, tomorrow) and lao once
      expect(((await seeker.get('/seekers/me/summary')).body.data as { profileViews: number }).profileViews).toBe(3);
    });
  });

  describe('downloading', () => {
    it('asks to open a resume before downloading it, and uses nothing', async () => {
      const { body } = await raw('PUT', `/resumes/${ids.chinese}/download`, 'member');
      expect([body?.code, body?.msg]).toEqual(['A0440', translate('en', 'resumes.refusals.viewFirst')]);
      expect((await raw('PUT', `/resumes/${ids.thai}/download`, 'free')).body?.code).toBe('A0440');
      expect((await raw('PUT', `/resumes/${ids.private}/download`, 'member')).body?.code).toBe('A0606');
      expect((await quotasOf('member')).resumeDownloads.used).toBe(0);
    });

    it('answers the PDF and says "resume downloaded", using one download once per period', async () => {
      const first = await raw('PUT', `/resumes/${ids.thai}/download`, 'member');
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      // the seeker's own PDF (no generated one yet)
      expect(first.bytes.equals(PDF_BYTES)).toBe(true);
      expect(decodeURIComponent(first.headers.get(DOWNLOAD_MESSAGE_HEADER)!)).toBe(translate('en', 'resumes.messages.downloaded'));
      expect(first.headers.get('access-control-expose-headers')).toContain(DOWNLOAD_MESSAGE_HEADER);
      expect((await quotasOf('member')).resumeDownloads).toEqual({ total: 2, used: 1, left: 1 });

      const again = await raw('PUT', `/resumes/${ids.thai}/download`, 'member');
      expect(again.status).toBe(200);
      expect((await quotasOf('member')).resumeDownloads.used).toBe(1);
    });

    it('renders a resume without a PDF of its own with the classic template, in the caller’s language', async () => {
      const viewed = (await client('member').put(`/resumes/${ids.chinese}/view`)).body.data as TalentDetail;
      expect([viewed.viewsLeft, viewed.downloadsLeft]).toEqual([0, 1]);
      const response = await fetch(`${api.baseUrl}/api/v1/resumes/${ids.chinese}/download`, { method: 'PUT', headers: { Authorization: auth.member, 'Accept-Language': 'th' } });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([response.status, bytes.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
      expect(decodeURIComponent(response.headers.get(DOWNLOAD_MESSAGE_HEADER)!)).toBe(translate('th', 'resumes.messages.downloaded'));
      const text = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
      expect(text).toContain('王小明');
      expect(text).toContain('后端开发');
      expect(text).toContain(forms.chinese.phone);
      expect((await quotasOf('member')).resumeDownloads).toEqual({ total: 2, used: 2, left: 0 });

      const lao = await raw('PUT', `/resumes/${ids.lao}/download`, 'member');
      expect([lao.body?.code, lao.body?.msg, lao.body?.data]).toEqual(['A0440', translate('en', 'resumes.refusals.noDownloadsLeft'), { link: '/vip' }]);
    });
  });

  describe("a resume's files", () => {
    const fileIdOf = (url: string) => url.split('/').pop()!;

    it('serves every file to its seeker and to staff', async () => {
      for (const url of [thaiDetail.avatarUrl!, thaiDetail.attachments[0]!.url, thaiDetail.originalResume!.url]) {
        for (const who of [auth.seeker, await signIn(api, 'admin')]) {
          const response = await fetch(`${api.baseUrl}${url}`, { headers: { Authorization: who } });
          expect([url, response.status]).toEqual([url, 200]);
        }
      }
      const original = await fetch(`${api.baseUrl}${thaiDetail.originalResume!.url}`, { headers: { Authorization: auth.seeker } });
      expect(Buffer.from(await original.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    });

    it('serves a publisher who opened the resume its avatar and attachments only; anyone else learns nothing', async () => {
      const path = (url: string) => url.replace('/api/v1', '');
      expect((await raw('GET', path(thaiDetail.avatarUrl!), 'member')).status).toBe(200);
      expect((await raw('GET', path(thaiDetail.attachments[0]!.url), 'member')).status).toBe(200);
      expect((await raw('GET', path(thaiDetail.originalResume!.url), 'member')).body?.code).toBe('A0606');
      for (const who of ['free', 'spent'] as const) expect((await raw('GET', path(thaiDetail.avatarUrl!), who)).body?.code).toBe('A0606');
      expect((await otherSeeker.get(path(thaiDetail.avatarUrl!))).body.code).toBe('A0606');
      // a file of another resume under this one's id
      expect((await raw('GET', `/resumes/${ids.lao}/files/${fileIdOf(thaiDetail.avatarUrl!)}`, 'seeker')).body?.code).toBe('A0606');
    });

    it('serves every file, without VIP, to the publisher of a job the resume was delivered to', async () => {
      const path = (url: string) => url.replace('/api/v1', '');
      const posted = await client('free').post('/jobs', jobFormOf());
      expect(posted.body.code, posted.body.msg).toBe('00000');
      const jobId = (posted.body.data as { id: number }).id;
      const auditorId = ((await admin.get('/jobs/resume-auditors')).body.data as { value: number }[])[0]!.value;
      expect((await admin.put(`/jobs/${jobId}/audit`, approval(auditorId))).body.code).toBe('00000');
      expect((await raw('GET', path(thaiDetail.originalResume!.url), 'free')).body?.code).toBe('A0606');
      const delivered = await seeker.post('/delivery-orders', { jobId, resumeId: ids.thai });
      expect(delivered.body.code, delivered.body.msg).toBe('00000');
      for (const url of [thaiDetail.avatarUrl!, thaiDetail.attachments[0]!.url, thaiDetail.originalResume!.url]) {
        expect([url, (await raw('GET', path(url), 'free')).status]).toEqual([url, 200]);
      }
      // another publisher still has only what their own unlock gives
      expect((await raw('GET', path(thaiDetail.originalResume!.url), 'member')).body?.code).toBe('A0606');
    });
  });
});
