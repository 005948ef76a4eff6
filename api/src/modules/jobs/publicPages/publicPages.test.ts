import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID, type CompanyPageView, type PublicJobView, type PublicPageData } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSystemData } from '../../system/seed/seedSystemData';
import { startTestApi, type TestApi } from '../../../testing/testApi';
import { JOB_VIEWS_TABLE } from '../search/jobViews';
import { approvedCompany, given, job, jobFields } from './publicPageFixtures';

// a portal build without its server bundle: the api still writes the head and the page's data into it
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>JobMarket</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ORIGIN = 'https://jobs.example.org';
const SCRIPT_BREAKOUT = '</script><script>alert("pwned")</script><!--';

const PUBLISHER = 9101;
const HIDDEN_PHOTO_PUBLISHER = 9102;
const OPEN = 501;
const CLOSED = 502;
const PENDING = 503;
const HOSTILE = 504;
const OTHER_COMPANY_JOB = 505;

let api: TestApi;
let shellDir: string;
let idCardId: string;

/** Every `<script type="application/ld+json">` block of a page, parsed. */
function structuredDataOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

function pageDataOf(html: string): PublicPageData {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return JSON.parse(match![1]!);
}

const linkHref = (html: string, attributes: string) => new RegExp(`<link ${attributes} href="([^"]*)">`).exec(html)?.[1];
const page = (path: string, headers: Record<string, string> = {}) => fetch(`${api.baseUrl}${path}`, { headers });

beforeAll(async () => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'jm-portal-shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), SHELL);
  api = await startTestApi({ PUBLIC_URL: ORIGIN }, { frontEnds: { adminDist: path.join(shellDir, 'admin'), portalDist: shellDir } });
  await seedSystemData(api.moduleContext);
  const shown = await approvedCompany(api, PUBLISHER, { company: 'Siam Digital', introduction: 'We build payment systems in Bangkok.', showOfficePhoto: true });
  const hidden = await approvedCompany(api, HIDDEN_PHOTO_PUBLISHER, { company: 'Lao Logistics', showOfficePhoto: false });
  idCardId = shown.idCardId;
  await given(
    api,
    ...shown.stream,
    ...hidden.stream,
    job(OPEN, PUBLISHER, 'published'),
    job(CLOSED, PUBLISHER, 'closed', jobFields({ position: 'Closed position' })),
    job(PENDING, PUBLISHER, 'pending', jobFields({ position: 'Pending position' })),
    job(HOSTILE, PUBLISHER, 'published', jobFields({ position: `Engineer ${SCRIPT_BREAKOUT}`, responsibility: `Ship it. ${SCRIPT_BREAKOUT}` })),
    job(OTHER_COMPANY_JOB, HIDDEN_PHOTO_PUBLISHER, 'published', jobFields({ position: 'ພະນັກງານຂົນສົ່ງ', currency: 'LAK', provinceCode: 'LA-VT', districtCode: 'LA-VT-01' })),
  );
}, 120_000);

afterAll(async () => {
  await api?.close();
  if (shellDir) rmSync(shellDir, { recursive: true, force: true });
});

describe('GET /api/v1/jobs/{id}/public', () => {
  it('answers an open job as the public sees it, labelled in the reader’s language, without commission or audit', async () => {
    const { status, body } = await api.call(`/api/v1/jobs/${OPEN}/public`, { headers: { 'Accept-Language': 'th' } });
    expect(status).toBe(200);
    const view = body.data as PublicJobView;
    expect(view).toMatchObject({
      id: OPEN,
      position: 'วิศวกรซอฟต์แวร์อาวุโส',
      isOpen: true,
      currency: 'THB',
      minSalary: 50000,
      maxSalary: 80000,
      guaranteeMonth: 3,
      industry: { value: 'internet', label: 'อินเทอร์เน็ตและไอที' },
      location: { country: 'TH', provinceCode: 'TH-10', provinceName: 'กรุงเทพมหานคร', districtName: 'พระนคร' },
      company: { id: PUBLISHER, name: 'Siam Digital', openJobCount: 2, officePhotoUrl: `/api/v1/companies/${PUBLISHER}/office-photo` },
      managementExperience: 'Has mentored two engineers.',
    });
    expect(JSON.stringify(view)).not.toMatch(/commission|auditStatus|resumeAuditor|30000/i);
  });

  it('answers A0606 for an unknown job and for one never published', async () => {
    for (const id of [999_999, PENDING]) {
      const { status, body } = await api.call(`/api/v1/jobs/${id}/public`);
      expect([status, body.code]).toEqual([404, 'A0606']);
    }
  });

  it('answers a closed job with isOpen false and its closing instant as validThrough', async () => {
    const { body } = await api.call(`/api/v1/jobs/${CLOSED}/public`);
    const view = body.data as PublicJobView;
    expect(view.isOpen).toBe(false);
    expect(Date.parse(view.validThrough!)).toBeLessThanOrEqual(Date.now());
  });

  it('counts one view per visitor per day', async () => {
    const views = async () => Number((await api.db(JOB_VIEWS_TABLE).where({ job_id: OTHER_COMPANY_JOB }).count({ n: '*' }))[0]!.n);
    const before = await views();
    const headers = { 'User-Agent': 'Mozilla/5.0 (counting test)' };
    await api.call(`/api/v1/jobs/${OTHER_COMPANY_JOB}/public`, { headers });
    await api.call(`/api/v1/jobs/${OTHER_COMPANY_JOB}/public`, { headers });
    // the server-rendered page is the same visitor's same view
    await page(`/jobs/${OTHER_COMPANY_JOB}`, headers);
    // crawlers are not people
    await api.call(`/api/v1/jobs/${OTHER_COMPANY_JOB}/public`, { headers: { 'User-Agent': 'Googlebot/2.1' } });
    expect(await views()).toBe(before + 1);
  });
});

