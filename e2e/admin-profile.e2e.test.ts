import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminProfilePage } from './pages/AdminProfilePage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { messageOutbox } from './support/messageOutbox';
import { samplePng } from './support/sampleFiles';
import { productApi } from './support/session';

const en = catalogs.en;
const profile = catalogs.en.admin.profile;
const texts = {
  userMenu: 'Profile', // react-admin's ra.auth.user_menu
  logout: 'Logout', // react-admin's ra.auth.logout
  confirm: 'Confirm', // react-admin's ra.action.confirm
  profileItem: profile.userMenu,
  accountTitle: profile.account.title,
  securityTitle: profile.security.title,
  changePassword: profile.security.password.change,
  oldPassword: profile.security.password.oldPassword,
  newPassword: profile.security.password.newPassword,
  confirmPassword: profile.security.password.confirmPassword,
  bindMobile: profile.security.mobile.bind,
  mobile: profile.security.mobile.field,
  code: profile.security.code,
  sendCode: profile.security.sendCode,
  resendIn: new RegExp(`^${profile.security.resendIn.replace('%{seconds}', '\\d+')}$`),
  changeAvatar: en.profile.changeAvatar,
};

const DEMO_PASSWORD = '123456';
const NEW_PASSWORD = 'n3w-Secret';

