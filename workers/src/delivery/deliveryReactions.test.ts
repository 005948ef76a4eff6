import type { DeliveryOrderEvent, JobDetail } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { realtimeTopics } from '@jobmarket/contracts/realtime/topics';
import { approval, approvedPublisher, jobFormOf } from '@jobmarket/api/modules/jobs/jobFixtures';
import { registeredSeeker, resumeFormOf, uploaded } from '@jobmarket/api/modules/resumes/resumeFixtures';
import { png } from '@jobmarket/api/modules/registration/registrationFixtures';
import { mailSender } from '@jobmarket/api/platform/messaging/adapters';
import type { ApiClient } from '@jobmarket/api/testing/identityFixtures';
import type { TestApi } from '@jobmarket/api/testing/testApi';
import { deliveryNoticesReactor, jobIdFor, noticesProjection, recipientJobIdFor } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReactorHarness, type FinishedJobs, type ReactorHarness } from '../testing/reactorHarness';

const DAY_MS = 24 * 3600_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe('what follows from a delivery order’s events: the guarantee timer, the parties’ notices, the interview invitation', () => {
  let harness: ReactorHarness<'notices' | 'delivery' | 'mail'>;
  let api: TestApi;
  let admin: ApiClient;
  let auditorId: number;
  let noticeJobs: FinishedJobs;
  let deliveryJobs: FinishedJobs;
  let mailJobs: FinishedJobs;
  let publisher: Awaited<ReturnType<typeof approvedPublisher>>;

  beforeAll(async () => {
    // the notices reactor as the projections process runs it; the guarantee timers are enqueued by the tests with the
    // ids the timers reactor gives them (projections' reactor test holds it to that), so no timer races them
    harness = await startReactorHarness({
      reactors: [deliveryNoticesReactor],
      watch: ['notices', 'delivery', 'mail'],
      mail: (testApi, logger) => mailSender('', testApi.moduleContext.config.MAIL_FROM, testApi.db, logger),
    });
    ({ api, admin } = harness);
    ({ notices: noticeJobs, delivery: deliveryJobs, mail: mailJobs } = harness.finished);
    auditorId = ((await admin.get('/jobs/resume-auditors')).body.data as { value: number }[])[0]!.value;
    publisher = await approvedPublisher(api, admin, `deliv-pub-${Date.now().toString(36)}`);
  }, 120_000);
  afterAll(() => harness?.close());

  async function call(authorization: string, method: string, path: string, body: unknown, language = 'en') {
    const { body: answer } = await api.call(`/api/v1${path}`, {
      method,
      headers: { Authorization: authorization, 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(body),
    });
    expect(answer.code, answer.msg).toBe('00000');
    return answer.data as { id: number };
  }

  /** A published job of the Thai publisher, a Lao seeker's resume (with an e-mail) and their order, up to `steps`. */
  async function orderOf(guaranteeMonth: number) {
    const job = (await call(publisher.authorization, 'POST', '/jobs', jobFormOf({ guaranteeMonth }), 'th')) as JobDetail;
    expect((await admin.put(`/jobs/${job.id}/audit`, approval(auditorId))).body.code).toBe('00000');
    const seeker = await registeredSeeker(api, 'deliv-seek');
    const email = `cand-${seeker.userId}@example.com`;
    const resume = await call(seeker.authorization, 'POST', '/resumes', resumeFormOf({ email, phone: `+8562${String(seeker.userId).padStart(8, '0')}` }), 'lo');
    const order = await call(seeker.authorization, 'POST', '/delivery-orders', { jobId: job.id, resumeId: resume.id }, 'lo');
    const advance = async (client: 'admin' | 'publisher', step: Record<string, unknown>) => {
      const { body } = await (client === 'admin' ? admin : publisher.client).put(`/delivery-orders/${order.id}/advance`, step);
      expect(body.code, body.msg).toBe('00000');
      return lastEventOf(order.id);
    };
    return { orderId: order.id, job, seeker, email, advance };
  }

  const eventsOf = async (orderId: number) => api.store.readStream(`delivery-order-${orderId}`);
  const lastEventOf = async (orderId: number) => (await eventsOf(orderId)).at(-1)!;
  const myNotices = async (client: ApiClient) => ((await client.get('/notices/my-page')).body.data as { list: { id: number; title: string }[] }).list;

  /** Waits for a step's notice jobs, then for the notices read model to show them. */
  async function noticesShown(event: { id: string; data: unknown }) {
    const noticeIds = (event.data as { noticeIds?: number[] }).noticeIds ?? [];
    expect(noticeIds.length).toBeGreaterThan(0);
    for (const noticeId of noticeIds) {
      const { position } = (await noticeJobs.finished(jobIdFor(`delivery-notice-${noticeId}`, event.id))) as { position: string | null };
      expect(position).not.toBeNull();
      expect(await api.projectionWaiter.waitFor(position!, { projections: [noticesProjection.name] })).toBe(true);
    }
    return noticeIds;
  }

  /** The invitation job of a step, then its mail job, then what the development outbox holds for the candidate. */
  async function invitationMailed(event: { id: string }, email: string) {
    const { mailJobId } = (await deliveryJobs.finished(jobIdFor('delivery-invitation', event.id))) as { mailJobId: string | null };
    expect(mailJobId).toBe(recipientJobIdFor('delivery-invitation-mail', event.id, email));
    expect(await mailJobs.finished(mailJobId!)).toEqual({ sent: true });
    return api.db('message_outbox').where({ channel: 'email', recipient: email }).orderBy('id').select('subject', 'body', 'attachments');
  }

  const icsOf = (row: { attachments: { content: string; contentType: string }[] }) => row.attachments[0]!;

  it('tells the candidate and the publisher, each in their language, and e-mails the invitation, its update and its cancellation', async () => {
    const { orderId, seeker, email, job, advance } = await orderOf(3);
    const approved = await advance('admin', { action: 'approveResume' });
    const [toCandidate, toPublisher] = await noticesShown(approved);
    const orderNo = ((await admin.get(`/delivery-orders/${orderId}`)).body.data as { orderNo: string }).orderNo;
    const candidateName = resumeFormOf().name;
    const vars = { position: job.position, candidate: candidateName, orderNo };
    // the candidate reads Lao (their resume's language), the publisher Thai (the job's)
    expect(await myNotices(seeker.client)).toEqual([expect.objectContaining({ id: toCandidate, title: translate('lo', 'delivery.notices.resumeApproved.title', vars) })]);
    expect((await myNotices(publisher.client)).find((notice) => notice.id === toPublisher)?.title).toBe(translate('th', 'delivery.notices.resumeApprovedEmployer.title', vars));
    const detail = (await publisher.client.get(`/notices/${toPublisher}/detail`)).body.data as { content: string };
    expect(detail.content).toContain(translate('th', 'delivery.notices.resumeApprovedEmployer.content', vars));
    // pushed live to the candidate alone
    const pushes = await api.db('notice_outbox').where({ topic: realtimeTopics.userNotices(String(seeker.userId)) }).select('payload');
    expect(pushes.map((push) => (push.payload as { id?: number }).id)).toContain(toCandidate);

    await advance('publisher', { action: 'acceptByEmployer' });
    const scheduled = await advance('publisher', { action: 'scheduleInterview', interviewAt: '2030-03-04T10:30', place: 'Lane Xang Ave, Room 3' });
    await noticesShown(scheduled);
    const [invited] = await invitationMailed(scheduled, email);
    expect(invited.subject).toBe(translate('lo', 'delivery.invitation.subject', { position: job.position, company: job.company }));
    expect(icsOf(invited).contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    const interviewAt = (scheduled.data as Extract<DeliveryOrderEvent, { type: 'InterviewScheduled' }>['data']).interviewAt;
    const dtstart = interviewAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(icsOf(invited).content).toMatch(new RegExp(`^DTSTART:${dtstart}\\r$`, 'm'));
    expect(icsOf(invited).content).toMatch(new RegExp(`^UID:delivery-order-${orderId}@jobmarket\\r$`, 'm'));
    expect(icsOf(invited).content).toMatch(/^SEQUENCE:0\r$/m);

    const rescheduled = await advance('publisher', { action: 'scheduleInterview', interviewAt: '2030-03-05T14:00', place: 'Room 4' });
    const [, updated] = await invitationMailed(rescheduled, email);
    expect(icsOf(updated).content).toMatch(/^SEQUENCE:1\r$/m);
    expect(icsOf(updated).content).toMatch(/^METHOD:REQUEST\r$/m);

    const failed = await advance('publisher', { action: 'failInterview', reasonCode: 'noShow', reason: 'Did not come' });
    await noticesShown(failed);
    const [, , cancelled] = await invitationMailed(failed, email);
    expect(cancelled.subject).toBe(translate('lo', 'delivery.invitation.cancelledSubject', { position: job.position, company: job.company }));
    expect(icsOf(cancelled).contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(icsOf(cancelled).content).toMatch(/^METHOD:CANCEL\r$/m);
    expect(icsOf(cancelled).content).toMatch(/^SEQUENCE:2\r$/m);
    expect(icsOf(cancelled).content).toMatch(new RegExp(`^UID:delivery-order-${orderId}@jobmarket\\r$`, 'm'));

    // a repeat of a notice job and of an invitation job tells and sends nothing twice
    const again = await harness.queues.get('notices').add('deliveryNotice', { orderId, noticeId: toCandidate! }, { jobId: `again-${approved.id}` });
    expect(await noticeJobs.finished(again.id!)).toEqual({ position: null });
    const resent = await harness.queues.get('delivery').add('interviewInvitation', { orderId, eventId: failed.id }, { jobId: `again-${failed.id}` });
    expect(await deliveryJobs.finished(resent.id!)).toEqual({ mailJobId: recipientJobIdFor('delivery-invitation-mail', failed.id, email) });
    const [mailed] = await api.db('message_outbox').where({ channel: 'email', recipient: email }).count({ count: '*' });
    expect(Number(mailed?.count)).toBe(3);
  });

  /** The order joined `onboardDate` after an interview passed with proof. */
  async function joinedOn(onboardDate: string, guaranteeMonth: number) {
    const order = await orderOf(guaranteeMonth);
    await order.advance('admin', { action: 'approveResume' });
    await order.advance('publisher', { action: 'acceptByEmployer' });
    await order.advance('publisher', { action: 'scheduleInterview', interviewAt: '2030-03-04T10:30', place: 'Room 3' });
    const proof = await uploaded(api, publisher.authorization, png());
    await order.advance('publisher', { action: 'passInterview', proofUrls: [proof], confirmedName: resumeFormOf().name });
    const joined = await order.advance('publisher', { action: 'join', onboardDate });
    return { ...order, joined };
  }

  /** The timer the timers reactor sets for a step, run now (`guaranteeEndsAt` absent: a reopen's). */
  async function runTimer(orderId: number, eventId: string, guaranteeEndsAt?: string, jobId = jobIdFor('delivery-guarantee', eventId)) {
    await harness.queues.get('delivery').add('elapseGuarantee', { orderId, ...(guaranteeEndsAt ? { guaranteeEndsAt } : {}) }, { jobId });
    return deliveryJobs.finished(jobId);
  }

  it('earns the commission when the guarantee ends, tells the delivery person, and a second run does nothing', async () => {
    const { orderId, seeker, joined } = await joinedOn(dayOf(new Date(Date.now() - 70 * DAY_MS)), 2);
    const { guaranteeEndsAt } = joined.data as { guaranteeEndsAt: string };
    expect(new Date(guaranteeEndsAt).getTime()).toBeLessThan(Date.now());

    const timer = (await runTimer(orderId, joined.id, guaranteeEndsAt)) as { elapsed: boolean; position: string | null };
    expect(timer.elapsed).toBe(true);
    const [elapsed, earned] = (await eventsOf(orderId)).slice(-2);
    expect(elapsed).toMatchObject({ type: 'GuaranteeElapsed', data: { orderId, actorId: null, guaranteeEndsAt } });
    // the job's split (50/30/20) of its 30,000 total
    expect(earned).toMatchObject({ type: 'CommissionEarned', data: { orderId, amounts: { company: 15000, auditor: 9000, candidate: 6000 } } });
    // the seeker delivered themself: they upload the invoice next, so they are told
    const [noticeId] = await noticesShown(elapsed!);
    expect((await myNotices(seeker.client)).map((notice) => notice.id)).toContain(noticeId);

    expect(await runTimer(orderId, joined.id, guaranteeEndsAt, `again-${joined.id}`)).toEqual({ elapsed: false, position: null });
    expect((await eventsOf(orderId)).at(-1)!.type).toBe('CommissionEarned');
  });

  it('defers a timer that comes before the guarantee ends (a reopen’s) to the order’s own end', async () => {
    const { orderId, joined } = await joinedOn(dayOf(new Date()), 1);
    const { guaranteeEndsAt } = joined.data as { guaranteeEndsAt: string };
    const id = jobIdFor('delivery-guarantee', joined.id);
    expect(await runTimer(orderId, joined.id, undefined, id)).toEqual({ deferredUntil: guaranteeEndsAt });
    const due = await harness.queues.get('delivery').getJob(`${id}-due`);
    expect(await due?.getState()).toBe('delayed');
    expect(due!.timestamp + due!.opts.delay!).toBeGreaterThanOrEqual(new Date(guaranteeEndsAt).getTime() - 1000);
    expect((await eventsOf(orderId)).at(-1)!.type).toBe('CandidateJoined');
  });
});