describe('GET /api/v1/companies/{id}/public and the office photo', () => {
  it('answers an approved company with its open jobs and the office photo it shows', async () => {
    const { body } = await api.call(`/api/v1/companies/${PUBLISHER}/public`, { headers: { 'Accept-Language': 'en' } });
    const company = body.data as CompanyPageView;
    expect(company).toMatchObject({ id: PUBLISHER, name: 'Siam Digital', introduction: 'We build payment systems in Bangkok.', industry: { value: 'internet', label: 'Internet and IT' } });
    expect(company.jobs.map((card) => card.id).sort()).toEqual([OPEN, HOSTILE]);
    const photo = await fetch(`${api.baseUrl}${company.officePhotoUrl}`);
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(JSON.stringify(company)).not.toContain(idCardId);
  });

  it('shows no office photo the publisher did not allow, and serves none', async () => {
    const { body } = await api.call(`/api/v1/companies/${HIDDEN_PHOTO_PUBLISHER}/public`);
    expect((body.data as CompanyPageView).officePhotoUrl).toBeNull();
    const { status, body: refused } = await api.call(`/api/v1/companies/${HIDDEN_PHOTO_PUBLISHER}/office-photo`);
    expect([status, refused.code]).toEqual([404, 'A0606']);
  });

  it('answers A0606 for a user who is no approved publisher', async () => {
    const { body } = await api.call('/api/v1/companies/1/public');
    expect(body.code).toBe('A0606');
  });
});

