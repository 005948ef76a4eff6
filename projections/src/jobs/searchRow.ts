import type { JobRowColumns } from './jobRow';
import { searchDocument, tagLexeme } from './searchText';

/** A row of JOB_SEARCH_TABLE: an open job, narrow — what a result card shows, what filters read, and its words. */
export interface JobSearchRowColumns {
  job_id: number;
  publisher_id: number;
  position: string;
  company: string;
  industry: string;
  education: string;
  min_salary: number;
  max_salary: number;
  currency: string;
  country: string;
  province_code: string;
  district_code: string;
  publish_time: Date;
  /** tsvector input text (searchDocument), cast by the insert. */
  document: string;
  /** Featured (pinned on top) until then; null when not featured. */
  featured_until: Date | null;
}

/** Tags a query can name through a dictionary label or a place name (`=industry:internet`, `=province:TH-10`). */
export function searchTagsOf(job: Pick<JobRowColumns, 'industry' | 'education' | 'country' | 'province_code' | 'district_code'>): string[] {
  return [
    tagLexeme('industry', job.industry),
    tagLexeme('education', job.education),
    tagLexeme('country', job.country),
    tagLexeme('province', job.province_code),
    tagLexeme('district', job.district_code),
  ];
}

/** The search row of a published job: the title and company weigh most, then the address and the text sections. */
export function searchRowOf(job: JobRowColumns): JobSearchRowColumns {
  const document = searchDocument(
    [
      { text: job.position, weight: 'A' },
      { text: job.company, weight: 'A' },
      { text: job.detail_address, weight: 'C' },
      ...[
        job.responsibility,
        job.requirement,
        job.interview_process,
        job.strict_requirements,
        job.preferred_profile,
        job.general_profile,
        job.rejected_profile,
        job.soft_skills,
        job.management_experience,
      ].map((text) => ({ text, weight: 'D' as const })),
    ],
    searchTagsOf(job),
  );
  return {
    job_id: job.id,
    publisher_id: job.publisher_id,
    position: job.position,
    company: job.company,
    industry: job.industry,
    education: job.education,
    min_salary: job.min_salary,
    max_salary: job.max_salary,
    currency: job.currency,
    country: job.country,
    province_code: job.province_code,
    district_code: job.district_code,
    publish_time: job.publish_time!,
    document,
    featured_until: job.featured_until,
  };
}
