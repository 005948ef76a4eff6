import type { JobCardView, JobRow, MyCompanyView } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { grantMembership } from '../../membership/membershipFixtures';
import { seedDemoJobs } from './seedDemoJobs';

type Page<Row> = { list: Row[]; total: number };

describe('demo jobs', () => {
  let api: TestApi;
  let admin: ApiClient;
  let jobs: JobRow[];

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    // the companies that post more than the free tier's jobs are made members first (the membership seed's part)
    await seedDemoJobs(api.moduleContext, { actorId: 'system', correlationId: 'seed', now: new Date() }, {
      beforePosting: async ({ publisherId, jobCount }) => {
        if (jobCount > 3) await grantMembership(api.moduleContext, publisherId);
      },
    });
    admin = as(api, await signIn(api, 'admin'));
    jobs = ((await admin.get('/jobs/page?pageSize=100')).body.data as Page<JobRow>).list;
  }, 180_000);
  afterAll(async () => api?.close());

  it('gives a newcomer a living board: published jobs in four languages across industries and all three countries', () => {
    const open = jobs.filter((job) => job.status === 'published');
    expect(open.length).toBeGreaterThanOrEqual(12);
    expect(new Set(open.map((job) => job.location.country))).toEqual(new Set(['TH', 'LA', 'CN']));
    expect(new Set(open.map((job) => job.industry.value)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(open.map((job) => job.currency))).toEqual(new Set(['THB', 'LAK', 'CNY']));
    const positions = open.map((job) => job.position);
    for (const position of ['วิศวกรซอฟต์แวร์อาวุโส', 'ວິສະວະກອນຊອບແວ', '高级软件工程师', 'Senior Backend Engineer']) expect(positions).toContain(position);
    // every one audited with a split and the demo resume auditor
    expect(open.every((job) => job.auditStatus === 1 && job.resumeAuditorName === 'Demo Auditor' && job.validThrough !== null)).toBe(true);
  });

  it('leaves one job in the audit queue and one rejected with its reason', async () => {
    expect(jobs.filter((job) => job.status === 'pending').map((job) => job.position)).toEqual(['Marketing Manager']);
    const [rejected] = jobs.filter((job) => job.status === 'rejected');
    expect(rejected).toMatchObject({ position: 'Construction Site Supervisor', auditStatus: 2, rejectReason: expect.stringContaining('safety certificate') });
    expect(((await admin.get('/jobs/audit-tasks')).body.data as Page<JobRow>).total).toBe(1);
  });

  it('gives each demo company an approved account, a company page and its own jobs', async () => {
    for (const username of ['publisher', 'siamdigital', 'mekonglogistics', 'yunfantech']) {
      const company = as(api, await signIn(api, username));
      const mine = (await company.get('/jobs/mine/page')).body.data as Page<JobRow>;
      expect([username, mine.total > 0]).toEqual([username, true]);
      const page = (await company.get('/companies/mine')).body.data as MyCompanyView;
      expect(page).toMatchObject({ isApproved: true, introduction: expect.any(String) });
      expect(page.introduction.length).toBeGreaterThan(20);
    }
  });

  it('is found on the public board by a word inside a longer run of Thai text', async () => {
    const { body } = await api.call(`/api/v1/jobs/search?keywords=${encodeURIComponent('วิศวกร')}`);
    expect(body.code, body.msg).toBe('00000');
    expect((body.data as Page<JobCardView>).list.map((card) => card.position)).toContain('วิศวกรซอฟต์แวร์อาวุโส');
  });
});
