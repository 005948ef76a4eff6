import { realtimeTopics } from '@jobmarket/contracts/realtime/topics';
import { mailSender } from '@jobmarket/api/platform/messaging/adapters';
import { multipart, publisherDocuments, registrationCode, send } from '@jobmarket/api/modules/registration/registrationFixtures';
import { as, signIn, type ApiClient } from '@jobmarket/api/testing/identityFixtures';
import type { TestApi } from '@jobmarket/api/testing/testApi';
import { jobIdFor, noticesProjection, reactors, recipientJobIdFor } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReactorHarness, type FinishedJobs, type ReactorHarness } from '../testing/reactorHarness';


describe('registration decisions told by the reactor and a worker', () => {
  let harness: ReactorHarness<'notices' | 'mail'>;
  let api: TestApi;
  let admin: ApiClient;
  let noticeJobs: FinishedJobs;
  let mailJobs: FinishedJobs;
  let mobileSeq = 13_900_000_000;

  beforeAll(async () => {
    // what the projections process and the workers process run, here beside the api; no SMTP_URL: e-mails land in
    // message_outbox, as on a developer's machine
    harness = await startReactorHarness({ reactors, watch: ['notices', 'mail'], mail: (api, logger) => mailSender('', api.config.MAIL_FROM, api.db, logger) });
    ({ api, admin } = harness);
    ({ notices: noticeJobs, mail: mailJobs } = harness.finished);
  }, 120_000); // seeding the api takes long on a busy machine
  afterAll(() => harness?.close());

  async function registerPublisher(username: string) {
    const mobile = String(mobileSeq++);
    const fields = { username, password: 'secret123', company: `${username} Ltd`, email: `${username}@example.com`, mobile, code: await registrationCode(api, mobile) };
    const { body } = await send(api, 'POST', '/registrations/publisher', multipart(fields, publisherDocuments()));
    expect(body.code, body.msg).toBe('00000');
    return (body.data as { userId: number }).userId;
  }

  /** Audits over HTTP and answers the decision event the audit appended. */
  async function audit(userId: number, form: { auditStatus: number; rejectReason?: string }) {
    const { body } = await admin.put(`/publishers/${userId}/audit`, form);
    expect(body.code, body.msg).toBe('00000');
    const decision = (await api.store.readStream(`application-${userId}`)).at(-1)!;
    return { eventId: decision.id, noticeId: (decision.data as { noticeId: number }).noticeId };
  }

  /** Waits for the notice job, then for the notices read model to hold what it appended: the applicant's next read. */
  async function noticeShown(jobId: string) {
    const { position } = (await noticeJobs.finished(jobId)) as { position: string | null };
    expect(position).not.toBeNull();
    expect(await api.projectionWaiter.waitFor(position!, { projections: [noticesProjection.name] })).toBe(true);
  }

  const myNotices = async (applicant: ApiClient) => ((await applicant.get('/notices/my-page')).body.data as { list: { id: number; title: string }[] }).list;
  const mailsTo = (email: string) => api.db('message_outbox').where({ channel: 'email', recipient: email }).orderBy('id').select('subject', 'body');

  it('tells the applicant each decision by a notice to them alone, pushed live, and by e-mail', async () => {
    const userId = await registerPublisher('pub-told');
    const applicant = as(api, await signIn(api, 'pub-told', 'secret123'));

    const rejected = await audit(userId, { auditStatus: 2, rejectReason: 'ID card unreadable' });
    await noticeShown(jobIdFor('decision-notice', rejected.eventId));
    const afterReject = await myNotices(applicant);
    expect(afterReject.map((notice) => [notice.id, notice.title])).toEqual([[rejected.noticeId, 'Your registration was not approved']]);
    const detail = (await applicant.get(`/notices/${rejected.noticeId}/detail`)).body.data as { content: string };
    expect(detail.content).toContain('ID card unreadable');
    // the notices projection queued the live push to the applicant's own topic
    const pushes = await api.db('notice_outbox').where({ topic: realtimeTopics.userNotices(String(userId)) }).select('payload');
    expect(pushes.map((push) => (push.payload as { id?: number }).id)).toContain(rejected.noticeId);

    await mailJobs.finished(recipientJobIdFor('decision-mail', rejected.eventId, 'pub-told@example.com'));
    expect(await mailsTo('pub-told@example.com')).toEqual([{ subject: 'Your registration was not approved', body: expect.stringContaining('ID card unreadable') }]);

    const correction = multipart({ company: 'Pub Told Trading' }, { idCard: [{ bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]), name: 'id.png', type: 'image/png' }] });
    expect((await send(api, 'PUT', '/registrations/mine/documents', correction, await signIn(api, 'pub-told', 'secret123'))).body.code).toBe('00000');
    const approved = await audit(userId, { auditStatus: 1 });
    await noticeShown(jobIdFor('decision-notice', approved.eventId));
    expect((await myNotices(applicant)).map((notice) => notice.title)).toEqual(['Your registration has been approved', 'Your registration was not approved']);
    // only the applicant got them
    expect(((await as(api, await signIn(api, 'publisher')).get('/notices/my-page')).body.data as { total: number }).total).toBe(0);
  });

  it('tells a decision once however often its job runs again', async () => {
    const userId = await registerPublisher('pub-once');
    const applicant = as(api, await signIn(api, 'pub-once', 'secret123'));
    const approved = await audit(userId, { auditStatus: 1 });
    await noticeShown(jobIdFor('decision-notice', approved.eventId));
    await mailJobs.finished(recipientJobIdFor('decision-mail', approved.eventId, 'pub-once@example.com'));

    // staff retry it from the failed set, or a crash re-runs it: same data under another job id
    const again = await harness.queues.get('notices').add('registrationDecision', { applicationId: userId, noticeId: approved.noticeId }, { jobId: `again-${approved.eventId}` });
    // nothing appended: the notice was created and published by the first run
    expect(await noticeJobs.finished(again.id!)).toEqual({ position: null });
    expect((await myNotices(applicant)).map((notice) => notice.id)).toEqual([approved.noticeId]);
    expect(await mailsTo('pub-once@example.com')).toHaveLength(1);
  });
});
