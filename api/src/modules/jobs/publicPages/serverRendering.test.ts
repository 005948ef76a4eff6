import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../../platform/config';
import { startTestApi, type TestApi } from '../../../testing/testApi';
import { seedSystemData } from '../../system/seed/seedSystemData';
import { approvedCompany, given, job, jobFields } from './publicPageFixtures';
import { serverEntryOf } from './publicPageRoutes';

// The portal's real build with its server entry (npm run build). CI always builds first; a developer who has not
// built is told so here instead of failing on a missing file.
const portalDist = path.join(repositoryRoot, 'portal/dist');
const isBuilt = existsSync(path.join(portalDist, 'index.html')) && existsSync(serverEntryOf(portalDist));
if (!isBuilt && process.env.CI) throw new Error('the portal is not built with its server entry: run `npm run build` before the tests');

const PUBLISHER = 9201;
const OPEN = 601;
const CLOSED = 602;

let api: TestApi;

/** The text a reader sees in the markup of the portal's root (tags and the page data left out). */
function visibleText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

const structuredData = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe.skipIf(!isBuilt)('public pages rendered on the server with the portal’s components', () => {
  beforeAll(async () => {
    api = await startTestApi({ PUBLIC_URL: 'https://jobs.example.org' }, { frontEnds: { adminDist: path.join(repositoryRoot, 'admin/dist'), portalDist } });
    await seedSystemData(api.moduleContext);
    const company = await approvedCompany(api, PUBLISHER, { company: 'Siam Digital', introduction: 'We build payment systems in Bangkok.', showOfficePhoto: true });
    await given(api, ...company.stream, job(OPEN, PUBLISHER, 'published'), job(CLOSED, PUBLISHER, 'closed', jobFields({ position: 'Closed position' })));
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('sends the page compressed where the browser accepts it (rendered on a thread, compressed once)', async () => {
    const plain = await fetch(`${api.baseUrl}/jobs/${OPEN}?lang=en`, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await fetch(`${api.baseUrl}/jobs/${OPEN}?lang=en`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    // fetch decompresses: the same page either way
    expect(await brotli.text()).toBe(await plain.text());
  });

  it('puts the job itself in the HTML, every structured-data value visible on the page', async () => {
    const html = await (await fetch(`${api.baseUrl}/jobs/${OPEN}?lang=en`)).text();
    const text = visibleText(html);
    const posting = structuredData(html);
    expect(html).toMatch(/<h1[^>]*>วิศวกรซอฟต์แวร์อาวุโส<\/h1>/);
    for (const value of [
      posting.title,
      posting.hiringOrganization.name,
      posting.jobLocation.address.streetAddress,
      posting.jobLocation.address.addressLocality,
      posting.jobLocation.address.addressRegion,
      posting.industry,
      posting.identifier.value,
      'Full-time',
      '50,000',
      '80,000',
      'per month',
      'Design and build the payment platform.',
      'Has mentored two engineers.',
      'Sign in to apply',
    ]) {
      expect(text, value).toContain(value);
    }
    expect(text).toContain(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(new Date(posting.datePosted)));
  });

  it('sends the CSS the markup uses, and no inline script the CSP would refuse', async () => {
    const html = await (await fetch(`${api.baseUrl}/jobs/${OPEN}`)).text();
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.every((attributes) => /type="module"[^>]*src=|type="application\/(ld\+)?json"/.test(attributes)), scripts.join('\n')).toBe(true);
  });

  it('renders a closed job marked as no longer accepting applications, without an apply button', async () => {
    const text = visibleText(await (await fetch(`${api.baseUrl}/jobs/${CLOSED}`)).text());
    expect(text).toContain('No longer accepting applications');
    expect(text).not.toContain('Sign in to apply');
  });

  it('renders the portal’s not-found page for an unknown job, in the reader’s language', async () => {
    const response = await fetch(`${api.baseUrl}/jobs/987654`, { headers: { 'Accept-Language': 'th' } });
    expect(response.status).toBe(404);
    expect(visibleText(await response.text())).toContain('ไม่พบหน้านี้');
  });

  it('renders the company page with its introduction and open jobs linking to their pages', async () => {
    const html = await (await fetch(`${api.baseUrl}/companies/${PUBLISHER}?lang=en`)).text();
    expect(html).toMatch(/<h1[^>]*>Siam Digital<\/h1>/);
    expect(visibleText(html)).toContain('We build payment systems in Bangkok.');
    expect(html).toContain(`href="/jobs/${OPEN}"`);
    expect(html).not.toContain(`href="/jobs/${CLOSED}"`);
    expect(html).toContain(`src="/api/v1/companies/${PUBLISHER}/office-photo"`);
  });
});
