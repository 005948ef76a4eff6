import { Readable } from 'node:stream';
import { publicCompanyPath, publicJobPath } from '@jobmarket/contracts';
import { EnumChangefreq, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { PublicViews } from './publicViews';

/** A sitemap holds at most 50,000 addresses (sitemaps.org): the newest open jobs fill what the companies leave. */
export const SITEMAP_MAX_URLS = 50_000;
// the public pages every visitor starts from
const ENTRY_PAGES = ['/', '/jobs', '/companies'];

/**
 * `/sitemap.xml`: the public entry pages, every open job and every company page with when it last changed, as
 * absolute addresses at `origin`. Closed and expired jobs are left out (their pages stay, marked expired).
 */
export async function sitemapXml(views: PublicViews, origin: string): Promise<string> {
  const { jobs, companies } = await views.sitemapEntries(SITEMAP_MAX_URLS);
  const companyItems: SitemapItemLoose[] = companies.map((company) => ({ url: publicCompanyPath(company.id), lastmod: company.updatedAt, changefreq: EnumChangefreq.WEEKLY }));
  const jobItems: SitemapItemLoose[] = jobs.map((job) => ({ url: publicJobPath(job.id), lastmod: job.updatedAt, changefreq: EnumChangefreq.DAILY }));
  const items = [...ENTRY_PAGES.map((url): SitemapItemLoose => ({ url, changefreq: EnumChangefreq.DAILY })), ...companyItems, ...jobItems].slice(0, SITEMAP_MAX_URLS);
  const stream = new SitemapStream({ hostname: origin, xmlns: { news: false, video: false, image: false, xhtml: false } });
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return xml.toString('utf8');
}
