import { catalogs, translate } from '@jobmarket/contracts/i18n/translate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { AdminLogPage } from './pages/AdminLogPage';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminStatusPage } from './pages/AdminStatusPage';
import { PortalHomePage } from './pages/PortalHomePage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { productApi } from './support/session';

const en = catalogs.en;
// the screens' own texts live in feature message files merged into the catalogs: read them through translate
const t = (key: string) => translate('en', key);
const texts = {
  today: t('admin.dashboard.today'),
  total: t('admin.dashboard.total'),
  visitors: t('admin.dashboard.visitors'),
  pageViews: t('admin.dashboard.pageViews'),
  trendPv: t('admin.dashboard.trend.pv'),
  last30: t('admin.dashboard.trend.last30'),
  notices: t('admin.dashboard.notices.title'),
};

interface VisitStats {
  todayUvCount: number;
  totalUvCount: number;
  todayPvCount: number;
  totalPvCount: number;
}

describe('admin dashboard, operation log and system status (issue 5)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleProblems: string[];

  const { api, apiToken } = productApi(baseUrl);
  const rootApi = async <T>(path: string): Promise<T> => api<T>('GET', path, undefined, await apiToken('root', '123456'));

  beforeAll(async () => {
    browser = await launchBrowser();
    // a wide desktop window, so the chart and the log's table get their full layout
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    page = await context.newPage();
    consoleProblems = watchConsole(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the visits of the portal on the dashboard cards, and the trend over 7 and 30 days', async () => {
    // two portal pages viewed: page views recorded by the portal before anyone signs in
    const portal = new PortalHomePage(page, baseUrl);
    // each view is reported after the page renders; wait for it, as a reader would, before going on
    const visitRecorded = () => page.waitForResponse((response) => response.url().endsWith('/api/v1/visits') && response.request().method() === 'POST');
    await Promise.all([visitRecorded(), portal.open('/')]);
    await Promise.all([visitRecorded(), portal.open('/about')]);
    await expect.poll(async () => (await rootApi<VisitStats>('/logs/visit-stats')).todayPvCount).toBeGreaterThanOrEqual(2);

    const login = new AdminLoginPage(page, baseUrl);
    await login.open();
    await login.signIn('root', '123456');
    const dashboard = new AdminDashboardPage(page, baseUrl);
    const pageViewsToday = await dashboard.todayCount(texts.pageViews, texts.today);
    const visitorsToday = await dashboard.todayCount(texts.visitors, texts.today);
    const stats = await rootApi<VisitStats>('/logs/visit-stats');
    // the portal's two views and at least the admin's sign-in page; the same browser is one visitor
    expect(pageViewsToday).toBeGreaterThanOrEqual(3);
    expect(pageViewsToday).toBeLessThanOrEqual(stats.todayPvCount);
    expect(visitorsToday).toBeGreaterThanOrEqual(1);
    expect(visitorsToday).toBeLessThanOrEqual(stats.todayUvCount);
    expect(await dashboard.totalCount(texts.pageViews, texts.total)).toBeGreaterThanOrEqual(pageViewsToday);
    await dashboard.visitCard(texts.pageViews).getByLabel(/than yesterday|Same as yesterday/).waitFor();

    await dashboard.trendChart().waitFor();
    expect(await dashboard.trendDays()).toBe(7);
    await dashboard.hoverLastDay();
    await dashboard.tooltip().getByText(new RegExp(`^${texts.trendPv}: [1-9]`)).waitFor();
    await screenshot(page, 'admin-dashboard-7-days');

    await dashboard.chooseTrendPeriod(texts.last30);
    await expect.poll(() => dashboard.trendDays()).toBe(30);
    await dashboard.notices(texts.notices).waitFor();
    await screenshot(page, 'admin-dashboard-30-days');
    expect(consoleProblems).toEqual([]);
  });

  it('words the dashboard in Thai with Gregorian years', async () => {
    const dashboard = new AdminDashboardPage(page, baseUrl);
    await dashboard.chooseLanguage('ไทย');
    await dashboard.visitCard(translate('th', 'admin.dashboard.pageViews')).waitFor();
    await dashboard.hoverLastDay();
    const tooltip = await dashboard.tooltip().innerText();
    expect(tooltip).toContain(String(new Date().getFullYear()));
    expect(tooltip).not.toContain(String(new Date().getFullYear() + 543));
    await screenshot(page, 'admin-dashboard-th');
    await dashboard.chooseLanguage('English');
    await dashboard.visitCard(texts.pageViews).waitFor();
  });

  it('fits the dashboard on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dashboard = new AdminDashboardPage(page, baseUrl);
    await dashboard.open();
    await dashboard.trendChart().waitFor();
    const chart = await dashboard.trendChart().boundingBox();
    expect(chart!.width).toBeLessThanOrEqual(390);
    const pageWidth = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-dashboard-phone');
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  it('lists the sign-in in the operation log and opens its details', async () => {
    const log = new AdminLogPage(page, baseUrl);
    await log.open();
    const signIn = en.operationLog.user.signedIn.replace('%{name}', 'root');
    const row = log.row(signIn).first();
    await row.waitFor();
    await log.search('signed in', 'Search');
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"keywords":"signed in"');
    await expect.poll(async () => (await page.getByRole('row').allInnerTexts()).slice(1).every((text) => text.includes('signed in'))).toBe(true);
    await screenshot(page, 'admin-operation-log');
    await log.row(signIn).first().click();
    const detail = log.detail(t('resources.logs.detailTitle'));
    await detail.getByText('/api/v1/auth/login').waitFor();
    await log.detailSettled(t('resources.logs.detailTitle'));
    await screenshot(page, 'admin-operation-log-detail');
    await detail.getByRole('button', { name: t('resources.logs.close') }).click();

    // a day range in the future leaves nothing
    await log.filterDays(t('resources.logs.fields.createTimeFrom'), '2099-01-01', t('resources.logs.fields.createTimeTo'), '2099-01-31');
    await page.getByText(t('resources.logs.empty')).waitFor();
    expect(consoleProblems).toEqual([]);
  });

  it('shows every projection running on the system status page', async () => {
    const status = new AdminStatusPage(page, baseUrl);
    await status.open();
    const table = status.table(en.menus.status);
    await table.waitFor();
    const users = status.row('users_v1');
    await users.getByText(t('resources.projections.states.running')).waitFor();
    await status.refresh(t('resources.projections.refresh'));
    await users.getByText(t('resources.projections.states.running')).waitFor();
    const projections = await rootApi<{ name: string }[]>('/system/projections');
    expect(await table.getByRole('row').count()).toBe(projections.length + 1);
    await screenshot(page, 'admin-system-status');
    expect(consoleProblems).toEqual([]);
  });
});
