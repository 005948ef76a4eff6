import { deliveryOrderStream, type DeliveryOrderEvent, type DeliveryOrderView, type JobDetail, type ResumeDetail } from '@jobmarket/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../eventSourcing/history';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { approval, approvedPublisher, jobFormOf } from '../jobs/jobFixtures';
import { grantMembership } from '../membership/membershipFixtures';
import { multipart, pdf, png, sampleFiles, send, type FilePart } from '../registration/registrationFixtures';
import { registeredSeeker, resumeFormOf, uploaded } from '../resumes/resumeFixtures';
import { deliveryDecider, snapshotOf, type DeliveryOrderState } from './deliveryDecider';
import { deliveryHandlers } from './handlers';

type Page<Row> = { list: Row[]; total: number };
type Caller = { client: ApiClient; authorization: string; userId: number };

describe('delivery orders over HTTP', () => {
  let api: TestApi;
  let root: ApiClient;
  let admin: Caller;
  let publisher: Caller;
  let seeker: Caller;
  let otherSeeker: Caller;
  let rival: Caller;
  let auditor: Caller;
  let otherAuditor: Caller;
  let seekerResume: number;
  let otherResume: number;
  let samePhoneResume: number;
  let serial = 0;

  const userIdOf = async (client: ApiClient) => ((await client.get('/users/me')).body.data as { userId: number }).userId;
  async function caller(username: string, password?: string): Promise<Caller> {
    const authorization = await signIn(api, username, password);
    const client = as(api, authorization);
    return { client, authorization, userId: await userIdOf(client) };
  }

  async function resumeOf(who: Caller, overrides: Parameters<typeof resumeFormOf>[0] = {}): Promise<number> {
    const { body } = await who.client.post('/resumes', resumeFormOf(overrides));
    expect(body.code, body.msg).toBe('00000');
    return (body.data as ResumeDetail).id;
  }

  async function publishedJob(guaranteeMonth = 0): Promise<number> {
    const posted = await publisher.client.post('/jobs', jobFormOf({ guaranteeMonth, position: `Delivery engineer ${++serial}` }));
    expect(posted.body.code, posted.body.msg).toBe('00000');
    const id = (posted.body.data as JobDetail).id;
    const audited = await admin.client.put(`/jobs/${id}/audit`, approval(auditor.userId));
    expect(audited.body.code, audited.body.msg).toBe('00000');
    return id;
  }

  async function deliver(who: Caller, jobId: number, resumeId: number) {
    return who.client.post('/delivery-orders', { jobId, resumeId });
  }
  async function delivered(who: Caller, jobId: number, resumeId: number): Promise<DeliveryOrderView> {
    const { body } = await deliver(who, jobId, resumeId);
    expect(body.code, body.msg).toBe('00000');
    return body.data as DeliveryOrderView;
  }
  async function step(who: Caller, orderId: number, form: Record<string, unknown>): Promise<DeliveryOrderView> {
    const { body } = await who.client.put(`/delivery-orders/${orderId}/advance`, form);
    expect(body.code, `${String(form.action)}: ${body.msg}`).toBe('00000');
    return body.data as DeliveryOrderView;
  }
  const refusal = { reasonCode: 'notQualified', reason: 'Not enough TypeScript' };
  const today = () => new Date().toISOString().slice(0, 10);

  /** An order walked to PendingUploadInvoice on a job without a guarantee period. */
  async function awaitingInvoice(resumeId = seekerResume, by = seeker): Promise<DeliveryOrderView> {
    const order = await delivered(by, await publishedJob(0), resumeId);
    await step(auditor, order.id, { action: 'approveResume' });
    await step(publisher, order.id, { action: 'acceptByEmployer' });
    const proofUrl = await uploaded(api, publisher.authorization, pdf('proof.pdf'));
    await step(publisher, order.id, { action: 'passInterview', proofUrls: [proofUrl], confirmedName: 'สมชาย ใจดี' });
    const joined = await step(publisher, order.id, { action: 'join', onboardDate: today() });
    expect(joined.state).toBe('PendingUploadInvoice');
    return joined;
  }

  const invoice = (who: Caller, orderId: number, files: FilePart[], fields: Record<string, string> = { invoiceDate: today() }) =>
    send(api, 'POST', `/delivery-orders/${orderId}/invoice`, multipart(fields, { files }), who.authorization);

  beforeAll(async () => {
    let rootClient: ApiClient;
    ({ api, root: rootClient } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    root = rootClient;
    admin = await caller('admin');
    publisher = await caller('publisher');
    const granted = await grantMembership(api.moduleContext, publisher.userId);
    await api.projectionWaiter.waitFor(granted.position!);
    seeker = await caller('seeker');
    auditor = await caller('auditor');
    const rivalPublisher = await approvedPublisher(api, admin.client, 'delivery-rival');
    rival = { ...rivalPublisher, userId: rivalPublisher.userId };
    const second = await registeredSeeker(api, 'applicant');
    otherSeeker = { client: second.client, authorization: second.authorization, userId: second.userId };
    // a second staff auditor (the AUDITOR role's data scope: own data), never assigned to these jobs
    const roles = (await root.get('/roles/page?pageSize=100')).body.data as Page<{ id: number; code: string }>;
    const auditorRole = roles.list.find((role) => role.code === 'AUDITOR')!.id;
    const created = await root.post('/users', {
      username: 'auditor2',
      nickname: 'Second Auditor',
      mobile: null,
      gender: 1,
      email: null,
      status: 1,
      deptId: null,
      roleIds: [auditorRole],
      password: 'secret123',
      kind: 'platform',
    });
    expect(created.body.code, created.body.msg).toBe('00000');
    otherAuditor = await caller('auditor2', 'secret123');
    seekerResume = await resumeOf(seeker, { phone: '+66811110001', email: 'Seeker.One@Example.com' });
    otherResume = await resumeOf(otherSeeker, { phone: '+66822220002', email: 'seeker.two@example.com' });
    // the same candidate's phone on another seeker's resume: a duplicate of the first seeker's application
    samePhoneResume = await resumeOf(otherSeeker, { phone: '66811110001', email: 'different@example.com' });
  }, 180_000);
  afterAll(async () => api?.close());

  it('asks anonymous callers to sign in on every delivery route', async () => {
    const calls: [string, string][] = [
      ['POST', '/delivery-orders'],
      ['GET', '/delivery-orders/page'],
      ['GET', '/delivery-orders'],
      ['GET', '/delivery-orders/export'],
      ['GET', '/delivery-orders/mine'],
      ['GET', '/delivery-orders/for-my-jobs'],
      ['GET', '/delivery-orders/tasks'],
      ['GET', '/delivery-orders/trend'],
      ['GET', '/delivery-orders/1'],
      ['GET', '/delivery-orders/1/form'],
      ['GET', '/delivery-orders/1/history'],
      ['GET', '/delivery-orders/1/resume'],
      ['GET', '/delivery-orders/1/files/x'],
      ['PUT', '/delivery-orders/1/advance'],
      ['POST', '/delivery-orders/1/invoice'],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await api.call(`/api/v1${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect([path, body.code, status]).toEqual([path, 'A0230', 401]);
    }
  });

  it('walks an order from delivery to its invoice, each answer the order as read next, with the spec’s messages', async () => {
    const jobId = await publishedJob(0);
    const applied = await deliver(seeker, jobId, seekerResume);
    expect(applied.body.code, applied.body.msg).toBe('00000');
    const order = applied.body.data as DeliveryOrderView;
    expect(applied.response.headers.get('x-read-your-writes')).toBe('settled');
    expect(order).toMatchObject({
      jobId,
      state: 'PendingResumeReview',
      awaitedAudit: 'resume',
      seekerId: seeker.userId,
      deliveredById: seeker.userId,
      deliveredByKind: 'seeker',
      deliveredByName: 'Demo Seeker',
      auditorId: auditor.userId,
      auditorName: 'Demo Auditor',
      publisherId: publisher.userId,
      candidatePhone: '+66811110001',
      auditStatus: 0,
      allowedActions: ['withdraw'],
      guaranteeMonth: 0,
      commission: { company: 50, auditor: 30, candidate: 20 },
    });
    expect(order.orderNo).toMatch(new RegExp(`^DO\\d{8}${String(order.id).padStart(6, '0')}$`));

    const publisherSees = (await publisher.client.get(`/delivery-orders/${order.id}`)).body.data as DeliveryOrderView;
    expect(publisherSees.allowedActions).toEqual([]);
    expect(((await auditor.client.get(`/delivery-orders/${order.id}`)).body.data as DeliveryOrderView).allowedActions).toEqual(['approveResume', 'rejectResume']);

    const approved = await auditor.client.put(`/delivery-orders/${order.id}/advance`, { action: 'approveResume', remark: 'good fit' });
    expect([approved.body.code, approved.body.msg]).toEqual(['00000', 'Audit successful']);
    expect(approved.body.data).toMatchObject({ state: 'PendingEmployerReview', auditType: 'resume', auditStatus: 1, remark: 'good fit' });

    await step(publisher, order.id, { action: 'acceptByEmployer' });
    const scheduled = await step(publisher, order.id, { action: 'scheduleInterview', interviewAt: '2030-01-15T10:00', place: 'Bangkok office' });
    expect(scheduled).toMatchObject({ state: 'PendingInterview', interviewAt: '2030-01-15 10:00:00', interviewPlace: 'Bangkok office', auditStatus: 0 });
    await step(auditor, order.id, { action: 'scheduleInterview', interviewAt: '2030-01-16T14:30', place: 'Bangkok office, 5th floor' });

    // proof must be the caller's own upload, of a kind the field takes
    const seekersUpload = await uploaded(api, seeker.authorization, pdf('mine.pdf'));
    const notTheirs = await publisher.client.put(`/delivery-orders/${order.id}/advance`, { action: 'passInterview', proofUrls: [seekersUpload], confirmedName: 'x' });
    expect([notTheirs.body.code, (notTheirs.body.data as { errors: Record<string, string> }).errors.proofUrls]).toEqual(['A0402', 'This file is not one of your uploads']);
    const proofUrl = await uploaded(api, publisher.authorization, pdf('proof.pdf'));
    const passed = await step(publisher, order.id, { action: 'passInterview', proofUrls: [proofUrl], confirmedName: 'สมชาย ใจดี' });
    expect(passed.state).toBe('PendingOnboarding');
    expect(passed.interviewProof).toEqual([{ name: 'proof.pdf', url: expect.stringMatching(new RegExp(`^/api/v1/delivery-orders/${order.id}/files/`)) }]);

    // no guarantee period: joined and pending the invoice in one step, the commission earned
    const joined = await step(publisher, order.id, { action: 'join', onboardDate: today() });
    expect(joined).toMatchObject({ state: 'PendingUploadInvoice', onboardDate: today(), commissionOutcome: 'earned', awaitedAudit: 'invoice' });
    expect(((await seeker.client.get(`/delivery-orders/${order.id}`)).body.data as DeliveryOrderView).allowedActions).toEqual(['uploadInvoice']);

    const uploadedInvoice = await invoice(seeker, order.id, [pdf('invoice.pdf'), png('stamp.png')], { invoiceDate: today(), remark: 'March' });
    expect([uploadedInvoice.body.code, uploadedInvoice.body.msg]).toEqual(['00000', 'Upload successful']);
    const settled = uploadedInvoice.body.data as DeliveryOrderView;
    expect(settled).toMatchObject({ state: 'Settled', auditType: 'invoice', auditStatus: 3, invoiceDate: today(), remark: 'March' });
    expect(settled.invoiceFiles.map((file) => file.name)).toEqual(['invoice.pdf', 'stamp.png']);

    // the files: to the order's parties and staff, by their bytes
    const fileUrl = settled.invoiceFiles[0]!.url;
    for (const who of [publisher, seeker, admin, auditor]) {
      const response = await fetch(`${api.baseUrl}${fileUrl}`, { headers: { Authorization: who.authorization } });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(sampleFiles.pdf())).toBe(true);
    }
    const proofResponse = await fetch(`${api.baseUrl}${passed.interviewProof[0]!.url}`, { headers: { Authorization: seeker.authorization } });
    expect(proofResponse.status).toBe(200);

    // the flow history: every step, and the order as it stood after each, folded from the events
    const { body } = await admin.client.get(`/delivery-orders/${order.id}/history`);
    const history = body.data as HistoryEntry[];
    expect(history.map((entry) => entry.type)).toEqual([
      'OrderDelivered',
      'ResumeApproved',
      'EmployerAccepted',
      'InterviewScheduled',
      'InterviewScheduled',
      'InterviewPassed',
      'CandidateJoined',
      'GuaranteeElapsed',
      'CommissionEarned',
      'InvoiceUploaded',
    ]);
    expect(history.map((entry) => (entry.data as { sequence?: number }).sequence).filter((sequence) => sequence !== undefined)).toEqual([0, 1]);
    expect(history[1]!.actor).toMatchObject({ id: String(auditor.userId), nickname: 'Demo Auditor' });
    const recorded = await api.moduleContext.store.readStream(deliveryOrderStream(order.id));
    const zone = api.moduleContext.config.TIME_ZONE;
    history.forEach((entry, index) => {
      const prefix = recorded.slice(0, index + 1) as unknown as DeliveryOrderEvent[];
      const folded = prefix.reduce(deliveryDecider.evolve, deliveryDecider.initialState as DeliveryOrderState);
      expect(entry.stateAfter, `after ${entry.type}`).toEqual(snapshotOf(folded, zone));
    });
    expect(history.map((entry) => (entry.stateAfter as { state: string }).state)).toEqual([
      'PendingResumeReview',
      'PendingEmployerReview',
      'PendingInterview',
      'PendingInterview',
      'PendingInterview',
      'PendingOnboarding',
      'Onboarded',
      'PendingUploadInvoice',
      'PendingUploadInvoice',
      'Settled',
    ]);
    // the last snapshot is the order as every read shows it
    const { allowedActions: _actions, auditorName: _auditor, deliveredByName: _deliverer, updateTime: _updated, ...read } = (await admin.client.get(`/delivery-orders/${order.id}`)).body
      .data as DeliveryOrderView;
    expect(history.at(-1)!.stateAfter).toEqual(read);

    // the lists
    const mine = (await seeker.client.get('/delivery-orders/mine')).body.data as Page<DeliveryOrderView>;
    expect(mine.list.map((row) => row.id)).toContain(order.id);
    const received = (await publisher.client.get(`/delivery-orders/for-my-jobs?jobId=${jobId}`)).body.data as Page<DeliveryOrderView>;
    expect(received.list.map((row) => row.id)).toEqual([order.id]);
    const trend = (await admin.client.get('/delivery-orders/trend?days=7')).body.data as { days: { date: string; created: number; onboarded: number }[] };
    expect(trend.days).toHaveLength(7);
    expect(trend.days.at(-1)!.created).toBeGreaterThan(0);
    expect(trend.days.at(-1)!.onboarded).toBeGreaterThan(0);
  });

  it('earns the commission when the guarantee period elapses, and forfeits it when the candidate leaves early', async () => {
    const handlers = deliveryHandlers(api.moduleContext);
    const ordered = async () => {
      const order = await delivered(seeker, await publishedJob(3), seekerResume);
      await step(auditor, order.id, { action: 'approveResume' });
      await step(publisher, order.id, { action: 'acceptByEmployer' });
      const proofUrl = await uploaded(api, auditor.authorization, png('proof.png'));
      await step(auditor, order.id, { action: 'passInterview', proofUrls: [proofUrl], confirmedName: 'x' });
      const joined = await step(publisher, order.id, { action: 'join', onboardDate: '2026-01-31' });
      expect(joined).toMatchObject({ state: 'Onboarded', guaranteeEndsAt: '2026-04-30 00:00:00', commissionOutcome: null });
      return joined;
    };
    const elapsing = await ordered();
    const early = await handlers.elapseGuarantee(elapsing.id, { now: new Date('2026-04-01T00:00:00Z') });
    expect(early.position).toBeUndefined();
    const written = await handlers.elapseGuarantee(elapsing.id, { now: new Date('2026-05-01T00:00:00Z') });
    await api.projectionWaiter.waitFor(written.position!);
    expect((await publisher.client.get(`/delivery-orders/${elapsing.id}`)).body.data).toMatchObject({ state: 'PendingUploadInvoice', commissionOutcome: 'earned' });
    const events = await api.moduleContext.store.readStream(deliveryOrderStream(elapsing.id));
    expect(events.at(-1)).toMatchObject({ type: 'CommissionEarned', data: { amounts: { company: 15000, auditor: 9000, candidate: 6000 }, currency: 'THB' } });

    const leaving = await ordered();
    const left = await step(publisher, leaving.id, { action: 'leaveEarly', leftOn: '2026-02-10', reason: 'Moved abroad' });
    expect(left).toMatchObject({ state: 'NotOnboarded', commissionOutcome: 'forfeited' });
    expect((await handlers.elapseGuarantee(leaving.id, { now: new Date('2026-05-01T00:00:00Z') })).position).toBeUndefined();
  });

  it('keeps one open order per candidate and job (also by phone), until the first ends; a reopen is refused while another is open', async () => {
    const jobId = await publishedJob(0);
    const first = await delivered(seeker, jobId, seekerResume);
    const again = await deliver(seeker, jobId, seekerResume);
    expect([again.body.code, again.body.msg]).toEqual(['A0440', 'This candidate already has an open application to this job']);
    const samePhone = await deliver(otherSeeker, jobId, samePhoneResume);
    expect(samePhone.body.code).toBe('A0440');
    // another candidate applies freely, and the first candidate to another job
    const third = await registeredSeeker(api, 'third');
    const thirdCaller = { client: third.client, authorization: third.authorization, userId: third.userId };
    await delivered(thirdCaller, jobId, await resumeOf(thirdCaller, { phone: '+66833330003', email: 'third@example.com' }));
    await delivered(seeker, await publishedJob(0), seekerResume);

    const withdrawn = await seeker.client.put(`/delivery-orders/${first.id}/advance`, { action: 'withdraw', reason: 'found another job' });
    expect([withdrawn.body.code, withdrawn.body.msg, (withdrawn.body.data as DeliveryOrderView).state]).toEqual(['00000', 'Application withdrawn', 'Withdrawn']);
    const byPhone = await delivered(otherSeeker, jobId, samePhoneResume);

    const reopen = await admin.client.put(`/delivery-orders/${first.id}/advance`, { action: 'reopen', reason: 'withdrawn by mistake' });
    expect([reopen.body.code, reopen.body.msg]).toEqual(['A0440', 'This candidate already has an open application to this job']);
    await step(auditor, byPhone.id, { action: 'rejectResume', ...refusal });
    const reopened = await admin.client.put(`/delivery-orders/${first.id}/advance`, { action: 'reopen', reason: 'withdrawn by mistake' });
    expect([reopened.body.code, reopened.body.msg, (reopened.body.data as DeliveryOrderView).state]).toEqual(['00000', 'Order reopened', 'PendingResumeReview']);
    expect((await deliver(seeker, jobId, seekerResume)).body.code).toBe('A0440');
  });

  it('lets one of two auditors acting on an order at once win; the other is refused on the order as it then stands, never both written', async () => {
    // approving keeps the order's claims, rejecting gives them back in the same append: both paths decide first on the
    // order they read, and the loser's append must fail on its revision and be decided again on the winner's order
    for (let round = 0; round < 3; round++) {
      const order = await delivered(seeker, await publishedJob(0), seekerResume);
      const answers = await Promise.all([
        auditor.client.put(`/delivery-orders/${order.id}/advance`, { action: 'approveResume' }),
        admin.client.put(`/delivery-orders/${order.id}/advance`, { action: 'rejectResume', ...refusal }),
      ]);
      expect(answers.map((answer) => answer.body.code).sort(), answers.map((answer) => answer.body.msg).join(' / ')).toEqual(['00000', 'A0440']);
      const winner = answers[0]!.body.code === '00000' ? 'ResumeApproved' : 'ResumeDeclined';
      const types = (await api.store.readStream(deliveryOrderStream(order.id))).map((event) => event.type);
      expect(types.filter((type) => type === 'ResumeApproved' || type === 'ResumeDeclined')).toEqual([winner]);
      const shown = (await seeker.client.get(`/delivery-orders/${order.id}`)).body.data as DeliveryOrderView;
      expect(shown.state).toBe(winner === 'ResumeApproved' ? 'PendingEmployerReview' : 'ResumeRejected');
      // a rejection gave the candidate's claim on the job back: they may apply to it again
      if (winner === 'ResumeDeclined') await delivered(seeker, order.jobId, seekerResume);
      else await step(seeker, order.id, { action: 'withdraw', reason: 'found another job' });
    }
  });

  it('hides an order from everyone who is neither a party nor staff (A0606), and refuses parties the steps that are not theirs', async () => {
    const order = await delivered(seeker, await publishedJob(0), seekerResume);
    const reads = [
      `/delivery-orders/${order.id}`,
      `/delivery-orders/${order.id}/form`,
      `/delivery-orders/${order.id}/history`,
      `/delivery-orders/${order.id}/resume`,
      `/delivery-orders/${order.id}/files/3f1a0c52-8f0e-4a55-a7a8-5b2d0e2c9d77`,
    ];
    for (const stranger of [rival, otherSeeker, otherAuditor]) {
      for (const path of reads) expect([path, (await stranger.client.get(path)).body.code]).toEqual([path, 'A0606']);
      expect((await stranger.client.put(`/delivery-orders/${order.id}/advance`, { action: 'approveResume' })).body.code).toBe('A0606');
      expect((await stranger.client.put(`/delivery-orders/${order.id}/advance`, { action: 'withdraw' })).body.code).toBe('A0606');
      expect((await invoice(stranger, order.id, [pdf()])).body.code).toBe('A0606');
    }
    // an order that does not exist answers the same
    expect((await admin.client.get('/delivery-orders/999999')).body.code).toBe('A0606');
    // staff with data scope "all" see every order; the auditor's own list holds only their jobs' orders
    expect((await admin.client.get(`/delivery-orders/${order.id}/history`)).body.code).toBe('00000');
    const staffPage = (await admin.client.get('/delivery-orders/page?pageSize=100')).body.data as Page<DeliveryOrderView>;
    expect(staffPage.list.map((row) => row.id)).toContain(order.id);
    expect(((await auditor.client.get('/delivery-orders/page?pageSize=100')).body.data as Page<DeliveryOrderView>).list.map((row) => row.id)).toContain(order.id);
    expect(((await otherAuditor.client.get('/delivery-orders/page?pageSize=100')).body.data as Page<DeliveryOrderView>).total).toBe(0);
    expect((await seeker.client.get('/delivery-orders/page')).body.code).toBe('A0301');
    const tasks = (await auditor.client.get('/delivery-orders/tasks')).body.data as Page<DeliveryOrderView>;
    expect(tasks.list.map((row) => row.id)).toContain(order.id);
    expect(((await otherAuditor.client.get('/delivery-orders/tasks')).body.data as Page<DeliveryOrderView>).total).toBe(0);

    // parties, but not for this step
    const notYours = 'You cannot take this step on this order';
    const byPublisher = await publisher.client.put(`/delivery-orders/${order.id}/advance`, { action: 'approveResume' });
    expect([byPublisher.body.code, byPublisher.body.msg]).toEqual(['A0440', notYours]);
    const bySeeker = await seeker.client.put(`/delivery-orders/${order.id}/advance`, { action: 'rejectResume', ...refusal });
    expect([bySeeker.body.code, bySeeker.body.msg]).toEqual(['A0440', notYours]);
    await step(auditor, order.id, { action: 'approveResume' });
    const auditorAsEmployer = await auditor.client.put(`/delivery-orders/${order.id}/advance`, { action: 'acceptByEmployer' });
    expect([auditorAsEmployer.body.code, auditorAsEmployer.body.msg]).toEqual(['A0440', notYours]);
    const outOfTurn = await publisher.client.put(`/delivery-orders/${order.id}/advance`, { action: 'join', onboardDate: today() });
    expect([outOfTurn.body.code, outOfTurn.body.msg]).toEqual(['A0440', 'This step is not possible in the order’s current state']);
    const noReason = await publisher.client.put(`/delivery-orders/${order.id}/advance`, { action: 'rejectByEmployer', reasonCode: 'other' });
    expect([noReason.body.code, (noReason.body.data as { errors: Record<string, string> }).errors.reason]).toEqual(['A0410', 'Please enter reject reason']);
    const unknownReason = await publisher.client.put(`/delivery-orders/${order.id}/advance`, { action: 'rejectByEmployer', reasonCode: 'madeUp', reason: 'x' });
    expect([unknownReason.body.code, Object.keys((unknownReason.body.data as { errors: Record<string, string> }).errors)]).toEqual(['A0402', ['reasonCode']]);
    const early = await invoice(seeker, order.id, [pdf()]);
    expect(early.body.code).toBe('A0440');

    // staff deliver for a candidate; a publisher may not deliver at all
    const staffDelivered = await delivered(admin, await publishedJob(0), otherResume);
    expect(staffDelivered).toMatchObject({ deliveredByKind: 'staff', deliveredById: admin.userId, seekerId: otherSeeker.userId });
    expect((await deliver(publisher, staffDelivered.jobId, otherResume)).body.code).toBe('A0301');
    expect((await deliver(seeker, staffDelivered.jobId, otherResume)).body.msg).toBe('Choose one of your own resumes');
  });

  it('serves react-admin’s list and the export as xlsx whose text cannot run as a formula', async () => {
    const evil = await resumeOf(otherSeeker, { name: '=HYPERLINK("http://evil.example","x")', phone: '+66844440004', email: 'evil@example.com' });
    const order = await delivered(otherSeeker, await publishedJob(0), evil);
    const filter = encodeURIComponent(JSON.stringify({ candidate: 'evil.example' }));
    const rest = await admin.client.get(`/delivery-orders?filter=${filter}&range=${encodeURIComponent('[0,9]')}`);
    expect((rest.body.data as DeliveryOrderView[]).map((row) => row.id)).toEqual([order.id]);
    expect(rest.response.headers.get('content-range')).toBe('delivery-orders 0-0/1');
    const response = await fetch(`${api.baseUrl}/api/v1/delivery-orders/export?candidate=${encodeURIComponent('evil.example')}`, { headers: { Authorization: admin.authorization } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(cells[header.indexOf('Order number')]).toBe(order.orderNo);
    expect(cells[header.indexOf('Candidate')]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(cells[header.indexOf('Review state')]).toBe('Pending resume review');
    expect((await publisher.client.get('/delivery-orders/export')).body.code).toBe('A0301');
  });

  it('shows the candidate’s resume, unmasked, to the job’s publisher without VIP', async () => {
    const order = await delivered(seeker, await publishedJob(0), seekerResume);
    const { body } = await publisher.client.get(`/delivery-orders/${order.id}/resume`);
    expect(body.code, body.msg).toBe('00000');
    expect(body.data).toMatchObject({ id: seekerResume, phone: '+66811110001', email: 'Seeker.One@Example.com', name: 'สมชาย ใจดี' });
    expect((await rival.client.get(`/delivery-orders/${order.id}/resume`)).body.code).toBe('A0606');
  });

  it('refuses invoices that are not jpg/png/pdf by their bytes, or over 10 MB, and more than two', async () => {
    const order = await awaitingInvoice();
    const spoofed = await invoice(seeker, order.id, [{ bytes: sampleFiles.exe(), name: 'invoice.pdf', type: 'application/pdf' }]);
    expect([spoofed.body.code, spoofed.body.msg]).toEqual(['A0701', 'Only jpg/png/pdf files can be uploaded']);
    const huge = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const oversized = await invoice(seeker, order.id, [{ bytes: huge, name: 'invoice.pdf', type: 'application/pdf' }]);
    expect([oversized.body.code, oversized.body.msg]).toEqual(['A0702', 'File size cannot exceed 10MB']);
    const three = await invoice(seeker, order.id, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(three.body.code).toBe('A0402');
    const noDate = await invoice(seeker, order.id, [pdf()], {});
    expect(noDate.body.code).toBe('A0410');
    const byPublisher = await invoice(publisher, order.id, [pdf()]);
    expect([byPublisher.body.code, byPublisher.body.msg]).toEqual(['A0440', 'You cannot take this step on this order']);
    // nothing was recorded by the refusals
    expect(((await seeker.client.get(`/delivery-orders/${order.id}`)).body.data as DeliveryOrderView).state).toBe('PendingUploadInvoice');
    const byStaff = await invoice(admin, order.id, [png('invoice.png')]);
    expect(byStaff.body.code, byStaff.body.msg).toBe('00000');
  });
});
