import { translate } from '@jobmarket/contracts/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { applicationStream } from './decider';
import { multipart, pdf, png, publisherDocuments, registrationCode, sampleFiles, send } from './registrationFixtures';

type Errors = Record<string, string>;
interface Mine {
  kind: string;
  auditStatus: number;
  rejectReason: string | null;
  auditTime: string | null;
  company?: string;
  schoolName?: string;
  documents: Record<string, { id: string; name: string; url: string }[]>;
}

describe('registrations and audits', () => {
  let api: TestApi;
  let root: ApiClient;
  let admin: ApiClient;
  let mobileSeq = 13_800_000_000;
  const nextMobile = () => String(mobileSeq++);

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
  });
  afterAll(async () => api?.close());

  async function registerPublisher(username: string, overrides: Record<string, string> = {}) {
    const mobile = overrides.mobile ?? nextMobile();
    const code = overrides.code ?? (await registrationCode(api, mobile));
    const fields = { username, password: 'secret123', company: `${username} Ltd`, email: `${username}@example.com`, mobile, code, ...overrides };
    return send(api, 'POST', '/registrations/publisher', multipart(fields, publisherDocuments()));
  }

  describe('job seeker', () => {
    it('reports every missing field at once, the avatar included', async () => {
      const { body } = await send(api, 'POST', '/registrations/job-seeker', multipart({}));
      expect(body.code).toBe('A0402');
      const errors = (body.data as { errors: Errors }).errors;
      expect(Object.keys(errors).sort()).toEqual(['avatar', 'email', 'gender', 'nickname', 'password', 'username']);
      expect(errors.avatar).toBe('This field is required');
    });

    it('reports a wrong e-mail and a short password together', async () => {
      const form = multipart({ username: 'ann', nickname: 'Ann', email: 'not-mail', password: '123', gender: '2' }, { avatar: [png()] });
      const errors = ((await send(api, 'POST', '/registrations/job-seeker', form)).body.data as { errors: Errors }).errors;
      expect(errors).toEqual({ email: 'Invalid email format', password: 'The password must be at least 6 characters' });
    });

    it('creates an active seeker who signs in at once and has no application to audit', async () => {
      const form = multipart({ username: 'seeker-ann', nickname: 'Ann', email: 'ann@example.com', password: 'secret123', gender: '2' }, { avatar: [png('ann.png')] });
      const { body } = await send(api, 'POST', '/registrations/job-seeker', form);
      expect(body.code, body.msg).toBe('00000');
      expect(body.data).toEqual({ userId: expect.any(Number) });
      const ann = as(api, await signIn(api, 'seeker-ann', 'secret123'));
      const me = (await ann.get('/users/me')).body.data as { roles: string[]; avatar: string };
      expect(me.roles).toEqual(['SEEKER']);
      expect(me.avatar).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
      expect((await ann.get('/registrations/mine')).body.code).toBe('A0606');
    });

    it('refuses a renamed .exe as avatar with A0701', async () => {
      const form = multipart({ username: 'seeker-exe', nickname: 'Exe', email: 'exe@example.com', password: 'secret123', gender: '1' }, { avatar: [{ bytes: sampleFiles.exe(), name: 'me.jpg', type: 'image/jpeg' }] });
      const { body, status } = await send(api, 'POST', '/registrations/job-seeker', form);
      expect(body.code).toBe('A0701');
      expect(status).toBe(415);
      expect((body.data as { errors: Errors }).errors.avatar).toBe('Only jpg/png files can be uploaded');
      expect(await api.db('users_v1').where({ username: 'seeker-exe' }).first()).toBeUndefined();
    });

    it('refuses a file over 2 MB with A0702', async () => {
      const big = Buffer.concat([sampleFiles.png(), Buffer.alloc(2 * 1024 * 1024)]);
      const form = multipart({ username: 'seeker-big', nickname: 'Big', email: 'big@example.com', password: 'secret123', gender: '1' }, { avatar: [{ bytes: big, name: 'big.png' }] });
      const { body } = await send(api, 'POST', '/registrations/job-seeker', form);
      expect(body.code).toBe('A0702');
      expect(body.msg).toBe('File size cannot exceed 2MB');
    });

    it('refuses a second avatar', async () => {
      const form = multipart({ username: 'seeker-two', nickname: 'Two', email: 'two@example.com', password: 'secret123', gender: '1' }, { avatar: [png(), png()] });
      const { body } = await send(api, 'POST', '/registrations/job-seeker', form);
      expect((body.data as { errors: Errors }).errors).toEqual({ avatar: 'Only 1 file can be uploaded' });
    });

    it('refuses a username that exists with A0111', async () => {
      const form = multipart({ username: 'Seeker', nickname: 'Dup', email: 'dup@example.com', password: 'secret123', gender: '0' }, { avatar: [png()] });
      const { body } = await send(api, 'POST', '/registrations/job-seeker', form);
      expect(body.code).toBe('A0111');
      expect((body.data as { errors: Errors }).errors.username).toBe('Username already exists');
    });
  });

  describe('publisher', () => {
    it('reports every invalid field and missing document at once, in the caller’s language', async () => {
      const form = multipart({ username: 'pub-x', password: 'secret123', company: 'X', email: 'x@', mobile: '12ab', code: '' }, { idCard: [png()] });
      const { body } = await send(api, 'POST', '/registrations/publisher', form, undefined, 'zh-CN');
      expect(body.code).toBe('A0402');
      const errors = (body.data as { errors: Errors }).errors;
      expect(Object.keys(errors).sort()).toEqual(['businessLicense', 'code', 'contractAttachment', 'email', 'mobile', 'officePhoto']);
      expect(errors.email).toBe(translate('zh-cn', 'validation.invalidEmail'));
      expect(errors.mobile).toBe(translate('zh-cn', 'validation.invalidMobile'));
      expect(errors.officePhoto).toBe(translate('zh-cn', 'validation.required'));
      expect(errors.mobile).not.toBe(translate('en', 'validation.invalidMobile'));
    });

    it('refuses a wrong code and an expired one with A0130', async () => {
      const mobile = nextMobile();
      const code = await registrationCode(api, mobile);
      const wrong = await registerPublisher('pub-wrong', { mobile, code: code === '000000' ? '111111' : '000000' });
      expect(wrong.body.code).toBe('A0130');
      expect((wrong.body.data as { errors: Errors }).errors.code).toBe('Invalid verification code');

      // the code's lifetime ends: Redis drops it, as it would after five minutes
      expect(await api.redis.expire(`vcode:register:${mobile}`, 0)).toBe(1);
      const expired = await registerPublisher('pub-expired', { mobile, code });
      expect(expired.body.code).toBe('A0130');
      expect(await api.db('users_v1').whereIn('username', ['pub-wrong', 'pub-expired'])).toHaveLength(0);
    });

    it('answers "too frequent" to a second code within the minute', async () => {
      const mobile = nextMobile();
      await registrationCode(api, mobile);
      const again = await api.call('/api/v1/auth/verification-code', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mobile, purpose: 'REGISTER' }) });
      expect(again.body.code).toBe('A0501');
    });

    it('refuses a document whose bytes are an executable with A0701', async () => {
      const mobile = nextMobile();
      const code = await registrationCode(api, mobile);
      const documents = { ...publisherDocuments(), officePhoto: [{ bytes: sampleFiles.exe(), name: 'office.jpg', type: 'image/jpeg' }] };
      const form = multipart({ username: 'pub-exe', password: 'secret123', company: 'Exe', email: 'exe@example.com', mobile, code }, documents);
      const { body } = await send(api, 'POST', '/registrations/publisher', form);
      expect(body.code).toBe('A0701');
      expect((body.data as { errors: Errors }).errors).toEqual({ officePhoto: 'Only jpg/png/pdf files can be uploaded' });
    });

    it('goes pending → rejected (with a reason) → resubmitted → approved', async () => {
      const registered = await registerPublisher('pub-flow');
      expect(registered.body.code, registered.body.msg).toBe('00000');
      const { userId, auditStatus } = registered.body.data as { userId: number; auditStatus: number };
      expect(auditStatus).toBe(0);

      const applicant = as(api, await signIn(api, 'pub-flow', 'secret123'));
      expect((await applicant.get('/users/me')).body.data).toMatchObject({ roles: ['PUBLISHER'] });
      const pending = (await applicant.get('/registrations/mine')).body.data as Mine;
      expect(pending).toMatchObject({ kind: 'publisher', auditStatus: 0, company: 'pub-flow Ltd', rejectReason: null, auditTime: null });
      expect(pending.documents.idCard!.map((file) => file.name)).toEqual(['id-front.png', 'id-back.png']);

      const page = (await admin.get('/publishers/page?auditStatus=0&keywords=pub-flow')).body.data as { list: { id: number; company: string }[]; total: number };
      expect(page.list).toEqual([expect.objectContaining({ id: userId, company: 'pub-flow Ltd' })]);
      expect((await admin.get(`/school-admins/${userId}/form`)).body.code).toBe('A0606');

      const noReason = await admin.put(`/publishers/${userId}/audit`, { auditStatus: 2 });
      expect(noReason.body.code).toBe('A0402');
      expect((noReason.body.data as { errors: Errors }).errors.rejectReason).toBe('Please enter reject reason');

      const rejected = await admin.put(`/publishers/${userId}/audit`, { auditStatus: 2, rejectReason: 'ID card unreadable' });
      expect(rejected.body.code, rejected.body.msg).toBe('00000');
      expect(rejected.body.msg).toBe('Audit successful');
      expect((await applicant.get('/registrations/mine')).body.data).toMatchObject({ auditStatus: 2, rejectReason: 'ID card unreadable', auditTime: expect.any(String) });

      const again = await admin.put(`/publishers/${userId}/audit`, { auditStatus: 1 });
      expect(again.body.code).toBe('A0440');
      expect(again.body.msg).toMatch(/already been audited/);

      const correction = multipart({ company: 'Pub Flow Trading' }, { idCard: [png('id-clear.png')] });
      const resubmitted = await send(api, 'PUT', '/registrations/mine/documents', correction, (await signIn(api, 'pub-flow', 'secret123')));
      expect(resubmitted.body.code, resubmitted.body.msg).toBe('00000');
      const corrected = resubmitted.body.data as Mine;
      expect(corrected).toMatchObject({ auditStatus: 0, company: 'Pub Flow Trading' });
      expect(corrected.documents.idCard!.map((file) => file.name)).toEqual(['id-clear.png']);
      expect(corrected.documents.businessLicense).toEqual(pending.documents.businessLicense);

      const approved = await admin.put(`/publishers/${userId}/audit`, { auditStatus: 1 });
      expect(approved.body.code, approved.body.msg).toBe('00000');
      expect((await applicant.get('/registrations/mine')).body.data).toMatchObject({ auditStatus: 1, rejectReason: null });

      const history = (await admin.get(`/publishers/${userId}/history`)).body.data as { type: string }[];
      expect(history.map((entry) => entry.type)).toEqual(['PublisherApplicationSubmitted', 'ApplicationRejected', 'ApplicationResubmitted', 'ApplicationApproved']);
    });

    it('answers an audit without telling the applicant itself: the decision only reserves the notice for the reactor', async () => {
      const { userId } = (await registerPublisher('pub-told-later')).body.data as { userId: number };
      const approved = await admin.put(`/publishers/${userId}/audit`, { auditStatus: 1 });
      expect(approved.body.code, approved.body.msg).toBe('00000');
      const [, decision] = await api.store.readStream(applicationStream(userId));
      expect(decision).toMatchObject({ type: 'ApplicationApproved', data: { userId, noticeId: expect.any(Number) } });
      // no reactor or worker runs beside this api: whatever tells the applicant is not the request (workers' decisionNotice test)
      const noticeId = (decision!.data as { noticeId: number }).noticeId;
      expect(await api.store.readStream(`notice-${noticeId}`)).toEqual([]);
    });

    it('gives the demo publisher and school an approved application', async () => {
      const publisher = (await as(api, await signIn(api, 'publisher')).get('/registrations/mine')).body.data as Mine;
      expect(publisher).toMatchObject({ kind: 'publisher', auditStatus: 1, company: 'Demo Publisher Co.', documents: {} });
      expect((await as(api, await signIn(api, 'school')).get('/registrations/mine')).body.data).toMatchObject({ kind: 'schoolAdmin', auditStatus: 1, schoolName: 'school' });
    });

    it('refuses a correction while the application is pending with A0440', async () => {
      expect((await registerPublisher('pub-pending')).body.code).toBe('00000');
      const applicant = await signIn(api, 'pub-pending', 'secret123');
      const { body } = await send(api, 'PUT', '/registrations/mine/documents', multipart({}, { idCard: [png()] }), applicant);
      expect(body.code).toBe('A0440');
    });

    it('serves the documents to the applicant and to auditors, and to nobody else', async () => {
      const registered = await registerPublisher('pub-docs');
      const userId = (registered.body.data as { userId: number }).userId;
      const owner = await signIn(api, 'pub-docs', 'secret123');
      const licence = ((await as(api, owner).get('/registrations/mine')).body.data as Mine).documents.businessLicense![0]!;

      const fetchAs = (authorization: string) => fetch(`${api.baseUrl}${licence.url}`, { headers: { Authorization: authorization } });
      const mine = await fetchAs(owner);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await mine.arrayBuffer())).toEqual(sampleFiles.pdf());
      expect((await fetchAs(await signIn(api, 'admin'))).status).toBe(200);
      expect((await fetchAs(await signIn(api, 'root'))).status).toBe(200);

      const stranger = await fetchAs(await signIn(api, 'seeker'));
      expect(stranger.status).toBe(404);
      expect(((await stranger.json()) as { code: string }).code).toBe('A0606');
      const form = (await admin.get(`/publishers/${userId}/form`)).body.data as { documents: Mine['documents'] };
      expect(form.documents.businessLicense![0]!.url).toBe(licence.url);

      // what was audited stays: not even its owner can delete an application's document
      const deleteAs = (authorization: string) => api.call(`/api/v1/files?filePath=${encodeURIComponent(licence.url)}`, { method: 'DELETE', headers: { Authorization: authorization } });
      const ownDelete = await deleteAs(owner);
      expect(ownDelete.body.code).toBe('A0440');
      expect(ownDelete.body.msg).toBe('This file is a document of an application and cannot be deleted');
      expect((await deleteAs(await signIn(api, 'seeker'))).body.code).toBe('A0606');
      expect((await fetchAs(owner)).status).toBe(200);
    });
  });

  describe('school admin', () => {
    async function schoolForm(username: string, schoolName: string, mobile: string, code: string) {
      return multipart(
        { username, nickname: 'Head', password: 'secret123', gender: '1', email: 'head@school.example', mobile, code, schoolName },
        { avatar: [png('head.png')], schoolLicense: [pdf('school.pdf')] },
      );
    }

    it('refuses a username that is not the school name', async () => {
      const mobile = nextMobile();
      const { body } = await send(api, 'POST', '/registrations/school-admin', await schoolForm('headmaster', 'Riverside High', mobile, '123456'));
      expect(body.code).toBe('A0402');
      expect((body.data as { errors: Errors }).errors).toEqual({ username: 'The username must be the school name' });
    });

    it('registers a school under its name, pending audit, listed for school-admin auditors only', async () => {
      const mobile = nextMobile();
      const { body } = await send(api, 'POST', '/registrations/school-admin', await schoolForm('Riverside High', 'Riverside High', mobile, await registrationCode(api, mobile)));
      expect(body.code, body.msg).toBe('00000');
      const { userId } = body.data as { userId: number };
      const head = as(api, await signIn(api, 'Riverside High', 'secret123'));
      expect((await head.get('/users/me')).body.data).toMatchObject({ roles: ['SCHOOL_ADMIN'] });
      expect((await head.get('/registrations/mine')).body.data).toMatchObject({ kind: 'schoolAdmin', schoolName: 'Riverside High', auditStatus: 0 });
      const rows = (await root.get('/school-admins?filter={"auditStatus":0}')).body.data as { id: number; schoolName: string }[];
      expect(rows).toContainEqual(expect.objectContaining({ id: userId, schoolName: 'Riverside High' }));
      expect((await admin.get(`/publishers/${userId}/form`)).body.code).toBe('A0606');
      expect((await head.get('/school-admins/page')).body.code).toBe('A0301');
    });
  });
});
