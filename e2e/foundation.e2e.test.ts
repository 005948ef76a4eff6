import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { PortalHomePage } from './pages/PortalHomePage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';

describe('the product as a new user first sees it (npm start, one origin)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let consoleProblems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    page = await browser.newPage();
    consoleProblems = watchConsole(page);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, `failed-${context.task.name.replace(/\W+/g, '-')}`);
    await page.close();
  });

  it('opens the portal home, switches to Thai and keeps it after a reload', async () => {
    const home = new PortalHomePage(page, baseUrl);
    await home.open();
    await expect.poll(() => home.heading().textContent()).toBe(catalogs.en.app.title);
    expect(await page.title()).toBe(catalogs.en.app.title);

    await home.chooseLanguage('ไทย');
    await home.text(catalogs.th.app.tagline).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await home.text(catalogs.th.app.tagline).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    await screenshot(page, 'portal-home-th');
    expect(consoleProblems).toEqual([]);
  });

  it('shows the 404 page for an unknown portal path served through the history fallback', async () => {
    const home = new PortalHomePage(page, baseUrl);
    await home.open('/no/such/page?x=1');
    await home.text(catalogs.en.portal.notFound.title).waitFor();
    await page.getByRole('link', { name: catalogs.en.portal.notFound.backHome }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('opens the admin at /admin/ and switches it to Chinese', async () => {
    const admin = new AdminDashboardPage(page, baseUrl);
    await admin.open();
    await admin.text(catalogs.en.app.adminTitle).waitFor();
    await admin.chooseLanguage('简体中文');
    await admin.text(catalogs['zh-cn'].app.adminTitle).waitFor();
    await screenshot(page, 'admin-dashboard-zh');
    expect(consoleProblems).toEqual([]);
  });

  it('serves the API docs page from the same origin under the CSP', async () => {
    await page.goto(`${baseUrl}/api/v1/docs/`, { waitUntil: 'networkidle' });
    await page.getByText('/readyz').first().waitFor();
    expect(consoleProblems).toEqual([]);
  });
});
