import type { JobDetail, JobRow, MyCompanyView } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { grantMembership } from '../membership/membershipFixtures';
import { approval, approvedPublisher, jobFormOf, registeredPublisher } from './jobFixtures';

type Errors = Record<string, string>;
type Page<Row> = { list: Row[]; total: number };
const DAY_MS = 24 * 3600_000;

describe('jobs', () => {
  let api: TestApi;
  let admin: ApiClient;
  let publisher: ApiClient;
  let publisherId: number;
  let seeker: ApiClient;
  let rival: ApiClient;
  let auditorId: number;

  beforeAll(async () => {
    ({ api } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
    publisher = as(api, await signIn(api, 'publisher'));
    publisherId = ((await publisher.get('/users/me')).body.data as { userId: number }).userId;
    // the demo publisher posts far more jobs than the free tier allows: a member (quota refusals: membership tests)
    const granted = await grantMembership(api.moduleContext, publisherId);
    await api.projectionWaiter.waitFor(granted.position!);
    seeker = as(api, await signIn(api, 'seeker'));
    rival = (await approvedPublisher(api, admin, 'rival-pub')).client;
    const auditors = (await admin.get('/jobs/resume-auditors')).body.data as { value: number; label: string }[];
    auditorId = auditors.find((option) => option.label === 'Demo Auditor')!.value;
  }, 120_000);
  afterAll(async () => api?.close());

  /** Posts a job as the demo publisher (or `by`) and answers it. */
  async function post(overrides: Parameters<typeof jobFormOf>[0] = {}, by: ApiClient = publisher): Promise<JobDetail> {
    const { body } = await by.post('/jobs', jobFormOf(overrides));
    expect(body.code, JSON.stringify(body)).toBe('00000');
    return body.data as JobDetail;
  }

  async function published(overrides: Parameters<typeof jobFormOf>[0] = {}): Promise<JobDetail> {
    const job = await post(overrides);
    const { body } = await admin.put(`/jobs/${job.id}/audit`, approval(auditorId));
    expect(body.code, body.msg).toBe('00000');
    return body.data as JobDetail;
  }

  describe('who may post', () => {
    it('asks anonymous callers to sign in on every jobs route', async () => {
      const calls: [string, string][] = [
        ['GET', '/jobs/page'],
        ['GET', '/jobs'],
        ['GET', '/jobs/mine/page'],
        ['GET', '/jobs/export'],
        ['GET', '/jobs/stats'],
        ['GET', '/jobs/audit-tasks'],
        ['GET', '/jobs/resume-auditors'],
        ['GET', '/jobs/1/form'],
        ['GET', '/jobs/1'],
        ['GET', '/jobs/1/history'],
        ['GET', '/jobs/1/applicants'],
        ['POST', '/jobs'],
        ['PUT', '/jobs/1'],
        ['PUT', '/jobs/1/audit'],
        ['PUT', '/jobs/1/close'],
        ['PUT', '/jobs/1/extend'],
        ['PUT', '/jobs/1/repost'],
        ['GET', '/companies/mine'],
        ['PUT', '/companies/mine'],
      ];
      for (const [method, path] of calls) {
        const { status, body } = await api.call(`/api/v1${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
        expect([path, body.code, status]).toEqual([path, 'A0230', 401]);
      }
    });

    it('refuses a job seeker: only publishers post jobs', async () => {
      const { body, status } = await seeker.post('/jobs', jobFormOf());
      expect([body.code, status, body.msg]).toEqual(['A0301', 403, 'Only job publishers can post jobs']);
    });

    it('tells a publisher whose registration is pending, or was rejected, why they cannot post yet', async () => {
      const pending = await registeredPublisher(api, 'pub-waiting');
      const waiting = await pending.client.post('/jobs', jobFormOf());
      expect([waiting.body.code, waiting.status]).toEqual(['A0440', 409]);
      expect(waiting.body.msg).toBe('Your company registration has not been approved yet: you can post jobs once it is');

      const refused = await registeredPublisher(api, 'pub-refused');
      expect((await admin.put(`/publishers/${refused.userId}/audit`, { auditStatus: 2, rejectReason: 'Licence expired' })).body.code).toBe('00000');
      const thai = await api.call('/api/v1/jobs', {
        method: 'POST',
        headers: { Authorization: refused.authorization, 'Content-Type': 'application/json', 'Accept-Language': 'th' },
        body: JSON.stringify(jobFormOf()),
      });
      expect([thai.body.code, thai.body.msg]).toEqual(['A0440', translate('th', 'jobs.refusals.publisherRejected')]);
      expect(((await pending.client.get('/jobs/mine/page')).body.data as Page<JobRow>).total).toBe(0);
    });
  });

  describe('posting', () => {
    it('reports every missing field at once', async () => {
      const { body } = await publisher.post('/jobs', {});
      expect(body.code).toBe('A0410');
      const errors = (body.data as { errors: Errors }).errors;
      expect(Object.keys(errors).sort()).toEqual(Object.keys(jobFormOf()).sort());
      expect(errors.position).toBe('This field is required');
    });

    it('says on both fields when the minimum salary is above the maximum, in the caller’s language', async () => {
      const { body } = await api.call('/api/v1/jobs', {
        method: 'POST',
        headers: { Authorization: await signIn(api, 'publisher'), 'Content-Type': 'application/json', 'Accept-Language': 'lo' },
        body: JSON.stringify(jobFormOf({ minSalary: 90000, maxSalary: 60000 })),
      });
      expect(body.code).toBe('A0402');
      expect((body.data as { errors: Errors }).errors).toEqual({
        minSalary: translate('lo', 'validation.minSalaryAboveMax'),
        maxSalary: translate('lo', 'validation.maxSalaryBelowMin'),
      });
    });

    it('checks dictionary values and that the district lies in the province, every failing field at once', async () => {
      const { body } = await publisher.post('/jobs', jobFormOf({ industry: 'alchemy', education: '9', provinceCode: 'TH-50', districtCode: 'TH-1001' }));
      expect(body.code).toBe('A0402');
      expect((body.data as { errors: Errors }).errors).toEqual({
        industry: 'Choose a value from the list',
        education: 'Choose a value from the list',
        districtCode: 'Choose a city or district of the chosen province',
      });
    });

    it('posts a job pending review, priced in its country’s currency, that its publisher may edit or withdraw', async () => {
      const posted = await api.call('/api/v1/jobs', {
        method: 'POST',
        headers: { Authorization: await signIn(api, 'publisher'), 'Content-Type': 'application/json' },
        body: JSON.stringify(jobFormOf({ position: 'ວິສະວະກອນຊອບແວ', provinceCode: 'LA-VT', districtCode: 'LA-VT-01' })),
      });
      expect([posted.body.code, posted.body.msg]).toEqual(['00000', 'Job submitted for review']);
      // the answer is the read model's, which already holds the job
      expect(posted.response.headers.get('x-read-your-writes')).toBe('settled');
      const job = posted.body.data as JobDetail;
      expect(job).toMatchObject({
        position: 'ວິສະວະກອນຊອບແວ',
        publisherId,
        status: 'pending',
        auditStatus: 0,
        currency: 'LAK',
        location: { country: 'LA', provinceCode: 'LA-VT', provinceName: 'Vientiane Capital', districtCode: 'LA-VT-01', districtName: 'Chanthabuly' },
        industry: { value: 'internet', label: 'Internet and IT' },
        commission: null,
        allowedActions: ['edit', 'close'],
      });
      const mine = (await publisher.get('/jobs/mine/page?status=pending')).body.data as Page<JobRow>;
      expect(mine.list.map((row) => row.id)).toContain(job.id);
      // staff see the audit where the publisher sees the edit
      const staffView = (await admin.get(`/jobs/${job.id}`)).body.data as JobDetail;
      expect(staffView.allowedActions).toEqual(['approve', 'reject', 'close']);
    });

    it('answers labels and region names in the reader’s language', async () => {
      const job = await post({ provinceCode: 'TH-50', districtCode: 'TH-5001', education: '4' });
      const thai = await api.call(`/api/v1/jobs/${job.id}/form`, { headers: { Authorization: await signIn(api, 'publisher'), 'Accept-Language': 'th' } });
      expect((thai.body.data as JobDetail).location).toMatchObject({ provinceName: 'เชียงใหม่', districtName: 'เมืองเชียงใหม่' });
      expect((thai.body.data as JobDetail).education.label).toBe('ปริญญาโท');
      expect((thai.body.data as JobDetail).currency).toBe('THB');
    });
  });

  describe('another publisher’s job', () => {
    it('does not exist for them (A0606) on any read or command, nor for a job seeker', async () => {
      const job = await post();
      for (const path of [`/jobs/${job.id}/form`, `/jobs/${job.id}`, `/jobs/${job.id}/history`, `/jobs/${job.id}/applicants`]) {
        expect([path, (await rival.get(path)).body.code]).toEqual([path, 'A0606']);
        expect([path, (await seeker.get(path)).body.code]).toEqual([path, 'A0606']);
      }
      expect((await rival.put(`/jobs/${job.id}`, jobFormOf({ position: 'Taken over' }))).body.code).toBe('A0606');
      expect((await rival.put(`/jobs/${job.id}/close`)).body.code).toBe('A0606');
      expect((await rival.put(`/jobs/${job.id}/extend`, { validThrough: '2099-01-01' })).body.code).toBe('A0606');
      expect((await rival.put(`/jobs/${job.id}/repost`)).body.code).toBe('A0606');
      expect(((await rival.get('/jobs/mine/page')).body.data as Page<JobRow>).list.map((row) => row.id)).not.toContain(job.id);
      // an unknown job answers the same
      expect((await rival.get('/jobs/999999/form')).body.code).toBe('A0606');
    });

    it('keeps staff lists and audits behind their permissions', async () => {
      for (const path of ['/jobs/page', '/jobs', '/jobs/export', '/jobs/stats', '/jobs/audit-tasks', '/jobs/resume-auditors']) {
        expect([path, (await publisher.get(path)).body.code]).toEqual([path, 'A0301']);
        expect([path, (await seeker.get(path)).body.code]).toEqual([path, 'A0301']);
      }
      const job = await post();
      expect((await publisher.put(`/jobs/${job.id}/audit`, approval(auditorId))).body.code).toBe('A0301');
    });
  });

  describe('audit', () => {
    it('lets the demo auditor, holding the jobs menu, list and audit jobs, and nothing of system management', async () => {
      const auditor = as(api, await signIn(api, 'auditor'));
      const me = (await auditor.get('/users/me')).body.data as { roles: string[]; perms: string[] };
      expect(me.roles).toEqual(['AUDITOR']);
      expect([...me.perms].sort()).toEqual([
        'biz:delivery:audit',
        'biz:delivery:query',
        'biz:job:audit',
        'biz:job:close',
        'biz:job:export',
        'biz:job:query',
        'biz:resume:query',
        'biz:resume:recommend',
      ]);
      const job = await post();
      expect((await auditor.get(`/jobs/${job.id}`)).body.data).toMatchObject({ allowedActions: ['approve', 'reject', 'close'] });
      expect((await auditor.put(`/jobs/${job.id}/audit`, approval(auditorId))).body.code).toBe('00000');
      expect((await auditor.get('/users/page')).body.code).toBe('A0301');
    });

    it('refuses a split that does not total 100%, with the spec’s message under the commission', async () => {
      const job = await post();
      const { body } = await admin.put(`/jobs/${job.id}/audit`, approval(auditorId, { company: 50, auditor: 30, candidate: 19 }));
      expect(body.code).toBe('A0402');
      expect((body.data as { errors: Errors }).errors.commission).toBe('The total commission percentage must equal 100%, please adjust and resubmit');
      expect(((await admin.get(`/jobs/${job.id}`)).body.data as JobDetail).status).toBe('pending');
    });

    it('takes only a staff member holding the auditor role as resume auditor', async () => {
      const job = await post();
      const { body } = await admin.put(`/jobs/${job.id}/audit`, approval(publisherId));
      expect(body.code).toBe('A0402');
      expect((body.data as { errors: Errors }).errors).toEqual({ resumeAuditorId: 'Choose a staff member who audits resumes' });
      const options = (await admin.get('/jobs/resume-auditors')).body.data as { value: number; label: string }[];
      expect(options).toEqual([{ value: auditorId, label: 'Demo Auditor' }]);
    });

    it('publishes an approved job at once for the configured days, with its split in money and its audit trail', async () => {
      const job = await post({ totalCommission: 30000 });
      const audited = await admin.put(`/jobs/${job.id}/audit`, approval(auditorId));
      expect([audited.body.code, audited.body.msg]).toEqual(['00000', 'Audit successful']);
      const detail = audited.body.data as JobDetail;
      expect(detail).toMatchObject({
        status: 'published',
        auditStatus: 1,
        commission: { company: 50, auditor: 30, candidate: 20 },
        commissionAmounts: { company: 15000, auditor: 9000, candidate: 6000 },
        resumeAuditorId: auditorId,
        resumeAuditorName: 'Demo Auditor',
        sort: 10,
        allowedActions: ['close'],
      });
      const days = (new Date(detail.validThrough!.replace(' ', 'T')).getTime() - new Date(detail.publishTime!.replace(' ', 'T')).getTime()) / DAY_MS;
      expect(days).toBe(30);
      expect(((await publisher.get(`/jobs/${job.id}`)).body.data as JobDetail).allowedActions).toEqual(['edit', 'close', 'extend']);

      const history = (await publisher.get(`/jobs/${job.id}/history`)).body.data as { type: string; actor: { username: string } | null }[];
      expect(history.map((entry) => [entry.type, entry.actor?.username])).toEqual([
        ['JobPosted', 'publisher'],
        ['JobApproved', 'admin'],
        ['JobPublished', 'admin'],
      ]);
      const again = await admin.put(`/jobs/${job.id}/audit`, { auditStatus: 2, rejectReason: 'late' });
      expect([again.body.code, again.body.msg]).toEqual(['A0440', 'This job is not waiting for review']);
    });

    it('rejects with a reason the publisher reads, and takes the corrected job back for review', async () => {
      const job = await post();
      const noReason = await admin.put(`/jobs/${job.id}/audit`, { auditStatus: 2 });
      expect((noReason.body.data as { errors: Errors }).errors.rejectReason).toBe('Please enter reject reason');
      expect((await admin.put(`/jobs/${job.id}/audit`, { auditStatus: 2, rejectReason: 'Say what the salary covers' })).body.code).toBe('00000');
      const rejected = (await publisher.get(`/jobs/${job.id}/form`)).body.data as JobDetail;
      expect(rejected).toMatchObject({ status: 'rejected', auditStatus: 2, rejectReason: 'Say what the salary covers', allowedActions: ['edit', 'close'] });

      const corrected = await publisher.put(`/jobs/${job.id}`, jobFormOf({ responsibility: 'เงินเดือนรวมค่าเดินทาง' }));
      expect([corrected.body.code, corrected.body.msg]).toEqual(['00000', 'Job corrected and submitted for review again']);
      expect(corrected.body.data).toMatchObject({ status: 'pending', auditStatus: 0, responsibility: 'เงินเดือนรวมค่าเดินทาง' });
    });

    it('lists the jobs waiting for review, newest first, and counts them for the dashboard', async () => {
      const older = await post({ position: 'Waiting one' });
      const newer = await post({ position: 'Waiting two' });
      const tasks = (await admin.get('/jobs/audit-tasks?pageSize=100')).body.data as Page<JobRow>;
      const ids = tasks.list.map((row) => row.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(tasks.list.every((row) => row.status === 'pending')).toBe(true);
      const stats = (await admin.get('/jobs/stats')).body.data as { openJobs: number; pendingAudits: number };
      expect(stats.pendingAudits).toBe(tasks.total);
      await admin.put(`/jobs/${newer.id}/audit`, approval(auditorId));
      expect((await admin.get('/jobs/stats')).body.data).toEqual({ openJobs: stats.openJobs + 1, pendingAudits: stats.pendingAudits - 1 });
    });
  });

  describe('the publisher’s changes', () => {
    it('sends an edited published job back to review, so nothing unreviewed stays public', async () => {
      const job = await published();
      const edited = await publisher.put(`/jobs/${job.id}`, jobFormOf({ maxSalary: 120000 }));
      expect(edited.body.code).toBe('00000');
      expect(edited.body.data).toMatchObject({ status: 'pending', auditStatus: 0, maxSalary: 120000 });
      // a pending job's edit keeps it pending, and says it was modified
      const again = await publisher.put(`/jobs/${job.id}`, jobFormOf({ maxSalary: 125000 }));
      expect([again.body.code, again.body.msg]).toEqual(['00000', 'Modify successful']);
    });

    it('closes a job and reposts it: published again when approved as it stands', async () => {
      const job = await published();
      const closed = await publisher.put(`/jobs/${job.id}/close`);
      expect([closed.body.code, closed.body.msg]).toEqual(['00000', 'Job closed']);
      expect(closed.body.data).toMatchObject({ status: 'closed', allowedActions: ['repost'] });
      expect((await publisher.put(`/jobs/${job.id}/close`)).body.code).toBe('A0440');
      expect((await publisher.put(`/jobs/${job.id}`, jobFormOf())).body.msg).toBe('This job cannot be edited any more: it is closed');

      const reposted = await publisher.put(`/jobs/${job.id}/repost`);
      expect([reposted.body.code, reposted.body.msg]).toEqual(['00000', 'Job reposted']);
      expect(reposted.body.data).toMatchObject({ status: 'published', auditStatus: 1 });
    });

    it('reposts a withdrawn job that was never approved into review', async () => {
      const job = await post();
      expect((await publisher.put(`/jobs/${job.id}/close`)).body.code).toBe('00000');
      expect((await publisher.put(`/jobs/${job.id}/repost`)).body.data).toMatchObject({ status: 'pending', auditStatus: 0 });
    });

    it('lets staff holding biz:job:close take a job down', async () => {
      const job = await published();
      const closed = await admin.put(`/jobs/${job.id}/close`);
      expect(closed.body.data).toMatchObject({ status: 'closed' });
      const history = (await admin.get(`/jobs/${job.id}/history`)).body.data as { type: string; data: { closedBy?: string } }[];
      expect(history.at(-1)).toMatchObject({ type: 'JobClosed', data: { closedBy: 'staff' } });
    });

    it('extends an open job to the end of a later day, within the longest allowed', async () => {
      const job = await published();
      const day = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
      const tooFar = await publisher.put(`/jobs/${job.id}/extend`, { validThrough: day(120) });
      expect(tooFar.body.code).toBe('A0402');
      expect((tooFar.body.data as { errors: Errors }).errors.validThrough).toBe('A job can stay open at most 90 days from today');
      const past = await publisher.put(`/jobs/${job.id}/extend`, { validThrough: day(-2) });
      expect((past.body.data as { errors: Errors }).errors.validThrough).toBe('Choose a day after today');

      const extended = await publisher.put(`/jobs/${job.id}/extend`, { validThrough: day(60) });
      expect([extended.body.code, extended.body.msg]).toEqual(['00000', 'Job extended']);
      expect((extended.body.data as JobDetail).validThrough).toMatch(new RegExp(`^${day(60)} 23:59:59$`));
    });
  });

  describe('lists', () => {
    it('filters by keywords, audit status, status, location, publisher and days; sorts; speaks react-admin too', async () => {
      const chinese = await published({ position: '高级软件工程师', company: '深圳云帆科技', provinceCode: 'CN-44', districtCode: 'CN-4403', industry: 'finance' });
      const mine = await rival.post('/jobs', jobFormOf({ position: 'Rival opening', company: 'Rival Ltd' }));
      const rivalJob = mine.body.data as JobDetail;

      const byKeyword = (await admin.get(`/jobs/page?keywords=${encodeURIComponent('云帆')}`)).body.data as Page<JobRow>;
      expect(byKeyword.list.map((row) => row.id)).toEqual([chinese.id]);
      expect(byKeyword.list[0]).toMatchObject({ currency: 'CNY', location: { country: 'CN', provinceName: 'Guangdong', districtName: 'Shenzhen' } });

      const filtered = (await admin.get(`/jobs/page?provinceCode=CN-44&auditStatus=1&status=published&industry=finance&publisherId=${publisherId}`)).body.data as Page<JobRow>;
      expect(filtered.list.map((row) => row.id)).toEqual([chinese.id]);
      const today = new Date().toISOString().slice(0, 10);
      const byDay = (await admin.get(`/jobs/page?keywords=Rival&createTime[0]=${today}&createTime[1]=`)).body.data as Page<JobRow>;
      expect(byDay.list.map((row) => row.id)).toEqual([rivalJob.id]);
      expect(((await admin.get(`/jobs/page?keywords=Rival&publishTime[]=2000-01-01&publishTime[]=2000-01-02`)).body.data as Page<JobRow>).total).toBe(0);

      const sorted = (await admin.get('/jobs/page?sortField=id&sortOrder=asc&pageSize=100')).body.data as Page<JobRow>;
      const ids = sorted.list.map((row) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));

      const rest = await admin.get(`/jobs?sort=${encodeURIComponent('["createTime","DESC"]')}&range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify({ keywords: 'Rival' }))}`);
      expect(rest.body.data).toEqual([expect.objectContaining({ id: rivalJob.id, company: 'Rival Ltd', viewCount: 0, applicantCount: 0 })]);
      expect(rest.response.headers.get('content-range')).toBe('jobs 0-0/1');
    });

    it('exports the filtered jobs as xlsx whose text cannot run as a formula', async () => {
      const job = await post({ position: '=HYPERLINK("http://evil.example","click")', company: '+Evil & Co' });
      const response = await fetch(`${api.baseUrl}/api/v1/jobs/export?keywords=${encodeURIComponent('evil.example')}`, { headers: { Authorization: await signIn(api, 'admin') } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=jobs.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.actualRowCount).toBe(2);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const cells = (sheet.getRow(2).values as unknown[]).slice(1);
      const cell = (column: string) => cells[header.indexOf(column)];
      expect(cell('id')).toBe(job.id);
      expect(cell('position')).toBe(`'=HYPERLINK("http://evil.example","click")`);
      expect(cell('company')).toBe("'+Evil & Co");
      expect(cell('status')).toBe('Pending review');
      expect(cell('province')).toBe('Bangkok');
    });

    it('shows a job’s applicants to its publisher and staff: none until delivery orders arrive', async () => {
      const job = await post();
      expect((await publisher.get(`/jobs/${job.id}/applicants`)).body.data).toEqual({ list: [], total: 0 });
      expect((await admin.get(`/jobs/${job.id}/applicants`)).body.data).toEqual({ list: [], total: 0 });
    });
  });

  describe('company page settings', () => {
    it('saves what the publisher shows, and has none for anyone else', async () => {
      const before = (await publisher.get('/companies/mine')).body.data as MyCompanyView;
      expect(before).toMatchObject({ publisherId, name: 'Demo Publisher Co.', isApproved: true, hasOfficePhoto: false });
      const saved = await publisher.put('/companies/mine', { introduction: 'We hire engineers across the Mekong region.', showOfficePhoto: true });
      expect([saved.body.code, saved.body.msg]).toEqual(['00000', 'Company page saved']);
      expect(saved.body.data).toMatchObject({ introduction: 'We hire engineers across the Mekong region.', showOfficePhoto: true });
      expect((await publisher.get('/companies/mine')).body.data).toMatchObject({ introduction: 'We hire engineers across the Mekong region.', showOfficePhoto: true });

      expect((await seeker.get('/companies/mine')).body.code).toBe('A0606');
      expect((await seeker.put('/companies/mine', { introduction: 'x', showOfficePhoto: false })).body.code).toBe('A0301');
    });
  });
});
