import { companyOfficePhotoUrl, timeZoneOfCountry, type CompanyCardView, type JobCardView } from '@jobmarket/contracts';
import { formatDateTime } from '../../../http/time';
import { FILES_TABLE } from '../../files/fileStore';
import type { JobLabels } from '../regions/jobLabels';
import type { JobSearchHit } from './jobSearch';

/**
 * A search hit as its card reads in one language: labels for the dictionary values and the place, and its publish
 * time where the job is (`YYYY-MM-DD HH:mm:ss` in its country's zone), so the card and the job's page show one day.
 */
export function jobCardOf(hit: JobSearchHit, labels: JobLabels): JobCardView {
  const location = labels.location(hit.provinceCode, hit.districtCode);
  return {
    id: hit.id,
    position: hit.position,
    company: hit.company,
    publisherId: hit.publisherId,
    industry: labels.industry(hit.industry),
    education: labels.education(hit.education),
    minSalary: hit.minSalary,
    maxSalary: hit.maxSalary,
    currency: hit.currency,
    location,
    publishTime: formatDateTime(hit.publishTime, timeZoneOfCountry[location.country]),
    featuredUntil: hit.featuredUntil?.toISOString() ?? null,
  };
}

/**
 * Whether company `c` shows its office photo: its publisher allows it and the file is a picture (a PDF among the
 * application's documents never is; publicPages/ serves the photo by the same rule).
 */
export const COMPANY_PHOTO_SHOWN = `(c.show_office_photo and exists (
    select 1 from ${FILES_TABLE} f
     where f.id = case when c.office_photo_file_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then c.office_photo_file_id::uuid end
       and f.content_type in ('image/jpeg', 'image/png'))) as office_photo_shown`;

/** The columns of a company `c` the cards read. */
export const COMPANY_CARD_COLUMNS = `c.id, c.name, c.introduction, c.open_job_count, c.industry, c.province_code, c.district_code, c.last_published_at, ${COMPANY_PHOTO_SHOWN}`;

/** A row of COMPANIES_TABLE as the company lists read it. */
export interface CompanyRow {
  id: number;
  name: string;
  introduction: string;
  /** The publisher shows the office photo and it is a picture (COMPANY_PHOTO_SHOWN). */
  office_photo_shown: boolean;
  open_job_count: number;
  industry: string | null;
  province_code: string | null;
  district_code: string | null;
  last_published_at: Date | null;
}

/**
 * A company as a card: the industry most of its open jobs are in, the place of its newest, and the office photo only
 * where its publisher chose to show it (served by `GET /companies/{id}/office-photo`, never any other document).
 */
export function companyCardOf(row: CompanyRow, labels: JobLabels): CompanyCardView {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry ? labels.industry(row.industry) : null,
    location: row.province_code && row.district_code ? labels.location(row.province_code, row.district_code) : null,
    openJobCount: row.open_job_count,
    officePhotoUrl: row.office_photo_shown ? companyOfficePhotoUrl(row.id) : null,
  };
}
