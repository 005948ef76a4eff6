import {
  isLocale,
  jobPostingOf,
  LOCALE_COOKIE,
  locales,
  PAGE_LANGUAGE_PARAM,
  publicCompanyPath,
  publicJobPath,
  scriptSafeJson,
  type CompanyPageView,
  type JobLocationView,
  type Locale,
  type PublicJobView,
} from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import type { Request } from 'express';

/** What a page's `<head>` says: its title and the tags after it. */
export interface PageHead {
  title: string;
  tags: string;
}

/** Where a page is and in which language it is read. */
export interface PagePlace {
  /** `https://host` without a trailing slash. */
  origin: string;
  locale: Locale;
  /** Whether `?lang=` chose the language (the address is then that language's own). */
  isLanguageInAddress: boolean;
}

const HREFLANG: Record<Locale, string> = { en: 'en', 'zh-cn': 'zh-CN', lo: 'lo', th: 'th' };
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', 'zh-cn': 'zh_CN', lo: 'lo_LA', th: 'th_TH' };
// descriptions are cut where search engines cut them
const DESCRIPTION_MAX = 300;

const attributeEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => attributeEscapes[character]!);

/** The language the visitor chose in the portal (its cookie), if it is one of ours. */
function chosenLocaleOf(req: Request): Locale | undefined {
  const cookie = req.get('cookie')?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === LOCALE_COOKIE)?.[1];
  return cookie && isLocale(cookie) ? cookie : undefined;
}

/** The page's language: `?lang=` when it names one of ours, else the one the visitor chose in the portal, else Accept-Language. */
export function pageLanguageOf(req: Request): { locale: Locale; isLanguageInAddress: boolean } {
  const asked = req.query[PAGE_LANGUAGE_PARAM];
  if (typeof asked === 'string' && isLocale(asked.toLowerCase())) return { locale: asked.toLowerCase() as Locale, isLanguageInAddress: true };
  return { locale: chosenLocaleOf(req) ?? (req.res?.locals.locale as Locale | undefined) ?? 'en', isLanguageInAddress: false };
}

/**
 * The address users reach us at: PUBLIC_URL when configured (production), else the request's own scheme and host
 * (behind a proxy, Express reads them from X-Forwarded-* only as far as TRUST_PROXY trusts it).
 */
export function publicOriginOf(publicUrl: string | undefined, req: Request): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

const languageUrl = (origin: string, path: string, locale: Locale) => `${origin}${path}?${PAGE_LANGUAGE_PARAM}=${encodeURIComponent(locale)}`;

/** canonical, the four languages' alternates and x-default (the address that picks the language from the browser). */
function addressTags(path: string, place: PagePlace): { canonical: string; tags: string[] } {
  const canonical = place.isLanguageInAddress ? languageUrl(place.origin, path, place.locale) : `${place.origin}${path}`;
  return {
    canonical,
    tags: [
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      ...locales.map((locale) => `<link rel="alternate" hreflang="${HREFLANG[locale]}" href="${escapeHtml(languageUrl(place.origin, path, locale))}">`),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${place.origin}${path}`)}">`,
    ],
  };
}

function openGraphTags(place: PagePlace, page: { title: string; description: string; url: string; image?: string }): string[] {
  return [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(translate(place.locale, 'app.title'))}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(page.url)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[place.locale]}">`,
    ...locales.filter((locale) => locale !== place.locale).map((locale) => `<meta property="og:locale:alternate" content="${OG_LOCALE[locale]}">`),
    ...(page.image ? [`<meta property="og:image" content="${escapeHtml(page.image)}">`] : []),
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`,
  ];
}

const cut = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text);
const placeName = (location: JobLocationView) => [location.districtName, location.provinceName, location.countryName].filter(Boolean).join(', ');

// a formatter is costly to make: one per language and currency, kept
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A salary range in the reader's language and the job's currency, as the page shows it. */
export function salaryText(locale: Locale, job: Pick<PublicJobView, 'minSalary' | 'maxSalary' | 'currency'>): string {
  const key = `${locale}|${job.currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: job.currency, maximumFractionDigits: 0 });
    moneyFormats.set(key, format);
  }
  return job.minSalary === job.maxSalary ? format.format(job.minSalary) : format.formatRange(job.minSalary, job.maxSalary);
}

function headOf(place: PagePlace, path: string, page: { title: string; description: string; image?: string }, extra: string[] = []): PageHead {
  const siteTitle = translate(place.locale, 'app.title');
  const title = `${page.title} | ${siteTitle}`;
  const { canonical, tags } = addressTags(path, place);
  const description = cut(page.description);
  return {
    title,
    tags: [
      `<meta name="description" content="${escapeHtml(description)}">`,
      ...tags,
      ...openGraphTags(place, { title: page.title, description, url: canonical, image: page.image && `${place.origin}${page.image}` }),
      ...extra,
    ].join('\n    '),
  };
}

/** A job page's head: title, description, addresses, Open Graph, and the JobPosting structured data. */
export function jobPageHead(job: PublicJobView, place: PagePlace): PageHead {
  const path = publicJobPath(job.id);
  const title = translate(place.locale, 'jobPage.documentTitle', { position: job.position, company: job.company.name });
  const description = translate(place.locale, 'jobPage.metaDescription', {
    company: job.company.name,
    position: job.position,
    location: placeName(job.location),
    salary: salaryText(place.locale, job),
  });
  const posting = jobPostingOf(job, {
    jobUrl: `${place.origin}${path}`,
    companyUrl: `${place.origin}${publicCompanyPath(job.company.id)}`,
    sectionTitle: (field) => translate(place.locale, `jobs.fields.${field}`),
    // applying on the page arrives with delivery orders; until then the page says so
    canApplyOnPage: false,
  });
  const structuredData = posting ? [`<script type="application/ld+json">${scriptSafeJson(posting)}</script>`] : [];
  return headOf(place, path, { title, description, image: job.company.officePhotoUrl ?? undefined }, structuredData);
}

/** A company page's head. */
export function companyPageHead(company: CompanyPageView, place: PagePlace): PageHead {
  const count = company.openJobCount;
  const description =
    company.industry && company.location
      ? translate(place.locale, 'companyPage.metaDescription', { company: company.name, industry: company.industry.label, location: placeName(company.location), count })
      : translate(place.locale, 'companyPage.metaDescriptionShort', { company: company.name, count });
  const withIntroduction = company.introduction ? `${description} ${company.introduction}` : description;
  return headOf(place, publicCompanyPath(company.id), { title: company.name, description: withIntroduction, image: company.officePhotoUrl ?? undefined });
}

/** The not-found page: its title, and no search engine keeps it. */
export function notFoundHead(locale: Locale): PageHead {
  return {
    title: `${translate(locale, 'portal.notFound.title')} | ${translate(locale, 'app.title')}`,
    tags: '<meta name="robots" content="noindex">',
  };
}
