import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRegistrationPage } from './pages/AdminRegistrationPage';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminShellPage } from './pages/AdminShellPage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { messageOutbox } from './support/messageOutbox';
import { samplePdf, samplePng } from './support/sampleFiles';
import { authorizationOf, productApi, storedTokens } from './support/session';

const en = catalogs.en;
const audits = en.audits;
const DEMO_PASSWORD = '123456';

describe('admin audit of a job publisher registration (issue 6)', () => {
  const baseUrl = inject('baseUrl');
  const outbox = messageOutbox(inject('databaseUrl'));
  const run = Date.now().toString(36);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const { api, signIn } = productApi(baseUrl);

  const file = (bytes: Buffer, name: string, type: string) => [new Blob([new Uint8Array(bytes)], { type }), name] as const;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await outbox.close();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail' && page) await screenshot(page, 'failed-admin-registration');
    await context?.close();
  });

  it('shows the documents, insists on a reason to reject, rejects, and approves the corrected resubmission; the applicant is told both', async () => {
    // the applicant registers through the api with real small files and the code sent by SMS
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const username = `pub_${run}`;
    const company = `Audit Test Co ${run}`;
    const password = 'secret123';
    await api('POST', '/auth/verification-code', { mobile, purpose: 'REGISTER' });
    const code = await outbox.verificationCode('sms', mobile);
    const form = new FormData();
    for (const [name, value] of Object.entries({ username, password, company, email: `${username}@example.test`, mobile, code })) form.append(name, value);
    form.append('idCard', ...file(samplePng(), 'id-card.png', 'image/png'));
    form.append('officePhoto', ...file(samplePng(80, 40, [[0x2e, 0x7d, 0x32], [0xee, 0xee, 0xee]]), 'office.png', 'image/png'));
    form.append('businessLicense', ...file(samplePdf('Business licence'), 'licence.pdf', 'application/pdf'));
    form.append('contractAttachment', ...file(samplePdf('Contract'), 'contract.pdf', 'application/pdf'));
    const registered = await api<{ userId: number; auditStatus: number }>('POST', '/registrations/publisher', form);
    expect(registered.auditStatus).toBe(0);

    // the admin opens the publishers screen from the business menu
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    const problems = watchConsole(page);
    const staff = await signIn('admin', DEMO_PASSWORD);
    const shell = new AdminShellPage(page, baseUrl, en.admin.layout.mainMenu);
    await new AdminLoginPage(page, baseUrl).open();
    await shell.setStoredTokens(storedTokens(staff));
    await shell.open('/');
    await shell.openSection(en.menus.business);
    await shell.mainMenu().getByRole('link', { name: en.menus.publishers }).click();
    const screen = new AdminRegistrationPage(page, {
      audit: audits.actions.audit,
      approve: audits.decision.approve,
      reject: audits.decision.reject,
      rejectReason: audits.decision.rejectReason,
      confirm: audits.actions.confirm,
      cancel: audits.actions.cancel,
      view: audits.actions.view,
      dialogTitle: audits.titles.audit,
      viewTitle: audits.titles.view,
      preview: audits.documents.preview,
      openPdf: audits.documents.openPdf,
    });
    await screen.row(company).getByText(audits.status.pending).waitFor();
    await expect.poll(() => screen.tab(audits.status.pending).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'admin-registration-publishers-pending');

    // backing out says so
    await screen.openAudit(company, company);
    await screen.cancel(company);
    await screen.toast(audits.messages.canceled).waitFor();

    // the documents, read with the admin's token: two pictures and two PDFs
    const dialog = await screen.openAudit(company, company);
    await expect.poll(() => screen.isDecoded(company, 'id-card.png')).toBe(true);
    await expect.poll(() => screen.isDecoded(company, 'office.png')).toBe(true);
    await expect.poll(() => screen.pdfLinks(company).count()).toBe(2);
    expect(await screen.pdfLinks(company).first().getAttribute('href')).toMatch(/^blob:/);
    await screenshot(page, 'admin-registration-dialog-documents');
    const preview = await screen.enlarge(company, 'office.png');
    await preview.getByRole('img', { name: 'office.png' }).waitFor();
    await expect.poll(() => screen.opacityOf(preview)).toBe('1');
    await screenshot(page, 'admin-registration-document-enlarged');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // rejecting needs a reason
    await screen.decide(company, 'reject');
    await dialog.getByText(catalogs.en.validation.rejectReasonRequired).waitFor();
    await screenshot(page, 'admin-registration-reject-reason-required');
    const reason = 'The business licence is unreadable';
    await dialog.getByRole('textbox', { name: audits.decision.rejectReason }).fill(reason);
    await screen.confirm(company);
    await screen.toast(audits.messages.successful).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screen.row(company).waitFor({ state: 'detached' });
    await screen.tab(audits.status.rejected).click();
    await screen.row(company).getByText(reason).waitFor();
    await screen.row(company).getByText(audits.status.rejected).waitFor();
    await screenshot(page, 'admin-registration-rejected-tab');

    // the applicant corrects the licence and resubmits
    const applicant = await signIn(username, password);
    const applicantAuth = authorizationOf(applicant);
    const mine = await api<{ auditStatus: number; rejectReason: string }>('GET', '/registrations/mine', undefined, applicantAuth);
    expect(mine).toMatchObject({ auditStatus: 2, rejectReason: reason });
    const correction = new FormData();
    correction.append('businessLicense', ...file(samplePng(64, 48, [[0x6a, 0x1b, 0x9a], [0xff, 0xff, 0xff]]), 'licence-scan.png', 'image/png'));
    const resubmitted = await api<{ auditStatus: number }>('PUT', '/registrations/mine/documents', correction, applicantAuth);
    expect(resubmitted.auditStatus).toBe(0);

    // back in the pending tab, with the new licence; the admin approves
    await screen.tab(audits.status.pending).click();
    await screen.openAudit(company, company);
    await expect.poll(() => screen.isDecoded(company, 'licence-scan.png')).toBe(true);
    await screen.decide(company, 'approve');
    await screen.toast(audits.messages.successful).waitFor();
    await screen.row(company).waitFor({ state: 'detached' });
    await screen.tab(audits.status.approved).click();
    await screen.row(company).getByText(audits.status.approved).waitFor();
    await screenshot(page, 'admin-registration-approved-tab');

    // the application's history names each step and who took it
    const viewed = await screen.openView(company, company);
    await viewed.getByRole('tab', { name: catalogs.en.history.tab }).click();
    for (const event of ['PublisherApplicationSubmitted', 'ApplicationRejected', 'ApplicationResubmitted', 'ApplicationApproved'] as const) {
      await viewed.getByRole('cell', { name: catalogs.en.history.events[event], exact: true }).first().waitFor();
    }
    await viewed.getByRole('listitem').filter({ hasText: `${audits.status.pending} → ${audits.status.approved}` }).waitFor();
    await screenshot(page, 'admin-registration-history');
    await viewed.getByRole('button', { name: audits.actions.close }).click();
    await viewed.waitFor({ state: 'detached' });

    // the applicant was told each decision, in their own notices
    const notices = await api<{ list: { title: string }[] }>('GET', '/notices/my-page?pageNum=1&pageSize=10', undefined, applicantAuth);
    const titles = notices.list.map((notice) => notice.title);
    expect(titles).toContain(en.registration.notice.approvedTitle);
    expect(titles).toContain(en.registration.notice.rejectedTitle);
    expect(problems).toEqual([]);
  });
});
