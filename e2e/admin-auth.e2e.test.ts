import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminShellPage } from './pages/AdminShellPage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { authorizationOf, productApi, storedTokens, type TokenPair } from './support/session';

const en = catalogs.en;
const th = catalogs.th;
const systemPages = [en.menus.users, en.menus.roles, en.menus.menus, en.menus.departments, en.menus.dictionaries, en.menus.config, en.menus.notices, en.menus.logs, en.menus.status];

describe('admin sign-in, menus from the server and the session (issue 5: providers, routing, login page)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let consoleProblems: string[];

  const { api, signIn: signInOverApi, apiToken } = productApi(baseUrl);

  /** A staff role granted only the users and operation-log pages, and one user holding it. */
  async function createLimitedStaff(): Promise<{ username: string; password: string }> {
    const rootAuth = await apiToken('root', '123456');
    interface MenuNode {
      id: number;
      name: string;
      children?: MenuNode[];
    }
    // seeded menu names come back in the caller's language (English here), not as catalog keys
    const tree = await api<MenuNode[]>('GET', '/menus', undefined, rootAuth);
    const system = tree.find((node) => node.name === en.menus.system)!;
    const page = (name: string) => system.children!.find((node) => node.name === name)!;
    const users = page(en.menus.users);
    const logs = page(en.menus.logs);
    const grant = [system.id, users.id, ...users.children!.filter((b) => b.name === 'user.query').map((b) => b.id), logs.id, ...logs.children!.map((b) => b.id)];
    const role = await api<{ id: number }>('POST', '/roles', { name: 'Limited staff', code: 'LIMITED_STAFF', sort: 50, status: 1, dataScope: 3 }, rootAuth);
    await api('PUT', `/roles/${role.id}/menus`, grant, rootAuth);
    const account = { username: 'limited.staff', password: 'limited-123' };
    await api('POST', '/users', { username: account.username, nickname: 'Limited Staff', password: account.password, gender: 0, status: 1, roleIds: [role.id] }, rootAuth);
    return account;
  }

  /** Opens the admin signed in through the api (as the portal would have left it), without the login page. */
  async function openSignedIn(tokens: TokenPair, path: string): Promise<AdminShellPage> {
    const shell = new AdminShellPage(page, baseUrl, en.admin.layout.mainMenu);
    await new AdminLoginPage(page, baseUrl).open();
    await shell.setStoredTokens(storedTokens(tokens));
    await shell.open(path);
    return shell;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    consoleProblems = watchConsole(page);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, `failed-${context.task.name.replace(/\W+/g, '-')}`);
    await page.close();
  });

  it('signs ROOT in and shows every system menu, then the page the menu opens', async () => {
    const login = new AdminLoginPage(page, baseUrl);
    await login.open('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    await login.signIn('root', '123456');

    const shell = new AdminShellPage(page, baseUrl, en.admin.layout.mainMenu);
    await shell.openSection(en.menus.system);
    expect(await shell.pageLinks()).toEqual(expect.arrayContaining([en.menus.dashboard, ...systemPages]));

    await shell.mainMenu().getByRole('link', { name: en.menus.users }).click();
    await shell.columnHeader('Username').waitFor();
    expect(shell.path()).toBe('/admin/users');
    await screenshot(page, 'admin-root-users');
    expect(consoleProblems).toEqual([]);
  });

  it('shows a limited staff member only the menus their role grants', async () => {
    const account = await createLimitedStaff();
    const login = new AdminLoginPage(page, baseUrl);
    await login.open();
    await login.signIn(account.username, account.password);

    const shell = new AdminShellPage(page, baseUrl, en.admin.layout.mainMenu);
    await shell.openSection(en.menus.system);
    const links = await shell.pageLinks();
    expect(links).toEqual(expect.arrayContaining([en.menus.users, en.menus.logs]));
    expect(links).not.toContain(en.menus.roles);
    expect(links).not.toContain(en.menus.config);
    expect(links.length).toBeLessThan(systemPages.length);
    await screenshot(page, 'admin-limited-staff-menu');

    // a page the role does not have is not registered at all
    await shell.open('/roles');
    await shell.pageHeading(en.admin.pages.notFound.title).waitFor();
    expect(shell.path()).toBe('/admin/404');
  });

  it('says what is wrong in the chosen language: field rules and a wrong password', async () => {
    const login = new AdminLoginPage(page, baseUrl);
    await login.open();
    await login.chooseLanguage('ไทย');
    await expect.poll(() => login.heading().textContent()).toBe(th.app.adminTitle);

    await page.locator('form button[type="submit"]').click();
    await login.text(th.admin.login.usernameRequired).waitFor();
    await login.text(th.admin.login.passwordRequired).waitFor();
    await login.text(th.admin.login.captchaRequired).waitFor();

    await login.signIn('admin', 'not-the-password');
    await login.text(th.errors.A0210).waitFor();
    await page.waitForTimeout(400); // let the toast finish fading in for the picture
    await screenshot(page, 'admin-login-th-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('renews an expired access token silently and the page still loads', async () => {
    const tokens = await signInOverApi('admin', '123456');
    const shell = await openSignedIn({ ...tokens, accessToken: 'expired.or.forged' }, '/users?title=Staff');
    await shell.columnHeader('Username').waitFor();
    expect(shell.path()).toBe('/admin/users?title=Staff');
    expect(await page.title()).toBe('Staff');
    const stored = await shell.storedTokens();
    expect(stored.access).toMatch(/^Bearer \S+/);
    expect(stored.access).not.toContain('expired.or.forged');
    expect(stored.refresh).not.toBe(tokens.refreshToken); // refresh tokens rotate
  });

  it('ends at the login page with the session-expired notice when the refresh token was revoked', async () => {
    const tokens = await signInOverApi('admin', '123456');
    // signing out elsewhere revokes this sign-in's refresh family
    await api('DELETE', '/auth/logout', undefined, authorizationOf(tokens));
    const shell = await openSignedIn({ ...tokens, accessToken: 'expired.or.forged' }, '/dept?page=2');

    const login = new AdminLoginPage(page, baseUrl);
    await login.text(en.admin.session.expired).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    expect(login.redirectTarget()).toBe('/dept?page=2');
    expect(await shell.storedTokens()).toEqual({ access: null, refresh: null });
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-session-expired');
  });
});
