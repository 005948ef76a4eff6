import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { PortalRegistrationPage } from './pages/PortalRegistrationPage';
import { PortalHomeAreaPage } from './pages/PortalHomeAreaPage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { messageOutbox } from './support/messageOutbox';
import { samplePng } from './support/sampleFiles';
import { productApi } from './support/session';

const en = catalogs.en.portal;
const DEMO_PASSWORD = '123456';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: samplePng() });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
// a Windows program's header under a photo's name and type
const disguisedExe = { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]) };

describe('portal accounts: registrations, sign-in, password reset, role homes (issue 6)', () => {
  const baseUrl = inject('baseUrl');
  const outbox = messageOutbox(inject('databaseUrl'));
  const run = Date.now().toString(36);
  let browser: Browser;
  let page: Page;
  let consoleProblems: string[];

  const { api, apiToken } = productApi(baseUrl);
  const staffToken = () => apiToken('admin', DEMO_PASSWORD);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await outbox.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    consoleProblems = watchConsole(page);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, `failed-portal-${context.task.name.replace(/\W+/g, '-')}`);
    await page.close();
  });

  it('registers a job seeker with a real avatar, signs in and lands on the job seeker home', async () => {
    const accounts = new PortalRegistrationPage(page, baseUrl);
    const username = `seeker_${run}`;
    await accounts.open('/register-job-seeker');
    await accounts.heading().filter({ hasText: en.register.seekerTitle }).waitFor();

    // a program renamed to .jpg is refused before it is sent
    await accounts.attach(en.fields.avatar, [disguisedExe]);
    await accounts.text(en.files.onlyImages).waitFor();

    await accounts.fill(en.fields.username, username);
    await accounts.fill(en.fields.nickname, 'Noy');
    await accounts.fill(en.fields.email, `${username}@example.com`);
    await accounts.fillPassword('password', 'secret12');
    await accounts.chooseGender(en.fields.genders.female);
    await accounts.attach(en.fields.avatar, [png('noy.png')]);
    await page.getByAltText('noy.png').waitFor();
    await screenshot(page, 'portal-register-job-seeker');
    await accounts.press(en.register.submit);

    await accounts.text(en.register.seekerDone).waitFor();
    await expect.poll(() => accounts.path()).toBe('/login');
    await accounts.signIn(username, 'secret12');

    const home = new PortalHomeAreaPage(page);
    await expect.poll(() => accounts.path()).toBe('/dashboard');
    await home.heading().filter({ hasText: /Noy/ }).waitFor();
    expect(await home.heading().textContent()).toMatch(/^Good (morning|afternoon|evening), Noy$/);
    // the figures come from the api (resumes, applications, profile views): a new seeker has them all at 0
    await home.text(en.homes.seeker.profileViews).waitFor();
    await screenshot(page, 'portal-seeker-home');

    // the avatar was stored with the account
    const authorization = await page.evaluate("localStorage.getItem('access_token')") as string | null;
    const profile = await api<{ avatar: string | null }>('GET', '/users/profile', undefined, authorization ?? undefined);
    expect(profile.avatar).toBeTruthy();
    expect(consoleProblems).toEqual([]);
  });

  it('registers a publisher with a texted code, and the audit decision reaches its home live', async () => {
    const accounts = new PortalRegistrationPage(page, baseUrl);
    const username = `employer_${run}`;
    // the resend cool-down lives in Redis, shared by every run: a fresh number each time
    const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await accounts.open('/register-publisher');
    await accounts.fill(en.fields.company, `Mekong Freight ${run}`);
    await accounts.fill(en.fields.username, username);
    await accounts.fillPassword('password', 'secret12');
    await accounts.fill(en.fields.email, `${username}@example.com`);
    await accounts.fill(en.fields.mobile, mobile);
    await accounts.press(en.code.send);
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await expect.poll(() => outbox.latest('sms', mobile).catch(() => undefined)).toBeTruthy();
    await accounts.fill(en.fields.code, await outbox.verificationCode('sms', mobile));
    await accounts.attach(en.fields.idCard, [png('id-front.png'), png('id-back.png')]);
    await accounts.attach(en.fields.officePhoto, [png('office.png')]);
    await accounts.attach(en.fields.businessLicense, [pdf('licence.pdf')]);
    await accounts.attach(en.fields.contractAttachment, [pdf('contract.pdf')]);
    await accounts.press(en.register.submitApplication);

    await accounts.text(en.register.applicantDone).waitFor();
    await accounts.signIn(username, 'secret12');
    const home = new PortalHomeAreaPage(page);
    await expect.poll(() => accounts.path()).toBe('/dashboard');
    await home.auditStatus().filter({ hasText: en.audit.status.pending }).waitFor();
    await page.getByAltText('office.png').waitFor(); // a private document, fetched with the token
    await screenshot(page, 'portal-publisher-pending');

    // staff reject it; the applicant's open page shows it without a reload
    const staff = await staffToken();
    const applications = await api<{ list: { id: number; username: string }[] }>('GET', `/publishers/page?keywords=${username}`, undefined, staff);
    const application = applications.list.find((row) => row.username === username)!;
    await api('PUT', `/publishers/${application.id}/audit`, { auditStatus: 2, rejectReason: 'The business licence is unreadable' }, staff);
    await home.auditStatus().filter({ hasText: en.audit.status.rejected }).waitFor();
    await home.text('The business licence is unreadable').first().waitFor();
    await page.getByRole('heading', { name: en.audit.correctTitle }).waitFor();
    await screenshot(page, 'portal-publisher-rejected');

    expect(consoleProblems).toEqual([]);
  });

  it('resets a forgotten password with the code texted to the bound mobile, then signs in with it', async () => {
    const staff = await staffToken();
    const roles = await api<{ list: { id: number; code: string }[] }>('GET', '/roles/page?pageSize=100', undefined, staff);
    const mobile = `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const username = `forgetful_${run}`;
    await api('POST', '/users', { username, nickname: 'Forgetful', mobile, roleIds: [roles.list.find((role) => role.code === 'SEEKER')!.id], password: 'old-secret', status: 1 }, staff);

    const accounts = new PortalRegistrationPage(page, baseUrl);
    await accounts.open('/login');
    await page.getByRole('link', { name: en.login.forgotPassword }).click();
    await accounts.heading().filter({ hasText: en.forgot.title }).waitFor();
    await accounts.fill(en.fields.username, username);
    await accounts.fill(en.fields.mobile, mobile);
    await accounts.press(en.code.send);
    await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
    await expect.poll(() => outbox.latest('sms', mobile)).toBeTruthy();
    await accounts.fill(en.fields.code, await outbox.verificationCode('sms', mobile));
    await accounts.fillPassword('newPassword', 'n3w-secret');
    await accounts.fillPassword('confirmPassword', 'n3w-secret');
    await accounts.press(en.forgot.submit);
    await accounts.text(en.forgot.done).waitFor();
    await expect.poll(() => accounts.path(), { timeout: 10_000 }).toBe('/login');

    await accounts.signIn(username, 'n3w-secret');
    await expect.poll(() => accounts.path()).toBe('/dashboard');
    expect(consoleProblems).toEqual([]);
  });

  it('sends a visitor to sign in and back to the page they asked for, path and query kept', async () => {
    const accounts = new PortalRegistrationPage(page, baseUrl);
    await accounts.open('/dashboard/myNotice?isRead=0');
    await expect.poll(() => accounts.path()).toBe(`/login?redirect=${encodeURIComponent('/dashboard/myNotice?isRead=0')}`);
    await accounts.signIn('seeker', DEMO_PASSWORD);
    await expect.poll(() => accounts.path()).toBe('/dashboard/myNotice?isRead=0');
    await page.getByRole('heading', { level: 1, name: en.notices.myTitle }).waitFor();

    // signed in, the login page is not for them any more
    await accounts.open('/login');
    await expect.poll(() => accounts.path()).toBe('/');
  });

  it('shows the sign-in and registration pages in Lao and Thai', async () => {
    const accounts = new PortalRegistrationPage(page, baseUrl);
    await accounts.open('/login');
    await accounts.chooseLanguage('ລາວ');
    await accounts.heading().filter({ hasText: catalogs.lo.portal.login.title }).waitFor();
    await accounts.press(catalogs.lo.portal.login.submit);
    await accounts.text(catalogs.lo.portal.login.usernameRequired).waitFor();
    await screenshot(page, 'portal-login-lo');

    await accounts.chooseLanguage('ไทย');
    await accounts.open('/register-school-admin');
    await accounts.heading().filter({ hasText: catalogs.th.portal.register.schoolTitle }).waitFor();
    await accounts.text(catalogs.th.portal.register.usernameIsSchool).waitFor();
    await screenshot(page, 'portal-register-school-th');

    await page.setViewportSize({ width: 390, height: 844 });
    await accounts.open('/');
    await accounts.text(catalogs.th.app.tagline).waitFor();
    await screenshot(page, 'portal-home-th-phone');
    expect(consoleProblems).toEqual([]);
  });
});
