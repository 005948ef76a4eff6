import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DeliveryOrderView, Page as ResultPage } from '@jobmarket/contracts';
import { catalogs, interpolate } from '@jobmarket/contracts/i18n/translate';
import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminDeliveryOrderPage } from './pages/AdminDeliveryOrderPage';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { PortalDeliveryPage } from './pages/PortalDeliveryPage';
import { productAccounts } from './support/accounts';
import { animationsSettled } from './support/animations';
import { launchBrowser, screenshot, screenshotsDir, watchConsole } from './support/browser';
import { samplePdf, samplePng } from './support/sampleFiles';
import { productApi } from './support/session';

const zh = catalogs['zh-cn'];
const th = catalogs.th;
const DEMO_PASSWORD = '123456';
const run = randomBytes(3).toString('hex');
const SEEKER = `delivery_seeker_${run}`;
const PUBLISHER = `delivery_pub_${run}`;
const CANDIDATE = `陈晓明 ${run}`;
const POSITION = `นักพัฒนาระบบชำระเงิน ${run}`;
const PLACE = 'ห้องประชุม 7B อาคารสาทรซิตี้ กรุงเทพฯ';

/** An attachment of the development mail outbox (message_outbox.attachments, as the mail port sends it). */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog text with some placeholders filled and the others (a time in the reader's format) matching anything. */
function templateMatcher(template: string, values: Record<string, string>): RegExp {
  const parts = template.split(/(%\{\w+\})/).map((part) => {
    const name = /^%\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) return escapeRegExp(part);
    return name in values ? escapeRegExp(values[name]!) : '.+';
  });
  return new RegExp(`^${parts.join('')}$`);
}

/** A day `days` from today, `YYYY-MM-DD` (the browser's datetime and date fields take these). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

/** The candidate's Chinese resume (what the seeker keeps before applying; the resumes e2e drives that form). */
const resumeForm = {
  name: CANDIDATE,
  gender: 1,
  age: 31,
  university: '昆明理工大学',
  education: '3',
  phone: `86139${String(parseInt(run, 16)).padStart(8, '0').slice(-8)}`,
  email: `${SEEKER}@example.com`,
  specialties: '八年支付系统开发经验，熟悉 Java、Go 与 PostgreSQL，能用泰语和英语沟通。',
  experience: [{ organisation: '昆明云付科技有限公司', title: '高级后端工程师', startMonth: '2018-03', endMonth: null, description: '负责跨境支付清结算系统。' }],
  provinceCode: 'CN-53',
  districtCode: 'CN-5301',
  industry: 'internet',
  searchable: false,
};

/** The publisher's Thai job: a guarantee of 0 months, so joining leads straight to the invoice (the timer is the seed's and the api tests' part). */
const jobForm = {
  position: POSITION,
  company: `บริษัท เพย์ลิงก์ ${run} จำกัด`,
  industry: 'internet',
  education: '3',
  totalCommission: 36000,
  guaranteeMonth: 0,
  minSalary: 70000,
  maxSalary: 95000,
  provinceCode: 'TH-10',
  districtCode: 'TH-1007',
  detailAddress: 'อาคารสาทรซิตี้ ชั้น 7 ถนนสาทรใต้',
  responsibility: 'พัฒนาและดูแลระบบชำระเงินข้ามประเทศ เชื่อมต่อธนาคารในไทย ลาว และจีน',
  requirement: 'ประสบการณ์พัฒนาระบบชำระเงินอย่างน้อยห้าปี ภาษา Java หรือ Go',
  interviewProcess: 'สัมภาษณ์ทางเทคนิคหนึ่งรอบ และพบผู้บริหาร',
  strictRequirements: 'ทำงานที่กรุงเทพมหานครได้',
  preferredProfile: 'เคยเชื่อมต่อระบบกับธนาคารจีน',
  generalProfile: 'วิศวกรที่ละเอียดและรับผิดชอบ',
  rejectedProfile: 'ผู้ที่ไม่มีประสบการณ์ด้านการเงิน',
  softSkills: 'สื่อสารภาษาอังกฤษหรือจีนได้',
  managementExperience: 'ไม่จำเป็น',
};

