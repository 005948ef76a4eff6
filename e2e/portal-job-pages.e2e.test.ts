import type { PublicJobView } from '@jobmarket/contracts';
import { catalogs, interpolate } from '@jobmarket/contracts/i18n/translate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PortalJobPage } from './pages/PortalJobPage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { productApi } from './support/session';

const DEMO_PASSWORD = '123456';

/** The structured data of a page's source, parsed. */
const jobPostingIn = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('public job pages rendered on the server and hydrated (issue 12)', () => {
  const baseUrl = inject('baseUrl');
  const { api, signIn } = productApi(baseUrl);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleProblems: string[];
  let thaiJob: PublicJobView;
  let laoJob: PublicJobView;

  async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<PortalJobPage> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    page = await context.newPage();
    consoleProblems = watchConsole(page);
    return new PortalJobPage(page, baseUrl);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    // the demo seed's postings: a Thai one found by a Thai word, a Lao one by a Lao word
    const found = async (keywords: string) => {
      const { list } = await api<{ list: { id: number }[] }>('GET', `/jobs/search?keywords=${encodeURIComponent(keywords)}`);
      return api<PublicJobView>('GET', `/jobs/${list[0]!.id}/public`);
    };
    thaiJob = await found('วิศวกร');
    laoJob = await found('ວິສະວະກອນ');
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail' && page) await screenshot(page, `failed-job-pages-${test.task.name.replace(/\W+/g, '-')}`);
    await context?.close();
  });

  it('sends search engines the job itself with its JobPosting, and shows it to a reader without JavaScript', async () => {
    const jobs = await newPage({ javaScriptEnabled: false, locale: 'th-TH' });
    const source = await jobs.source(`/jobs/${thaiJob.id}?lang=th`);
    const posting = jobPostingIn(source);
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: thaiJob.position, hiringOrganization: { name: thaiJob.company.name } });
    expect(posting.baseSalary).toMatchObject({ currency: 'THB', value: { minValue: thaiJob.minSalary, maxValue: thaiJob.maxSalary, unitText: 'MONTH' } });

    expect(await jobs.open(`/jobs/${thaiJob.id}?lang=th`)).toBe(200);
    await jobs.heading().filter({ hasText: thaiJob.position }).waitFor();
    await jobs.text(thaiJob.responsibility).waitFor();
    await jobs.link(catalogs.th.jobPage.signInToApply).waitFor();
    await screenshot(page, 'job-page-th-server-rendered');
  });

  it('hydrates the server’s page without a mismatch or a second request, in Lao', async () => {
    const jobs = await newPage({ locale: 'lo-LA', timezoneId: 'Asia/Vientiane', permissions: ['clipboard-read', 'clipboard-write'] });
    const viewRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/public')) viewRequests.push(request.url());
    });
    expect(await jobs.open(`/jobs/${laoJob.id}`)).toBe(200);
    await jobs.heading().filter({ hasText: laoJob.position }).waitFor();
    // hydrated: the share button answers a click
    await jobs.button(catalogs.lo.jobPage.share).click();
    await jobs.text(catalogs.lo.jobPage.linkCopied).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${baseUrl}/jobs/${laoJob.id}`);
    expect(viewRequests).toEqual([]);
    expect(consoleProblems).toEqual([]);
    await screenshot(page, 'job-page-lo-hydrated');
  });

  it('lets a signed-in job seeker start an application with one of their resumes, the default chosen', async () => {
    const tokens = await signIn('seeker', DEMO_PASSWORD);
    const jobs = await newPage({ locale: 'en-US' });
    // signed in as the portal keeps a sign-in (a script string: this file has no DOM typings)
    const access = JSON.stringify(`${tokens.tokenType} ${tokens.accessToken}`);
    await context.addInitScript({ content: `localStorage.setItem('access_token', ${access}); localStorage.setItem('refresh_token', ${JSON.stringify(tokens.refreshToken)});` });
    await jobs.open(`/jobs/${thaiJob.id}`);
    await jobs.button(catalogs.en.jobPage.apply).click();
    const dialog = page.getByRole('dialog', { name: interpolate(catalogs.en.portal.delivery.apply.title, { position: thaiJob.position }) });
    // the demo seeker's resumes are offered, the default one already chosen
    await expect.poll(() => dialog.getByRole('radio', { checked: true }).count()).toBe(1);
    await dialog.getByRole('button', { name: catalogs.en.portal.delivery.apply.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(consoleProblems).toEqual([]);
  });

  it('goes from the job to its company page and back inside the portal', async () => {
    const jobs = await newPage({ locale: 'en-US' });
    await jobs.open(`/jobs/${thaiJob.id}`);
    await jobs.link(catalogs.en.jobPage.companyCard.viewCompany).click();
    await jobs.heading().filter({ hasText: thaiJob.company.name }).waitFor();
    await jobs.region(catalogs.en.companyPage.openJobs).getByRole('link', { name: thaiJob.position }).click();
    await jobs.heading().filter({ hasText: thaiJob.position }).waitFor();
    expect(consoleProblems).toEqual([]);
  });

  it('answers an unknown job with 404 and the portal’s not-found page', async () => {
    const jobs = await newPage({ locale: 'en-US' });
    expect(await jobs.open('/jobs/987654321')).toBe(404);
    await jobs.heading().filter({ hasText: catalogs.en.portal.notFound.title }).waitFor();
  });
});
