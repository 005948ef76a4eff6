import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminRolesPage } from './pages/AdminRolesPage';
import { AdminUsersPage } from './pages/AdminUsersPage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { productApi } from './support/session';

const en = catalogs.en;
const history = catalogs.en.history;
const users = en.resources.users;
const userLabels = {
  add: users.actions.add,
  edit: users.actions.edit,
  more: catalogs.en.resources.users.actions.more,
  delete: 'Delete', // react-admin's ra.action.delete
  save: 'Save', // react-admin's ra.action.save
  confirm: 'Confirm', // react-admin's ra.action.confirm
  historyTab: history.tab,
  fields: { username: users.fields.username, nickname: users.fields.nickname, deptId: users.fields.deptId, roleIds: users.fields.roleIds, password: users.fields.password },
};
const DEMO_PASSWORD = '123456';

interface MenuOption {
  value: number;
  label: string;
  children?: MenuOption[];
}

describe('admin system management: users, roles and button permissions (issue 5)', () => {
  const baseUrl = inject('baseUrl');
  const suffix = Date.now().toString(36);
  let browser: Browser;
  let rootPage: Page;
  let consoleProblems: string[];

  const { api, apiToken } = productApi(baseUrl);

  /** A fresh browser context (no shared storage) signed in through the login page. */
  async function signedInPage(username: string, password: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const login = new AdminLoginPage(page, baseUrl);
    await login.open();
    await login.signIn(username, password);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.getByRole('button', { name: 'Profile' }).waitFor(); // react-admin's ra.auth.user_menu: the shell is up, the tokens kept
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    rootPage = await signedInPage('root', DEMO_PASSWORD);
    consoleProblems = watchConsole(rootPage);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(rootPage, `failed-${context.task.name.replace(/\W+/g, '-')}`);
  });

  it('creates a user through the dialog, edits it, shows its history and deletes it after confirmation', async () => {
    const usersPage = new AdminUsersPage(rootPage, baseUrl, userLabels);
    await usersPage.open();
    const username = `e2e${suffix}`;
    await usersPage.create({ username, nickname: 'E2E Person', department: /Operations/, roles: [en.roles.user], password: 'secret123' });
    const row = usersPage.row(username);
    await row.waitFor();
    expect(await row.innerText()).toContain('Operations');
    expect(await row.innerText()).toContain(en.roles.user);
    await screenshot(rootPage, 'admin-system-user-created');

    await usersPage.openEdit(username);
    await usersPage.changeNickname('E2E Renamed');
    await row.getByRole('cell', { name: 'E2E Renamed', exact: true }).waitFor();

    const table = await usersPage.history(username);
    const entries = table.getByRole('row');
    await expect.poll(() => entries.count()).toBe(3); // header, edited, created
    const newest = await entries.nth(1).innerText();
    expect(newest).toContain(history.events.UserUpdated);
    expect(newest).toContain('root');
    expect(newest).toMatch(/E2E Person\s*→\s*E2E Renamed/);
    expect(await entries.nth(2).innerText()).toContain(history.events.UserCreated);
    expect(await table.innerText()).not.toContain('passwordHash');
    await screenshot(rootPage, 'admin-system-user-history');
    await rootPage.keyboard.press('Escape');
    await usersPage.dialog().waitFor({ state: 'detached' });

    // the row's actions fit at 1280 px: the "more" menu of a row is on screen without scrolling sideways
    await rootPage.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    const more = await row.getByRole('button', { name: userLabels.more }).boundingBox();
    expect(more!.x + more!.width).toBeLessThanOrEqual(1280);

    const question = await usersPage.delete(username);
    expect(question).toContain(username);
    await rootPage.getByText(catalogs.en.confirmDelete.deleted).waitFor();
    await row.waitFor({ state: 'detached' });
    await screenshot(rootPage, 'admin-system-user-deleted');
    expect(consoleProblems).toEqual([]);
  });

  it('shows a button to a role holder only after the permission is ticked in the role tree', async () => {
    const root = await apiToken('root', DEMO_PASSWORD);
    // a role that may see the user list but not add users, and a user holding it
    const tree = await api<MenuOption[]>('GET', '/menus/options', undefined, root);
    // seeded menu names come back in the caller's language (English here), not as catalog keys
    const system = tree.find((node) => node.label === en.menus.system)!;
    const usersMenu = system.children!.find((node) => node.label === en.menus.users)!;
    const view = usersMenu.children!.find((node) => node.label === catalogs.en.menus.actions.query)!;
    const roleName = `E2E viewers ${suffix}`;
    const role = await api<{ id: number }>('POST', '/roles', { name: roleName, code: `E2E_VIEW_${suffix.toUpperCase()}`, sort: 9, status: 1, dataScope: 0 }, root);
    await api('PUT', `/roles/${role.id}/menus`, [system.value, usersMenu.value, view.value], root);
    const holder = `viewer${suffix}`;
    await api('POST', '/users', { username: holder, nickname: 'Viewer', gender: 0, status: 1, deptId: null, roleIds: [role.id], password: 'secret123' }, root);

    const before = await signedInPage(holder, 'secret123');
    const holderUsers = new AdminUsersPage(before, baseUrl, userLabels);
    await holderUsers.open();
    // the newest user is on the first page whatever other tests created before
    await holderUsers.row(holder).waitFor();
    expect(await holderUsers.addButton().count()).toBe(0);
    await screenshot(before, 'admin-system-button-absent');
    await before.context().close();

    const rolesPage = new AdminRolesPage(rootPage, baseUrl, { permissions: en.resources.roles.actions.assignPerms, save: en.resources.roles.actions.save, saved: en.resources.roles.perms.saved });
    await rolesPage.open();
    await rolesPage.openPermissions(roleName);
    await rolesPage.grant(en.menus.users, catalogs.en.menus.actions.add);
    await screenshot(rootPage, 'admin-system-role-permission-tree');
    await rolesPage.save();

    const after = await signedInPage(holder, 'secret123');
    const granted = new AdminUsersPage(after, baseUrl, userLabels);
    await granted.open();
    await granted.addButton().waitFor();
    await screenshot(after, 'admin-system-button-present');
    await after.context().close();
  });
});