describe('delivery orders end to end: apply, four audits, interview with its .ics, joined, invoice; an auditor replays the history (issue 15)', () => {
  const baseUrl = inject('baseUrl');
  const databaseUrl = inject('databaseUrl');
  const { api, apiToken } = productApi(baseUrl);
  const accounts = productAccounts(baseUrl, databaseUrl);
  const outbox = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;
  let seekerPage: Page;
  let seekerProblems: string[];
  let publisherPage: Page;
  let publisherProblems: string[];
  let jobId: number;
  let order: DeliveryOrderView;

  async function newPage(locale: string, timezoneId: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale, timezoneId });
    contexts.push(context);
    current = await context.newPage();
    return current;
  }

  /** A whole page from its top (a full-page picture taken scrolled down draws the sticky bar mid-page). */
  async function picture(page: Page, name: string): Promise<void> {
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await screenshot(page, name);
  }

  /** An open dialog as the reader sees it: the viewport only (the page behind is shaded). */
  async function pictureDialog(page: Page, dialog: Locator, name: string): Promise<void> {
    await animationsSettled(dialog);
    // the backdrop and the dialog fade in on the dialog's container, outside the dialog's own subtree
    await page.evaluate(() =>
      Promise.all(
        (globalThis as unknown as { document: { getAnimations(): { finished: Promise<unknown>; effect: { getTiming(): { iterations?: number } } | null }[] } }).document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    mkdirSync(screenshotsDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
  }

  const seekerOrder = async () => (await api<ResultPage<DeliveryOrderView>>('GET', '/delivery-orders/mine', undefined, await apiToken(SEEKER, accounts.password))).list.find((row) => row.jobId === jobId);

  beforeAll(async () => {
    browser = await launchBrowser();
    await accounts.registerSeeker(SEEKER, CANDIDATE);
    // kept in Chinese: the candidate's notices and invitation come in the resume's language
    const created = await fetch(`${baseUrl}/api/v1/resumes`, {
      method: 'POST',
      headers: { 'Accept-Language': 'zh-cn', 'Content-Type': 'application/json', Authorization: await apiToken(SEEKER, accounts.password) },
      body: JSON.stringify(resumeForm),
    });
    expect(((await created.json()) as { code: string }).code).toBe('00000');
    await accounts.approvedPublisher(PUBLISHER, jobForm.company);
    const publisher = await apiToken(PUBLISHER, accounts.password);
    ({ id: jobId } = await api<{ id: number }>('POST', '/jobs', jobForm, publisher));
    // the admin publishes it with the demo resume auditor, who approves the resume below
    const admin = await apiToken('admin', DEMO_PASSWORD);
    const auditors = await api<{ value: number; label: string }[]>('GET', '/jobs/resume-auditors', undefined, admin);
    const auditor = auditors.find((option) => option.label === 'Demo Auditor') ?? auditors[0]!;
    await api('PUT', `/jobs/${jobId}/audit`, { auditStatus: 1, commission: { company: 50, auditor: 20, candidate: 30 }, resumeAuditorId: auditor.value, sort: 1 }, admin);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current) await screenshot(current, `failed-delivery-${context.task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await accounts.close();
    await outbox.end();
  });

  it('a new job seeker applies in Chinese with their resume and finds the application in My applications', { timeout: 120_000 }, async () => {
    seekerPage = await newPage('zh-CN', 'Asia/Shanghai');
    seekerProblems = watchConsole(seekerPage);
    const portal = new PortalDeliveryPage(seekerPage, baseUrl, zh);
    await portal.signIn(SEEKER, accounts.password);
    await expect.poll(() => portal.path()).toBe('/dashboard');
    await portal.open(`/jobs/${jobId}`);
    const dialog = await portal.apply(POSITION, interpolate(zh.portal.delivery.apply.defaultResume, { name: CANDIDATE }));
    await pictureDialog(seekerPage, dialog, 'delivery-e2e-apply-zh-cn');
    await portal.sendApplication(dialog);
    await portal.toast(zh.delivery.messages.applied).waitFor();

    await portal.open('/applications');
    const card = portal.card(POSITION);
    await portal.state(card, zh.delivery.states.PendingResumeReview).waitFor();
    await card.getByText(zh.portal.delivery.nextSteps.PendingResumeReview).waitFor();
    order = (await seekerOrder())!;
    expect(order).toMatchObject({ state: 'PendingResumeReview', candidateName: CANDIDATE, deliveredByKind: 'seeker', guaranteeMonth: 0, allowedActions: ['withdraw'] });
    await picture(seekerPage, 'delivery-e2e-mine-zh-cn');
    expect(seekerProblems).toEqual([]);
  });

  it('the job’s resume auditor approves the resume in the admin', { timeout: 120_000 }, async () => {
    const page = await newPage('en-US', 'Asia/Bangkok');
    const problems = watchConsole(page);
    const login = new AdminLoginPage(page, baseUrl);
    await login.open();
    await login.signIn('auditor', DEMO_PASSWORD);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/admin/login');
    const admin = new AdminDeliveryOrderPage(page, baseUrl, catalogs.en);
    await admin.openOrder(order.id);
    await admin.audit(catalogs.en.delivery.actions.approveResume, { remark: 'Payments background matches the job.' });
    await admin.toast(catalogs.en.delivery.messages.audited).waitFor();
    await admin.state(catalogs.en.delivery.states.PendingEmployerReview).waitFor();
    expect(problems).toEqual([]);
  });

  it('the publisher accepts the candidate in Thai, reads the resume without VIP and schedules the interview; the candidate gets the notice and the .ics by e-mail', { timeout: 180_000 }, async () => {
    publisherPage = await newPage('th-TH', 'Asia/Bangkok');
    publisherProblems = watchConsole(publisherPage);
    const portal = new PortalDeliveryPage(publisherPage, baseUrl, th);
    await portal.signIn(PUBLISHER, accounts.password);
    await expect.poll(() => portal.path()).toBe('/dashboard');
    await portal.open('/applications/received');
    const card = portal.card(CANDIDATE);
    await portal.state(card, th.delivery.states.PendingEmployerReview).waitFor();

    // the candidate's resume, unmasked, on an order of one's own job (no VIP needed)
    await portal.receivedActions(CANDIDATE).getByRole('button', { name: interpolate(th.portal.delivery.received.openResume, { name: CANDIDATE }), exact: true }).click();
    const resume = portal.dialog(interpolate(th.portal.delivery.received.resumeTitle, { name: CANDIDATE }));
    await resume.getByText(resumeForm.phone, { exact: false }).first().waitFor();
    await pictureDialog(publisherPage, resume, 'delivery-e2e-resume-th');
    await resume.getByRole('button', { name: th.portal.delivery.received.close, exact: true }).click();

    await portal.takeStep(CANDIDATE, th.delivery.actions.acceptByEmployer, { remark: 'ประสบการณ์ตรงกับตำแหน่ง' });
    await portal.toast(th.delivery.messages.audited).waitFor();
    await portal.state(card, th.delivery.states.PendingInterview).waitFor();

    const interviewDay = dayFromNow(3);
    await portal.takeStep(CANDIDATE, th.delivery.actions.scheduleInterview, { interviewAt: `${interviewDay}T10:30`, place: PLACE }, { before: (dialog) => pictureDialog(publisherPage, dialog, 'delivery-e2e-schedule-th') });
    await portal.toast(th.delivery.messages.audited).waitFor();
    await card.getByText(PLACE, { exact: false }).first().waitFor();
    await picture(publisherPage, 'delivery-e2e-received-th');

    // the candidate's notice (in their language) and the invitation e-mail with its calendar event, METHOD:REQUEST, SEQUENCE 0
    const seeker = await apiToken(SEEKER, accounts.password);
    const noticeTitle = templateMatcher(zh.delivery.notices.interviewScheduled.title, { position: POSITION });
    await expect
      .poll(async () => (await api<ResultPage<{ title: string }>>('GET', '/notices/my-page?pageSize=20', undefined, seeker)).list.some((notice) => noticeTitle.test(notice.title)), { timeout: 30_000 })
      .toBe(true);
    const invitation = () =>
      outbox.query<{ subject: string; body: string; attachments: string | MailAttachment[] }>(
        "select subject, body, attachments from message_outbox where channel = 'email' and recipient = $1 and attachments is not null order by id desc limit 1",
        [resumeForm.email],
      );
    await expect.poll(async () => (await invitation()).rows.length, { timeout: 30_000 }).toBe(1);
    const { rows } = await invitation();
    const email = rows[0]!;
    expect(email.subject).toContain(POSITION);
    const attachments = typeof email.attachments === 'string' ? (JSON.parse(email.attachments) as MailAttachment[]) : email.attachments;
    const ics = attachments.find((attachment) => attachment.filename.endsWith('.ics'))!;
    expect(ics.contentType).toContain('text/calendar');
    expect(ics.content).toContain('METHOD:REQUEST');
    expect(ics.content).toContain(`UID:delivery-order-${order.id}@jobmarket`);
    expect(ics.content).toMatch(/SEQUENCE:0\b/);
    expect(ics.content).toContain(`DTSTART:${interviewDay.replaceAll('-', '')}T`);
    expect(publisherProblems).toEqual([]);
  });

  it('the publisher records the interview as passed with its proof, then the first day; the candidate uploads the invoice in Chinese', { timeout: 180_000 }, async () => {
    const portal = new PortalDeliveryPage(publisherPage, baseUrl, th);
    const card = portal.card(CANDIDATE);
    await portal.takeStep(CANDIDATE, th.delivery.actions.passInterview, { remark: 'ผ่านการสัมภาษณ์' }, { proof: { name: 'interview-scorecard.pdf', mimeType: 'application/pdf', buffer: samplePdf('Interview scorecard') } });
    await portal.toast(th.delivery.messages.audited).waitFor();
    await portal.state(card, th.delivery.states.PendingOnboarding).waitFor();
    // the first day is today: recorded as it happens
    await portal.takeStep(CANDIDATE, th.delivery.actions.join, { onboardDate: dayFromNow(0) });
    await portal.toast(th.delivery.messages.audited).waitFor();
    // a guarantee of 0 months: the invoice is due at once
    await portal.state(card, th.delivery.states.PendingUploadInvoice).waitFor();
    await picture(publisherPage, 'delivery-e2e-joined-th');
    expect(publisherProblems).toEqual([]);

    const seeker = new PortalDeliveryPage(seekerPage, baseUrl, zh);
    await seeker.open('/applications');
    const mine = seeker.card(POSITION);
    await seeker.state(mine, zh.delivery.states.PendingUploadInvoice).waitFor();
    await seeker.uploadInvoice(POSITION, order.orderNo, dayFromNow(0), [{ name: 'invoice.png', mimeType: 'image/png', buffer: samplePng(200, 120) }], (dialog) => pictureDialog(seekerPage, dialog, 'delivery-e2e-invoice-zh-cn'));
    await seeker.toast(zh.delivery.messages.uploaded).waitFor();
    await seeker.state(mine, zh.delivery.states.Settled).waitFor();
    const history = await seeker.openHistory(mine, order.orderNo);
    await expect.poll(() => history.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    // the timeline unfolds with an animation; the picture shows it whole
    await animationsSettled(mine);
    await picture(seekerPage, 'delivery-e2e-settled-zh-cn');
    order = (await seekerOrder())!;
    expect(order).toMatchObject({ state: 'Settled', auditStatus: 3, commissionOutcome: 'earned', interviewProof: [expect.objectContaining({ name: 'interview-scorecard.pdf' })], invoiceFiles: [expect.objectContaining({ name: 'invoice.png' })] });
    expect(seekerProblems).toEqual([]);
  });

  for (const [language, texts, locale, nativeName] of [
    ['zh-cn', zh, 'zh-CN', '简体中文'],
    ['th', th, 'th-TH', 'ไทย'],
  ] as const) {
    it(`an auditor opens the order in the admin (${language}) and steps through its history forwards and backwards`, { timeout: 180_000 }, async () => {
      const page = await newPage(locale, 'Asia/Bangkok');
      const problems = watchConsole(page);
      const login = new AdminLoginPage(page, baseUrl);
      await login.open();
      if (!(await page.getByRole('button', { name: nativeName }).isVisible())) await login.chooseLanguage(nativeName);
      await login.signIn('auditor', DEMO_PASSWORD);
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/admin/login');
      const admin = new AdminDeliveryOrderPage(page, baseUrl, texts);
      await admin.openOrder(order.id);
      await admin.state(texts.delivery.states.Settled).waitFor();
      const history = await api<{ type: string }[]>('GET', `/delivery-orders/${order.id}/history`, undefined, await apiToken('auditor', DEMO_PASSWORD));
      const events = history.map((entry) => texts.delivery.events[entry.type as keyof typeof texts.delivery.events]);
      expect(history.length).toBeGreaterThanOrEqual(9);
      await screenshot(page, `delivery-e2e-order-${language}`);
      await admin.openReplay();

      // from the first step: delivered, pending resume review
      await admin.replay('first');
      await admin.currentStep(events[0]!).waitFor();
      await admin.replayedState(texts.delivery.states.PendingResumeReview).waitFor();
      await screenshot(page, `delivery-e2e-replay-first-${language}`);
      // forwards one step at a time, each showing the order as it stood then
      await admin.replay('next');
      await admin.currentStep(events[1]!).waitFor();
      await admin.replayedState(texts.delivery.states.PendingEmployerReview).waitFor();
      await admin.replay('next');
      await admin.replay('next');
      await admin.currentStep(events[3]!).waitFor();
      await admin.replayedState(texts.delivery.states.PendingInterview).waitFor();
      await screenshot(page, `delivery-e2e-replay-interview-${language}`);
      // and back
      await admin.replay('previous');
      await admin.currentStep(events[2]!).waitFor();
      await admin.replay('last');
      await admin.currentStep(events[events.length - 1]!).waitFor();
      await admin.replayedState(texts.delivery.states.Settled).waitFor();
      await admin.replay('previous');
      await admin.replayedState(texts.delivery.states.PendingUploadInvoice).waitFor();
      await screenshot(page, `delivery-e2e-replay-last-${language}`);
      expect(problems).toEqual([]);
    });
  }
});
