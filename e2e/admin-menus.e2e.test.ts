import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminMenusPage, type MenuScreenLabels } from './pages/AdminMenusPage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';

const en = catalogs.en;
const menus = catalogs.en.resources.menus;
const labels: MenuScreenLabels = {
  create: menus.actions.create,
  addChild: menus.actions.addChild,
  edit: menus.actions.edit,
  delete: 'Delete', // react-admin's ra.action.delete
  save: 'Save', // react-admin's ra.action.save
  confirm: 'Confirm', // react-admin's ra.action.confirm
  collapseAll: menus.actions.collapseAll,
  expandAll: menus.actions.expandAll,
  chooseIcon: menus.icons.choose,
  searchIcons: menus.icons.search,
  addParam: menus.params.add,
  types: menus.types,
  fields: {
    name: menus.fields.name,
    routeName: menus.fields.routeName,
    routePath: menus.fields.routePath,
    component: menus.fields.component,
    perm: menus.fields.perm,
    parentId: menus.fields.parentId,
    paramKey: menus.params.key,
    paramValue: menus.params.value,
  },
};

describe('admin menus screen (issue 5)', () => {
  const baseUrl = inject('baseUrl');
  const suffix = Date.now().toString(36);
  let browser: Browser;
  let page: Page;
  let consoleProblems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    consoleProblems = watchConsole(page);
    // asking for the menus page signed out leads through the login page and back to it
    const menusPage = new AdminMenusPage(page, baseUrl, labels);
    await menusPage.open();
    await new AdminLoginPage(page, baseUrl).signIn('root', '123456');
    await page.waitForURL((url) => url.pathname.endsWith('/system/menu'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, `failed-${context.task.name.replace(/\W+/g, '-')}`);
  });

  it('shows the seeded tree translated, with the permission buttons named in the language', async () => {
    const menusPage = new AdminMenusPage(page, baseUrl, labels);
    await menusPage.row(en.menus.users).waitFor();
    expect(await menusPage.row(en.menus.system).innerText()).toContain(labels.types.CATALOG);
    const resetPassword = menusPage.row(catalogs.en.menus.actions.resetPassword);
    expect(await resetPassword.innerText()).toContain('sys:user:password:reset');
    expect(await page.getByText('user.add', { exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-menus-tree');
    await page.getByRole('button', { name: labels.collapseAll }).click();
    await menusPage.row(en.menus.users).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: labels.expandAll }).click();
    await menusPage.row(en.menus.users).waitFor();
  });

  it('creates a directory with an icon and a page below it with route parameters, edits and deletes them', async () => {
    const menusPage = new AdminMenusPage(page, baseUrl, labels);
    const catalog = `Jobs ${suffix}`;
    const dialog = await menusPage.openCreate();
    await dialog.getByLabel(labels.fields.name).fill(catalog);
    await dialog.getByLabel(labels.fields.routePath).fill(`/jobs-${suffix}`);
    await menusPage.pickIcon('jo', 'job');
    await menusPage.save();
    await dialog.waitFor({ state: 'detached' });
    await menusPage.row(catalog).waitFor();

    // a page under it whose route name clashes with the seeded users page: the api's message lands on the field
    const page1 = `Job list ${suffix}`;
    const child = await menusPage.openAddChild(catalog);
    expect(await child.getByRole('radio', { name: labels.types.MENU }).isChecked()).toBe(true);
    await child.getByLabel(labels.fields.name).fill(page1);
    await child.getByLabel(labels.fields.routeName).fill('User');
    await child.getByLabel(labels.fields.routePath).fill('list');
    await child.getByLabel(labels.fields.component).fill('jobs/list/index');
    await child.getByRole('button', { name: labels.addParam }).click();
    await child.getByLabel(labels.fields.paramKey).fill('tab');
    await child.getByLabel(labels.fields.paramValue).fill('all');
    await menusPage.save();
    await child.getByText(en.identity.menu.routeNameTaken).waitFor();
    await screenshot(page, 'admin-menus-route-name-taken');
    await child.getByLabel(labels.fields.routeName).fill(`JobList${suffix}`);
    await menusPage.save();
    await child.waitFor({ state: 'detached' });
    const row = menusPage.row(page1);
    await row.waitFor();
    expect(await row.innerText()).toContain('jobs/list/index');

    // editing: the page cannot be moved under itself; its parameters come back
    const edit = await menusPage.openEdit(page1);
    await expect.poll(() => edit.getByLabel(labels.fields.paramKey).inputValue()).toBe('tab');
    await edit.getByRole('combobox', { name: labels.fields.parentId }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.map((option) => option.trim())).toContain(catalog);
    expect(options.map((option) => option.trim())).not.toContain(page1);
    await screenshot(page, 'admin-menus-parent-choices');
    await page.keyboard.press('Escape');
    await edit.getByLabel(labels.fields.name).fill(`${page1} renamed`);
    await menusPage.save();
    await edit.waitFor({ state: 'detached' });
    await menusPage.row(`${page1} renamed`).waitFor();

    expect(await menusPage.delete(`${page1} renamed`)).toContain(menus.deleteConfirm.replace('%{name}', `${page1} renamed`));
    await page.getByText(catalogs.en.confirmDelete.deleted).first().waitFor();
    await menusPage.row(`${page1} renamed`).waitFor({ state: 'detached' });
    await menusPage.delete(catalog);
    await menusPage.row(catalog).waitFor({ state: 'detached' });
    // the refused route name above is the only error the page met (the 400 and react-admin logging it)
    const expected = (problem: string) => problem.includes('400 (Bad Request)') || problem.includes(en.identity.menu.routeNameTaken);
    expect(consoleProblems.filter((problem) => !expected(problem))).toEqual([]);
  });
});