describe('the server-rendered job page /jobs/{id}', () => {
  it('carries a JobPosting that parses and has every required property, from the job', async () => {
    const response = await page(`/jobs/${OPEN}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const [posting, ...more] = structuredDataOf(html);
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'วิศวกรซอฟต์แวร์อาวุโส',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Siam Digital', sameAs: `${ORIGIN}/companies/${PUBLISHER}` },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: '99 Rama IV Road, Silom Tower, 12th floor', addressLocality: 'Phra Nakhon', addressRegion: 'Bangkok', addressCountry: 'TH' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'THB', value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 80000, unitText: 'MONTH' } },
      identifier: { '@type': 'PropertyValue', value: String(OPEN) },
      directApply: false,
      url: `${ORIGIN}/jobs/${OPEN}`,
    });
    for (const property of ['description', 'datePosted', 'validThrough']) expect(posting![property], property).toBeTruthy();
    expect(posting!.description).toContain('Design and build the payment platform.');
    expect(Date.parse(String(posting!.validThrough))).toBeGreaterThan(Date.now());
  });

  it('keeps a </script> in the job’s text inside the JSON-LD and the page data', async () => {
    const html = await (await page(`/jobs/${HOSTILE}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    // the document's scripts are exactly the shell's module, the structured data and the page data
    expect(html.match(/<script\b/g)).toHaveLength(3);
    const [posting] = structuredDataOf(html);
    expect(posting!.title).toBe(`Engineer ${SCRIPT_BREAKOUT}`);
    expect(pageDataOf(html)).toMatchObject({ page: 'job', id: HOSTILE, job: { responsibility: `Ship it. ${SCRIPT_BREAKOUT}` } });
  });

  it('names its canonical address, hreflang alternates for the four languages and Open Graph tags', async () => {
    const html = await (await page(`/jobs/${OPEN}?lang=th`, { 'Accept-Language': 'en' })).text();
    expect(html).toContain('<html lang="th" data-rendered-locale="th">');
    expect(linkHref(html, 'rel="canonical"')).toBe(`${ORIGIN}/jobs/${OPEN}?lang=th`);
    expect(linkHref(html, 'rel="alternate" hreflang="en"')).toBe(`${ORIGIN}/jobs/${OPEN}?lang=en`);
    expect(linkHref(html, 'rel="alternate" hreflang="zh-CN"')).toBe(`${ORIGIN}/jobs/${OPEN}?lang=zh-cn`);
    expect(linkHref(html, 'rel="alternate" hreflang="lo"')).toBe(`${ORIGIN}/jobs/${OPEN}?lang=lo`);
    expect(linkHref(html, 'rel="alternate" hreflang="th"')).toBe(`${ORIGIN}/jobs/${OPEN}?lang=th`);
    expect(linkHref(html, 'rel="alternate" hreflang="x-default"')).toBe(`${ORIGIN}/jobs/${OPEN}`);
    expect(html).toContain('<title>วิศวกรซอฟต์แวร์อาวุโส – Siam Digital | JobMarket</title>');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/jobs/${OPEN}?lang=th">`);
    expect(html).toContain('<meta property="og:title" content="วิศวกรซอฟต์แวร์อาวุโส – Siam Digital">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/v1/companies/${PUBLISHER}/office-photo">`);
    expect(html).toMatch(/<meta name="description" content="Siam Digital รับสมัคร วิศวกรซอฟต์แวร์อาวุโส ที่ พระนคร, กรุงเทพมหานคร, ไทย เงินเดือน [^"]*50,000[^"]*80,000 ต่อเดือน">/);
  });

  it('reads the language from Accept-Language when the address names none, and stays the canonical itself', async () => {
    const response = await page(`/jobs/${OTHER_COMPANY_JOB}`, { 'Accept-Language': 'lo-LA,lo;q=0.9,en;q=0.5' });
    const html = await response.text();
    expect(response.headers.get('content-language')).toBe('lo');
    expect(html).toContain('<html lang="lo" data-rendered-locale="lo">');
    expect(linkHref(html, 'rel="canonical"')).toBe(`${ORIGIN}/jobs/${OTHER_COMPANY_JOB}`);
    expect(pageDataOf(html)).toMatchObject({ job: { location: { provinceName: 'ນະຄອນຫລວງວຽງຈັນ' } } });
  });

  it('starts in the language the visitor chose in the portal (its cookie) over Accept-Language, but not over ?lang=', async () => {
    const chosen = await page(`/jobs/${OPEN}`, { 'Accept-Language': 'en', Cookie: 'theme=dark; jm_locale=zh-cn' });
    expect(await chosen.text()).toContain('<html lang="zh-cn" data-rendered-locale="zh-cn">');
    const addressed = await page(`/jobs/${OPEN}?lang=lo`, { Cookie: 'jm_locale=zh-cn' });
    expect(await addressed.text()).toContain('<html lang="lo" data-rendered-locale="lo">');
  });

  it('marks a closed job expired: validThrough in the past, and the page data says it is not open', async () => {
    const response = await page(`/jobs/${CLOSED}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const [posting] = structuredDataOf(html);
    expect(Date.parse(String(posting!.validThrough))).toBeLessThanOrEqual(Date.now());
    expect(pageDataOf(html)).toMatchObject({ page: 'job', id: CLOSED, job: { isOpen: false } });
  });

  it('answers 404 with the not-found page for an unknown job and one never published', async () => {
    for (const id of [999_999, PENDING]) {
      const response = await page(`/jobs/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<title>Page not found | JobMarket</title>');
      expect(structuredDataOf(html)).toEqual([]);
      expect(pageDataOf(html)).toEqual({ page: 'job', id, job: null });
    }
  });

  it('leaves /jobs and addresses that are no id to the portal', async () => {
    const html = await (await page('/jobs')).text();
    expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('the server-rendered company page /companies/{id}', () => {
  it('has its head and data, and 404 for a user who is no approved publisher', async () => {
    const html = await (await page(`/companies/${PUBLISHER}?lang=zh-cn`)).text();
    expect(html).toContain('<title>Siam Digital | JobMarket 求职招聘</title>');
    expect(linkHref(html, 'rel="canonical"')).toBe(`${ORIGIN}/companies/${PUBLISHER}?lang=zh-cn`);
    expect(pageDataOf(html)).toMatchObject({ page: 'company', id: PUBLISHER, company: { name: 'Siam Digital', industry: { label: '互联网/IT' } } });
    expect((await page('/companies/1')).status).toBe(404);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists open jobs and company pages at absolute addresses, and no closed or pending job', async () => {
    const response = await page('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${ORIGIN}/jobs/${OPEN}</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/companies/${PUBLISHER}</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/jobs/${OPEN}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`));
    expect(xml).not.toContain(`/jobs/${CLOSED}<`);
    expect(xml).not.toContain(`/jobs/${PENDING}<`);
  });

  it('points crawlers to the sitemap and keeps them out of the back office, the api and the signed-in area', async () => {
    const text = await (await page('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/admin/', '/api/', '/dashboard', '/resumes', '/talent', '/vip']) expect(text).toContain(`Disallow: ${path}\n`);
  });
});