describe('admin profile: account info, password change and mobile binding (issue 5)', () => {
  const baseUrl = inject('baseUrl');
  const outbox = messageOutbox(inject('databaseUrl'));
  // the resend cool-down lives in Redis, shared by every run: a fresh number each time
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  let browser: Browser;
  let page: Page;
  let consoleProblems: string[];
  let currentPassword = DEMO_PASSWORD;
  let hasChangedAvatar = false;

  const { api, apiToken } = productApi(baseUrl);

  async function signIn(password: string): Promise<void> {
    const login = new AdminLoginPage(page, baseUrl);
    await login.open();
    await login.signIn('admin', password);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    // the app bar of the files after this one shows the demo admin without a picture
    if (hasChangedAvatar) {
      const authorization = await apiToken('admin', currentPassword);
      const { nickname, gender } = await api<{ nickname: string; gender: number }>('GET', '/users/profile', undefined, authorization);
      await api('PUT', '/users/profile', { nickname, gender, avatar: null }, authorization);
    }
    // other files sign the demo admin in with the demo password
    if (currentPassword !== DEMO_PASSWORD) {
      await api('PUT', '/users/password', { oldPassword: currentPassword, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }, await apiToken('admin', currentPassword));
    }
    await outbox.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    consoleProblems = watchConsole(page);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, `failed-${context.task.name.replace(/\W+/g, '-')}`);
    await page.close();
  });

  it('shows the account from the user menu, changes the password (this session stays) and signs in with the new one', async () => {
    await signIn(DEMO_PASSWORD);
    const profilePage = new AdminProfilePage(page, baseUrl, texts);
    await profilePage.openFromUserMenu();
    expect(new URL(page.url()).pathname).toBe('/admin/profile');
    expect(await profilePage.accountFact(en.resources.users.fields.username).innerText()).toBe('admin');
    expect(await profilePage.accountFact(en.resources.users.fields.nickname).innerText()).toBe('Administrator');
    expect(await profilePage.accountFact(en.resources.users.fields.deptName).innerText()).toBe('Operations');
    expect(await profilePage.accountFact(en.resources.users.fields.roleNames).innerText()).toBe(en.roles.admin);
    expect(await profilePage.accountFact(en.resources.users.fields.createTime).innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the page's tab is titled from the menu
    await page.getByRole('navigation', { name: en.admin.layout.tags.label }).getByRole('link', { name: en.menus.profile }).waitFor();
    await screenshot(page, 'admin-profile');

    await profilePage.changePassword('wrong-one', NEW_PASSWORD);
    await profilePage.dialog().getByText(en.profile.oldPasswordWrong).waitFor();
    await screenshot(page, 'admin-profile-password-refused');
    await profilePage.dialog().getByRole('button', { name: 'Cancel' }).click();
    await profilePage.dialog().waitFor({ state: 'detached' });

    await profilePage.changePassword(DEMO_PASSWORD, NEW_PASSWORD);
    await profilePage.text(profile.security.password.changed).waitFor();
    currentPassword = NEW_PASSWORD;
    await profilePage.dialog().waitFor({ state: 'detached' });
    // the api keeps this session: a reload stays on the page
    await profilePage.open();
    await profilePage.accountCard().waitFor();
    expect(consoleProblems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);

    await profilePage.signOut();
    await page.waitForURL(/\/admin\/login/);
    await signIn(DEMO_PASSWORD);
    await page.getByText(en.errors.A0210).first().waitFor();
    await signIn(NEW_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
    await profilePage.openFromUserMenu();
  });

  it('binds a mobile with the code the SMS gateway delivered, refusing a wrong code first, and shows it on the card', async () => {
    await signIn(currentPassword);
    const profilePage = new AdminProfilePage(page, baseUrl, texts);
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
    await profilePage.open();
    expect(await profilePage.accountFact(en.resources.users.fields.mobile).innerText()).toBe(profile.account.notSet);

    await profilePage.openMobileBinding();
    await profilePage.requestMobileCode('12ab');
    await profilePage.dialog().getByText(en.validation.invalidMobile).waitFor();
    await profilePage.requestMobileCode(mobile);
    await profilePage.text(profile.security.codeSent).waitFor();
    expect(await profilePage.resendButton().isDisabled()).toBe(true);
    await screenshot(page, 'admin-profile-mobile-code-sent');

    const code = await outbox.verificationCode('sms', mobile);
    await profilePage.submitCode(code === '000000' ? '111111' : '000000');
    await profilePage.dialog().getByText(en.errors.A0130).waitFor();
    await screenshot(page, 'admin-profile-mobile-wrong-code');

    await profilePage.submitCode(code);
    await profilePage.text(profile.security.bound).waitFor();
    await profilePage.dialog().waitFor({ state: 'detached' });
    await profilePage.accountFact(en.resources.users.fields.mobile).getByText(mobile, { exact: true }).waitFor();
    await profilePage.securityCard().getByRole('button', { name: profile.security.mobile.change }).waitFor();
    await screenshot(page, 'admin-profile-mobile-bound');

    // the page in Thai
    await page.getByRole('button', { name: /English|简体中文|ລາວ|ไทย/ }).click();
    await page.getByRole('menuitem', { name: 'ไทย' }).click();
    const th = catalogs.th.admin.profile;
    await page.getByRole('region', { name: th.security.title }).getByRole('button', { name: th.security.mobile.change }).waitFor();
    await page.getByRole('region', { name: th.account.title }).getByText(mobile, { exact: true }).waitFor();
    await screenshot(page, 'admin-profile-th');
    expect(consoleProblems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);

    // a new avatar from a real PNG: saved as an upload of the admin's, shown on the card read with the session
    await page.getByRole('button', { name: /English|简体中文|ລາວ|ไทย/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await profilePage.changeAvatar({ name: 'portrait.png', mimeType: 'image/png', buffer: samplePng(64, 48) });
    hasChangedAvatar = true;
    await profilePage.text(en.profile.avatarUpdated).waitFor();
    const saved = await api<{ avatar: string | null }>('GET', '/users/profile', undefined, await apiToken('admin', currentPassword));
    expect(saved.avatar).toMatch(/^\/api\/v1\/files\/[\w-]+$/);
    await expect.poll(() => profilePage.avatarPictureWidth()).toBe(64);
    expect(await profilePage.avatarImage().getAttribute('src')).toMatch(/^blob:/);
    await page.mouse.move(0, 0); // the button's tooltip would hide the name
    // the app bar shows the new picture too, read with the session like the card's (an <img src> would get a 401)
    await expect.poll(() => page.locator('header img').first().getAttribute('src')).toMatch(/^blob:/);
    await screenshot(page, 'admin-profile-avatar-changed');
    expect(consoleProblems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });
});
