import { jobTextFields, type JobTextField } from './forms';
import type { PublicJobView } from './views';

/**
 * The spec's jobs are salaried positions paid by the month with a guarantee period: full-time. A job has no field for
 * it (spec §3 Job), so the page states it and the structured data says the same.
 */
export const JOB_EMPLOYMENT_TYPE = 'FULL_TIME';
/** Salaries are monthly (`jobs.salary.perMonth`). */
export const SALARY_UNIT = 'MONTH';

/** schema.org JobPosting as search engines read it (Google's required and recommended properties). */
export interface JobPostingStructuredData {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  /** HTML: the job's nine text sections under their headings. */
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: typeof JOB_EMPLOYMENT_TYPE;
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string };
  jobLocation: {
    '@type': 'Place';
    address: { '@type': 'PostalAddress'; streetAddress: string; addressLocality: string; addressRegion: string; addressCountry: string };
  };
  baseSalary: {
    '@type': 'MonetaryAmount';
    currency: string;
    value: { '@type': 'QuantitativeValue'; minValue: number; maxValue: number; unitText: typeof SALARY_UNIT };
  };
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  directApply: boolean;
  industry: string;
  url: string;
}

export interface JobPostingContext {
  /** Absolute address of the job's page and of its company's page. */
  jobUrl: string;
  companyUrl: string;
  /** The heading each text section has on the page, in the page's language. */
  sectionTitle: (field: JobTextField) => string;
  /** Whether a seeker can apply on the page itself (the application flow of the delivery-order issue). */
  canApplyOnPage: boolean;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);

/** The sections as search engines want a description: HTML, each heading and its text as the page shows them. */
export function jobDescriptionHtml(job: Pick<PublicJobView, JobTextField>, sectionTitle: (field: JobTextField) => string): string {
  return jobTextFields
    .map((field) => `<h3>${escapeHtml(sectionTitle(field))}</h3><p>${escapeHtml(job[field]).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The job's schema.org JobPosting, every value one the page shows too. A job that was never published has none;
 * a closed job's `validThrough` (its closing instant, in the past) tells search engines it has expired.
 */
export function jobPostingOf(job: PublicJobView, context: JobPostingContext): JobPostingStructuredData | undefined {
  if (!job.publishTime || !job.validThrough) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.position,
    description: jobDescriptionHtml(job, context.sectionTitle),
    datePosted: job.publishTime,
    validThrough: job.validThrough,
    employmentType: JOB_EMPLOYMENT_TYPE,
    hiringOrganization: { '@type': 'Organization', name: job.company.name, sameAs: context.companyUrl },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.detailAddress,
        addressLocality: job.location.districtName,
        addressRegion: job.location.provinceName,
        addressCountry: job.location.country,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.minSalary, maxValue: job.maxSalary, unitText: SALARY_UNIT },
    },
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.id) },
    directApply: context.canApplyOnPage,
    industry: job.industry.label,
    url: context.jobUrl,
  };
}
