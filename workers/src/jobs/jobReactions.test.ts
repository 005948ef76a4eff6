import { jobAuditForm, type JobDetail } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { realtimeTopics } from '@jobmarket/contracts/realtime/topics';
import { jobHandlers } from '@jobmarket/api/modules/jobs/handlers';
import { approval, approvedPublisher, jobFormOf } from '@jobmarket/api/modules/jobs/jobFixtures';
import { as, signIn, type ApiClient } from '@jobmarket/api/testing/identityFixtures';
import type { TestApi } from '@jobmarket/api/testing/testApi';
import { jobIdFor, jobNoticesReactor, jobsProjection, noticesProjection } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReactorHarness, type FinishedJobs, type ReactorHarness } from '../testing/reactorHarness';

const DAY_MS = 24 * 3600_000;

describe('what follows from a job’s events: the expiry timer and the notices to its publisher', () => {
  let harness: ReactorHarness<'notices' | 'jobs'>;
  let api: TestApi;
  let admin: ApiClient;
  let adminId: string;
  let auditorId: number;
  let noticeJobs: FinishedJobs;
  let timerJobs: FinishedJobs;

  beforeAll(async () => {
    // the notices reactor as the projections process runs it; the expiry timers are enqueued by the tests below with
    // the ids the expiry reactor gives them (projections' reactor test holds the reactor to that), so no timer races them
    harness = await startReactorHarness({ reactors: [jobNoticesReactor], watch: ['notices', 'jobs'] });
    ({ api, admin } = harness);
    ({ notices: noticeJobs, jobs: timerJobs } = harness.finished);
    adminId = String(((await admin.get('/users/me')).body.data as { userId: number }).userId);
    auditorId = ((await admin.get('/jobs/resume-auditors')).body.data as { value: number }[])[0]!.value;
  }, 120_000);
  afterAll(() => harness?.close());

  /** Posts a job in the publisher's language (the notices' language). */
  async function post(authorization: string, language: string, overrides: Parameters<typeof jobFormOf>[0] = {}): Promise<JobDetail> {
    const { body } = await api.call('/api/v1/jobs', {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(jobFormOf(overrides)),
    });
    expect(body.code, body.msg).toBe('00000');
    return body.data as JobDetail;
  }

  /** Approved as if `daysAgo` days ago, so its closing date (30 days after) may already have passed. */
  async function approvedDaysAgo(jobId: number, daysAgo: number) {
    const command = { actorId: adminId, now: new Date(Date.now() - daysAgo * DAY_MS) };
    const written = await jobHandlers(api.moduleContext).audit(jobId, jobAuditForm.parse(approval(auditorId)), command, { tell: false });
    await api.projectionWaiter.waitFor(written.position!, { projections: [jobsProjection.name] });
    const published = (await api.store.readStream(`job-${jobId}`)).find((event) => event.type === 'JobPublished')!;
    return published.id;
  }

  /** The timer the expiry reactor sets for a publication, run now. */
  async function runTimer(jobId: number, eventId: string) {
    const id = jobIdFor('job-expiry', eventId);
    await harness.queues.get('jobs').add('expire', { jobId }, { jobId: id });
    return (await timerJobs.finished(id)) as { expired: boolean; position: string | null };
  }

  /** Waits for a notice job, then for the notices read model to show what it appended. */
  async function noticeShown(eventId: string) {
    const { position } = (await noticeJobs.finished(jobIdFor('job-notice', eventId))) as { position: string | null };
    expect(position).not.toBeNull();
    expect(await api.projectionWaiter.waitFor(position!, { projections: [noticesProjection.name] })).toBe(true);
  }

  const myNotices = async (client: ApiClient) => ((await client.get('/notices/my-page')).body.data as { list: { id: number; title: string }[] }).list;
  const lastEventOf = async (jobId: number) => (await api.store.readStream(`job-${jobId}`)).at(-1)!;

  it('tells the publisher an approval and a rejection, alone and in the language they posted in, pushed live', async () => {
    const thaiPublisher = await approvedPublisher(api, admin, 'pub-thai');
    const job = await post(thaiPublisher.authorization, 'th');
    expect((await admin.put(`/jobs/${job.id}/audit`, approval(auditorId))).body.code).toBe('00000');
    const approved = (await api.store.readStream(`job-${job.id}`)).find((event) => event.type === 'JobApproved')!;
    const noticeId = (approved.data as { noticeId: number }).noticeId;
    await noticeShown(approved.id);

    const notices = await myNotices(thaiPublisher.client);
    expect(notices).toEqual([expect.objectContaining({ id: noticeId, title: translate('th', 'jobs.notices.approvedTitle', { position: job.position }) })]);
    const detail = (await thaiPublisher.client.get(`/notices/${noticeId}/detail`)).body.data as { content: string };
    const validThrough = (((await thaiPublisher.client.get(`/jobs/${job.id}`)).body.data as JobDetail).validThrough ?? '').slice(0, 10);
    expect(validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.content).toContain(translate('th', 'jobs.notices.approvedContent', { position: job.position, validThrough }));
    const pushes = await api.db('notice_outbox').where({ topic: realtimeTopics.userNotices(String(thaiPublisher.userId)) }).select('payload');
    expect(pushes.map((push) => (push.payload as { id?: number }).id)).toContain(noticeId);

    const laoPublisher = await approvedPublisher(api, admin, 'pub-lao');
    const laoJob = await post(laoPublisher.authorization, 'lo', { position: 'ວິສະວະກອນໂຄງສ້າງ', provinceCode: 'LA-VT', districtCode: 'LA-VT-04' });
    expect((await admin.put(`/jobs/${laoJob.id}/audit`, { auditStatus: 2, rejectReason: 'ກະລຸນາລະບຸເງິນເດືອນ' })).body.code).toBe('00000');
    const rejected = await lastEventOf(laoJob.id);
    await noticeShown(rejected.id);
    const [laoNotice] = await myNotices(laoPublisher.client);
    expect(laoNotice!.title).toBe(translate('lo', 'jobs.notices.rejectedTitle', { position: 'ວິສະວະກອນໂຄງສ້າງ' }));
    const laoDetail = (await laoPublisher.client.get(`/notices/${laoNotice!.id}/detail`)).body.data as { content: string };
    expect(laoDetail.content).toContain('ກະລຸນາລະບຸເງິນເດືອນ');

    // nobody else was told
    expect(await myNotices(as(api, await signIn(api, 'publisher')))).toEqual([]);
    expect((await myNotices(thaiPublisher.client)).map((notice) => notice.id)).toEqual([noticeId]);

    // a repeat of the job (a retry, a crash) tells nothing twice
    const again = await harness.queues.get('notices').add('jobNotice', { jobId: job.id, noticeId }, { jobId: `again-${approved.id}` });
    expect(await noticeJobs.finished(again.id!)).toEqual({ position: null });
    expect(await myNotices(thaiPublisher.client)).toHaveLength(1);
  });

  it('ignores the timer of a publication the publisher has since extended', async () => {
    const publisher = await signIn(api, 'publisher');
    const job = await post(publisher, 'en');
    const published = await approvedDaysAgo(job.id, 31);
    const day = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    expect((await as(api, publisher).put(`/jobs/${job.id}/extend`, { validThrough: day })).body.code).toBe('00000');

    expect(await runTimer(job.id, published)).toEqual({ expired: false, position: null });
    expect(((await as(api, publisher).get(`/jobs/${job.id}`)).body.data as JobDetail).status).toBe('published');
    expect((await lastEventOf(job.id)).type).toBe('JobExtended');
  });

  it('expires a job whose closing date has passed, and tells its publisher it closed', async () => {
    const chinese = await approvedPublisher(api, admin, 'pub-zh');
    const job = await post(chinese.authorization, 'zh-CN', { position: '高级软件工程师', provinceCode: 'CN-11', districtCode: 'CN-110108' });
    const published = await approvedDaysAgo(job.id, 31);

    const timer = await runTimer(job.id, published);
    expect(timer.expired).toBe(true);
    await api.projectionWaiter.waitFor(timer.position!, { projections: [jobsProjection.name] });
    expect(((await chinese.client.get(`/jobs/${job.id}`)).body.data as JobDetail)).toMatchObject({ status: 'expired', allowedActions: ['repost'] });

    const expired = await lastEventOf(job.id);
    expect(expired).toMatchObject({ type: 'JobExpired', data: { jobId: job.id, noticeId: expect.any(Number) } });
    await noticeShown(expired.id);
    expect((await myNotices(chinese.client)).map((notice) => notice.title)).toEqual([translate('zh-cn', 'jobs.notices.expiredTitle', { position: '高级软件工程师' })]);

    // the same timer again finds the job expired already
    const again = await harness.queues.get('jobs').add('expire', { jobId: job.id }, { jobId: `again-${published}` });
    expect(await timerJobs.finished(again.id!)).toEqual({ expired: false, position: null });
  });
});
