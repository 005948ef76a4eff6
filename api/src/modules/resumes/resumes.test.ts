import type { ResumeDetail, ResumeRow, ResumeStats, SeekerSummary } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { fileStore } from '../files/fileStore';
import { sampleFiles } from '../registration/registrationFixtures';
import { registeredSeeker, resumeFormOf, uploaded } from './resumeFixtures';

type Errors = Record<string, string>;
type Page<Row> = { list: Row[]; total: number };
type HistoryItem = { type: string; data: Record<string, unknown>; actor: { username: string | null } | null; stateAfter: unknown };

const MEGABYTE = 1024 * 1024;
const png = (name = 'me.png') => ({ bytes: sampleFiles.png(), name, type: 'image/png' });
const pdf = (name = 'cv.pdf') => ({ bytes: sampleFiles.pdf(), name, type: 'application/pdf' });

describe('resumes', () => {
  let api: TestApi;
  let admin: ApiClient;
  let auditor: ApiClient;
  let publisher: ApiClient;
  let seekerAuth: string;
  let seeker: ApiClient;
  let seekerId: number;
  let rival: Awaited<ReturnType<typeof registeredSeeker>>;

  beforeAll(async () => {
    ({ api } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
    auditor = as(api, await signIn(api, 'auditor'));
    publisher = as(api, await signIn(api, 'publisher'));
    seekerAuth = await signIn(api, 'seeker');
    seeker = as(api, seekerAuth);
    seekerId = ((await seeker.get('/users/me')).body.data as { userId: number }).userId;
    rival = await registeredSeeker(api, 'rival');
  }, 120_000);
  afterAll(async () => api?.close());

  /** Creates a resume as the demo seeker (or `by`) and answers it. */
  async function create(overrides: Parameters<typeof resumeFormOf>[0] = {}, by: ApiClient = seeker): Promise<ResumeDetail> {
    const { body } = await by.post('/resumes', resumeFormOf(overrides));
    expect(body.code, JSON.stringify(body)).toBe('00000');
    return body.data as ResumeDetail;
  }

  const historyOf = async (id: number, by: ApiClient = seeker) => (await by.get(`/resumes/${id}/history`)).body.data as HistoryItem[];

  /** A file in the blob store as `POST /files` would never keep it: over its limits, or bytes that lie about their type. */
  async function stored(ownerId: number, name: string, contentType: string, bytes: Buffer): Promise<string> {
    const [id] = await fileStore(api.db).save([{ ownerId: String(ownerId), name, contentType, bytes, readerPerms: [] }]);
    return `/api/v1/files/${id}`;
  }

  describe('who may keep resumes', () => {
    it('asks anonymous callers to sign in on every resumes route', async () => {
      const calls: [string, string][] = [
        ['GET', '/resumes/mine'],
        ['GET', '/resumes/page'],
        ['GET', '/resumes'],
        ['GET', '/resumes/export'],
        ['GET', '/resumes/stats'],
        ['GET', '/resumes/1'],
        ['GET', '/resumes/1/form'],
        ['GET', '/resumes/1/history'],
        ['POST', '/resumes'],
        ['PUT', '/resumes/1'],
        ['DELETE', '/resumes/1'],
        ['POST', '/resumes/1/duplicate'],
        ['PUT', '/resumes/1/default'],
        ['PUT', '/resumes/1/searchable'],
        ['PUT', '/resumes/1/recommendation'],
        ['GET', '/seekers/me/summary'],
      ];
      for (const [method, path] of calls) {
        const { status, body } = await api.call(`/api/v1${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
        expect([method, path, body.code, status]).toEqual([method, path, 'A0230', 401]);
      }
    });

    it('refuses publishers and staff: only job seekers keep resumes', async () => {
      for (const client of [publisher, admin]) {
        const created = await client.post('/resumes', resumeFormOf());
        expect([created.body.code, created.body.msg]).toEqual(['A0301', 'Only job seekers keep resumes']);
        expect((await client.get('/resumes/mine')).body.code).toBe('A0301');
        expect((await client.get('/seekers/me/summary')).body.code).toBe('A0301');
      }
    });
  });

  describe('validation', () => {
    it('reports every missing field at once', async () => {
      const { body } = await seeker.post('/resumes', {});
      expect(body.code).toBe('A0410');
      const errors = (body.data as { errors: Errors }).errors;
      expect(Object.keys(errors).sort()).toEqual(['age', 'districtCode', 'education', 'email', 'gender', 'industry', 'name', 'phone', 'provinceCode'].sort());
      expect(errors.name).toBe('This field is required');
    });

    it('checks dictionary values, the district’s province and every file at once, in the caller’s language', async () => {
      const theirs = await uploaded(api, rival.authorization, png('theirs.png'));
      const pngAsPdf = await uploaded(api, seekerAuth, { bytes: sampleFiles.png(), name: 'resume.pdf', type: 'application/pdf' });
      const form = resumeFormOf({
        industry: 'alchemy',
        education: '9',
        provinceCode: 'TH-50',
        districtCode: 'TH-1001',
        avatarUrl: theirs,
        attachmentUrls: ['/api/v1/files/00000000-0000-4000-8000-000000000000'],
        originalResumeUrl: pngAsPdf,
      });
      const { body } = await seeker.post('/resumes', form);
      expect(body.code).toBe('A0402');
      expect((body.data as { errors: Errors }).errors).toEqual({
        industry: 'Choose a value from the list',
        education: 'Choose a value from the list',
        districtCode: 'Choose a city or district of the chosen province',
        avatarUrl: 'This file is not one of your uploads',
        attachmentUrls: 'This file is not one of your uploads',
        originalResumeUrl: 'The original resume must be a PDF',
      });
      const thai = await api.call('/api/v1/resumes', {
        method: 'POST',
        headers: { Authorization: seekerAuth, 'Content-Type': 'application/json', 'Accept-Language': 'th' },
        body: JSON.stringify(form),
      });
      expect((thai.body.data as { errors: Errors }).errors.avatarUrl).toBe(translate('th', 'resumes.validation.notYourFile'));
      expect((thai.body.data as { errors: Errors }).errors.originalResumeUrl).toBe(translate('th', 'resumes.validation.originalKind'));
    });

    it('judges files by their bytes: a text file named .jpg never becomes an upload, nor an avatar when stored as one', async () => {
      const text = Buffer.from('just some text, not a picture');
      const refused = await api.call('/api/v1/files', {
        method: 'POST',
        headers: { Authorization: seekerAuth },
        body: (() => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(text)], { type: 'image/jpeg' }), 'photo.jpg');
          return form;
        })(),
      });
      expect(refused.body.code).toBe('A0701');
      // stored under a lying type (as no upload path stores it): still judged by what the bytes are
      const lying = await stored(seekerId, 'photo.jpg', 'image/jpeg', text);
      const { body } = await seeker.post('/resumes', resumeFormOf({ avatarUrl: lying, attachmentUrls: [lying] }));
      expect((body.data as { errors: Errors }).errors).toEqual({
        avatarUrl: 'The avatar must be a JPG or PNG image',
        attachmentUrls: 'Only jpg/png/pdf files can be uploaded',
      });
    });

    it('refuses an original PDF over 10 MB with the spec’s message (A0702), and images over 2 MB', async () => {
      const bigPdf = await stored(seekerId, 'big.pdf', 'application/pdf', Buffer.concat([sampleFiles.pdf(), Buffer.alloc(10 * MEGABYTE)]));
      const bigPng = await stored(seekerId, 'big.png', 'image/png', Buffer.concat([sampleFiles.png(), Buffer.alloc(2 * MEGABYTE)]));
      const { body } = await seeker.post('/resumes', resumeFormOf({ originalResumeUrl: bigPdf, avatarUrl: bigPng, attachmentUrls: [bigPng] }));
      expect([body.code, body.msg]).toEqual(['A0702', 'File size cannot exceed 10MB']);
      expect((body.data as { errors: Errors }).errors).toEqual({
        originalResumeUrl: 'File size cannot exceed 10MB',
        avatarUrl: 'Images cannot exceed 2MB',
        attachmentUrls: 'Each attachment can be at most 2MB',
      });
    });

    it('refuses a url that is not an upload, and more than two attachments', async () => {
      const mine = await uploaded(api, seekerAuth, pdf());
      const { body } = await seeker.post('/resumes', resumeFormOf({ avatarUrl: 'https://evil.example/me.png', attachmentUrls: [mine, mine, mine] }));
      expect(body.code).toBe('A0402');
      expect((body.data as { errors: Errors }).errors).toEqual({ avatarUrl: 'Upload the file again', attachmentUrls: 'At most 2 files can be uploaded' });
      // the form's own messages, as the portal shows them
      const wrong = await seeker.post('/resumes', resumeFormOf({ age: 12, experience: [{ organisation: 'A', title: 'B', startMonth: '2024-05', endMonth: '2023-01' }] }));
      expect((wrong.body.data as { errors: Errors }).errors).toEqual({ age: 'Age must be between 15 and 80', 'experience.0.endMonth': 'The end cannot be before the start' });
    });
  });

  describe('the seeker’s resumes', () => {
    it('keeps a resume with its checked files, served by the resume’s own urls, and keeps those files', async () => {
      const avatar = await uploaded(api, seekerAuth, png());
      const attachment = await uploaded(api, seekerAuth, pdf('certificate.pdf'));
      const original = await uploaded(api, seekerAuth, pdf('my-cv.pdf'));
      const posted = await api.call('/api/v1/resumes', {
        method: 'POST',
        headers: { Authorization: seekerAuth, 'Content-Type': 'application/json' },
        body: JSON.stringify(resumeFormOf({ avatarUrl: avatar, attachmentUrls: [attachment], originalResumeUrl: original })),
      });
      expect([posted.body.code, posted.body.msg]).toEqual(['00000', 'Resume saved']);
      expect(posted.response.headers.get('x-read-your-writes')).toBe('settled');
      const resume = posted.body.data as ResumeDetail;
      const fileId = (url: string) => url.split('/').at(-1);
      expect(resume).toMatchObject({
        seekerId,
        name: 'สมชาย ใจดี',
        phone: '+66812345678',
        email: 'somchai.k@example.com',
        education: { value: '3', label: expect.any(String) },
        industry: { value: 'internet', label: 'Internet and IT' },
        location: { country: 'TH', provinceCode: 'TH-10', provinceName: 'Bangkok', districtCode: 'TH-1001' },
        searchable: true,
        avatarUrl: `/api/v1/resumes/${resume.id}/files/${fileId(avatar)}`,
        attachments: [{ name: 'certificate.pdf', url: `/api/v1/resumes/${resume.id}/files/${fileId(attachment)}` }],
        originalResume: { name: 'my-cv.pdf', url: `/api/v1/resumes/${resume.id}/files/${fileId(original)}` },
        hasOriginalResume: true,
        pdfUrl: null,
        recommendationReport: null,
        profileViews: 0,
        createBy: 'seeker',
      });
      expect(resume.experienceYears).toBeGreaterThanOrEqual(7);
      // a file a resume refers to is no longer a free upload, and staff who read resumes may read it
      const removeFile = await api.call(`/api/v1/files?filePath=${encodeURIComponent(original)}`, { method: 'DELETE', headers: { Authorization: seekerAuth } });
      expect(removeFile.body.code).toBe('A0440');
      const asAuditor = await fetch(`${api.baseUrl}${original}`, { headers: { Authorization: await signIn(api, 'auditor') } });
      expect(asAuditor.status).toBe(200);

      const thai = await api.call(`/api/v1/resumes/${resume.id}`, { headers: { Authorization: seekerAuth, 'Accept-Language': 'th' } });
      expect((thai.body.data as ResumeDetail).location.provinceName).toBe('กรุงเทพมหานคร');
    });

    it('edits a resume, and appends nothing when nothing changed', async () => {
      const resume = await create();
      const edited = await seeker.put(`/resumes/${resume.id}`, resumeFormOf({ age: 30, specialties: 'Rust' }));
      expect([edited.body.code, edited.body.msg]).toEqual(['00000', 'Resume saved']);
      expect(edited.body.data).toMatchObject({ age: 30, specialties: 'Rust', updateTime: expect.any(String) });
      expect((await seeker.put(`/resumes/${resume.id}`, resumeFormOf({ age: 30, specialties: 'Rust' }))).body.code).toBe('00000');
      expect((await historyOf(resume.id)).map((entry) => [entry.type, entry.actor?.username])).toEqual([
        ['ResumeCreated', 'seeker'],
        ['ResumeEdited', 'seeker'],
      ]);
    });

    it('duplicates a resume into a new one with the same fields, not the default', async () => {
      const source = await create({ name: 'Copy source' });
      const copied = await seeker.post(`/resumes/${source.id}/duplicate`, {});
      expect([copied.body.code, copied.body.msg]).toEqual(['00000', 'Resume duplicated']);
      const copy = copied.body.data as ResumeDetail;
      expect(copy.id).not.toBe(source.id);
      expect(copy).toMatchObject({ name: 'Copy source', phone: source.phone, experience: source.experience, isDefault: false });
      expect((await historyOf(copy.id))[0]).toMatchObject({ type: 'ResumeCreated', data: { duplicatedFrom: source.id } });
    });

    it('has one default: the oldest until the seeker chooses, and the oldest again once the chosen one is deleted', async () => {
      const own = await registeredSeeker(api, 'default');
      const first = await create({ name: 'First' }, own.client);
      expect(first.isDefault).toBe(true);
      const second = await create({ name: 'Second' }, own.client);
      expect(second.isDefault).toBe(false);

      const chosen = await own.client.put(`/resumes/${second.id}/default`);
      expect([chosen.body.code, chosen.body.msg]).toEqual(['00000', 'This is now your default resume']);
      expect((chosen.body.data as ResumeDetail).isDefault).toBe(true);
      const mine = (await own.client.get('/resumes/mine')).body.data as ResumeRow[];
      expect(mine.map((row) => [row.name, row.isDefault])).toEqual([
        ['First', false],
        ['Second', true],
      ]);

      expect((await own.client.delete(`/resumes/${second.id}`)).body.code).toBe('00000');
      expect(((await own.client.get('/resumes/mine')).body.data as ResumeRow[]).map((row) => [row.name, row.isDefault])).toEqual([['First', true]]);
      expect((await own.client.put(`/resumes/${second.id}/default`)).body.code).toBe('A0606');
    });

    it('switches whether employers can find a resume', async () => {
      const resume = await create();
      const hidden = await seeker.put(`/resumes/${resume.id}/searchable`, { searchable: false });
      expect(hidden.body.code).toBe('00000');
      expect((hidden.body.data as ResumeDetail).searchable).toBe(false);
      expect((await historyOf(resume.id)).at(-1)).toMatchObject({ type: 'ResumeSearchableChanged', data: { searchable: false } });
      const refused = await seeker.put(`/resumes/${resume.id}/searchable`, { searchable: 'no' });
      expect(refused.body.code).toMatch(/^A04/);
      expect(Object.keys((refused.body.data as { errors: Errors }).errors)).toEqual(['searchable']);
    });

    it('deletes several of the seeker’s own resumes, and none when one of them is another’s', async () => {
      const one = await create({ name: 'Delete one' });
      const two = await create({ name: 'Delete two' });
      const theirs = await create({ name: 'Not yours' }, rival.client);
      const mixed = await seeker.delete(`/resumes/${one.id},${theirs.id}`);
      expect(mixed.body.code).toBe('A0606');
      expect((await seeker.get(`/resumes/${one.id}`)).body.code).toBe('00000');

      const deleted = await seeker.delete(`/resumes/${one.id},${two.id}`);
      expect([deleted.body.code, deleted.body.msg, deleted.body.data]).toEqual(['00000', 'Delete successful', { id: [one.id, two.id] }]);
      for (const id of [one.id, two.id]) {
        expect((await seeker.get(`/resumes/${id}`)).body.code).toBe('A0606');
        expect((await seeker.put(`/resumes/${id}`, resumeFormOf())).body.code).toBe('A0606');
      }
      expect(((await seeker.get('/resumes/mine')).body.data as ResumeRow[]).map((row) => row.id)).not.toContain(one.id);
    });

    it('counts the seeker’s resumes on their home, and applications from real (so far empty) tables', async () => {
      const own = await registeredSeeker(api, 'home');
      expect((await own.client.get('/seekers/me/summary')).body.data).toEqual({ resumes: 0, applied: 0, onboarded: 0, profileViews: 0 });
      await create({}, own.client);
      await create({}, own.client);
      expect(((await own.client.get('/seekers/me/summary')).body.data as SeekerSummary).resumes).toBe(2);
    });
  });

  describe('staff', () => {
    it('write the recommendation report the seeker reads but may not write', async () => {
      const resume = await create();
      const written = await admin.put(`/resumes/${resume.id}/recommendation`, { report: 'Strong backend engineer; recommend for fintech roles.' });
      expect([written.body.code, written.body.msg]).toEqual(['00000', 'Recommendation report saved']);
      expect(written.body.data).toMatchObject({ recommendationReport: 'Strong backend engineer; recommend for fintech roles.', hasRecommendation: true });
      expect((await seeker.get(`/resumes/${resume.id}`)).body.data).toMatchObject({ recommendationReport: 'Strong backend engineer; recommend for fintech roles.' });
      expect((await seeker.put(`/resumes/${resume.id}/recommendation`, { report: 'I am great' })).body.code).toBe('A0301');
      expect((await auditor.put(`/resumes/${resume.id}/recommendation`, { report: '' })).body.data).toMatchObject({ recommendationReport: null, hasRecommendation: false });
      expect((await historyOf(resume.id)).slice(1).map((entry) => [entry.type, entry.actor?.username])).toEqual([
        ['ResumeRecommendationWritten', 'admin'],
        ['ResumeRecommendationWritten', 'auditor'],
      ]);
    });

    it('list every resume with filters, in both dialects', async () => {
      const own = await registeredSeeker(api, 'listed');
      const listed = await create({ name: 'ວຽງຈັນ ສີສະຫວາດ', provinceCode: 'LA-VT', districtCode: 'LA-VT-01', industry: 'finance', education: '4' }, own.client);
      const page = (await admin.get(`/resumes/page?keywords=${encodeURIComponent('ສີສະຫວາດ')}`)).body.data as Page<ResumeRow>;
      expect(page.list.map((row) => row.id)).toEqual([listed.id]);
      expect(page.list[0]).toMatchObject({ phone: '+66812345678', location: { country: 'LA', provinceName: 'Vientiane Capital' }, isDefault: true });
      const filtered = (await admin.get('/resumes/page?provinceCode=LA-VT&industry=finance&education=4&minYears=3&pageSize=100')).body.data as Page<ResumeRow>;
      expect(filtered.list.map((row) => row.id)).toContain(listed.id);
      expect(((await admin.get('/resumes/page?provinceCode=LA-VT&minYears=40')).body.data as Page<ResumeRow>).total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect(((await admin.get(`/resumes/page?keywords=${encodeURIComponent('ສີສະຫວາດ')}&createTime[]=2000-01-01&createTime[]=2000-01-02`)).body.data as Page<ResumeRow>).total).toBe(0);
      expect(((await auditor.get(`/resumes/page?keywords=${encodeURIComponent('ສີສະຫວາດ')}&createTime[]=${today}&createTime[]=`)).body.data as Page<ResumeRow>).total).toBe(1);

      const rest = await admin.get(`/resumes?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify({ keywords: 'ສີສະຫວາດ' }))}`);
      expect(rest.body.data).toEqual([expect.objectContaining({ id: listed.id })]);
      expect(rest.response.headers.get('content-range')).toBe('resumes 0-0/1');
    });

    it('export the filtered resumes as xlsx whose text cannot run as a formula; auditors may not export', async () => {
      const resume = await create({ name: '=HYPERLINK("http://evil.example","cv")', specialties: 'evil.example' });
      const response = await fetch(`${api.baseUrl}/api/v1/resumes/export?keywords=${encodeURIComponent('evil.example')}`, { headers: { Authorization: await signIn(api, 'admin') } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=resumes.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.actualRowCount).toBe(2);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const cells = (sheet.getRow(2).values as unknown[]).slice(1);
      const cell = (column: string) => cells[header.indexOf(column)];
      expect(cell('id')).toBe(resume.id);
      expect(cell('name')).toBe(`'=HYPERLINK("http://evil.example","cv")`);
      expect(cell('phone')).toBe("'+66812345678");
      expect(cell('province')).toBe('Bangkok');
      expect(cell('searchable')).toBe('Open to employers');
      expect((await auditor.get('/resumes/export')).body.code).toBe('A0301');
    });

    it('count resumes for the dashboard: the total, this month’s and each of the last days', async () => {
      const before = (await admin.get('/resumes/stats?days=30')).body.data as ResumeStats;
      expect(before.days).toHaveLength(30);
      await create();
      const after = (await admin.get('/resumes/stats')).body.data as ResumeStats;
      expect(after.days).toHaveLength(7);
      expect(after.total).toBe(before.total + 1);
      expect(after.newThisMonth).toBe(before.newThisMonth + 1);
      expect(after.days.at(-1)!.count).toBe(before.days.at(-1)!.count + 1);
      expect((await admin.get('/resumes/stats?days=9')).body.code).toBe('A0402');
    });
  });

  describe('another’s resume', () => {
    it('answers each caller exactly what they may see or do, and contact details to nobody else', async () => {
      const resume = await create({ name: 'Private person', phone: '+66899990001', email: 'private.person@example.com', searchable: false });
      const id = resume.id;
      const reads = [`/resumes/${id}`, `/resumes/${id}/form`, `/resumes/${id}/history`];
      const commands: [string, string, unknown][] = [
        ['PUT', `/resumes/${id}`, resumeFormOf()],
        ['DELETE', `/resumes/${id}`, undefined],
        ['POST', `/resumes/${id}/duplicate`, {}],
        ['PUT', `/resumes/${id}/default`, undefined],
        ['PUT', `/resumes/${id}/searchable`, { searchable: true }],
      ];
      const bodies: string[] = [];
      const call = async (client: ApiClient, method: string, path: string, body?: unknown) => {
        const answer = method === 'GET' ? await client.get(path) : method === 'DELETE' ? await client.delete(path) : method === 'POST' ? await client.post(path, body) : await client.put(path, body);
        bodies.push(JSON.stringify(answer.body));
        return answer.body.code;
      };

      // another seeker and a publisher: it does not exist for them
      for (const [who, client] of [
        ['seeker', rival.client],
        ['publisher', publisher],
      ] as const) {
        for (const path of reads) expect([who, path, await call(client, 'GET', path)]).toEqual([who, path, 'A0606']);
        for (const [method, path, body] of commands) expect([who, method, path, await call(client, method, path, body)]).toEqual([who, method, path, 'A0606']);
        expect([who, await call(client, 'PUT', `/resumes/${id}/recommendation`, { report: 'x' })]).toEqual([who, 'A0301']);
        for (const path of ['/resumes/page', '/resumes', '/resumes/export', '/resumes/stats']) expect([who, path, await call(client, 'GET', path)]).toEqual([who, path, 'A0301']);
      }
      expect(((await rival.client.get('/resumes/mine')).body.data as ResumeRow[]).map((row) => row.id)).not.toContain(id);
      bodies.push(JSON.stringify((await rival.client.get('/resumes/mine')).body));
      for (const body of bodies) {
        expect(body).not.toContain('+66899990001');
        expect(body).not.toContain('private.person@example.com');
      }

      // staff who read resumes see it whole, with its history; only its seeker changes it
      for (const [who, client] of [
        ['auditor', auditor],
        ['admin', admin],
      ] as const) {
        for (const path of reads) expect([who, path, await call(client, 'GET', path)]).toEqual([who, path, '00000']);
        expect((await client.get(`/resumes/${id}/form`)).body.data).toMatchObject({ phone: '+66899990001', email: 'private.person@example.com' });
        for (const [method, path, body] of commands) expect([who, method, path, await call(client, method, path, body)]).toEqual([who, method, path, 'A0301']);
      }
      const history = await historyOf(id, auditor);
      expect(history[0]).toMatchObject({ type: 'ResumeCreated', data: { phone: '+66899990001' } });

      // its own seeker sees and changes it
      expect((await seeker.get(`/resumes/${id}/form`)).body.data).toMatchObject({ phone: '+66899990001' });
      expect((await seeker.delete(`/resumes/${id}`)).body.code).toBe('00000');
      expect((await auditor.get(`/resumes/${id}`)).body.code).toBe('A0606');
    });

    it('keeps staff lists, export and figures behind their permissions for seekers too', async () => {
      for (const path of ['/resumes/page', '/resumes', '/resumes/export', '/resumes/stats']) {
        expect([path, (await seeker.get(path)).body.code]).toEqual([path, 'A0301']);
      }
      expect((await seeker.get('/resumes/999999')).body.code).toBe('A0606');
    });
  });
});
