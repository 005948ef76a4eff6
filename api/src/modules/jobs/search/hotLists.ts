import { addDays, COMPANIES_TABLE, JOB_APPLICANTS_TABLE, JOB_SEARCH_TABLE, localDayOf } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { COMPANY_CARD_COLUMNS, type CompanyRow } from './cards';
import { hitOf, type JobSearchHit } from './jobSearch';
import type { SearchCardRow } from './searchStatement';
import { JOB_VIEWS_TABLE } from './jobViews';

/** "Hot" looks back this many days, today included (issue 12: the last 7 days). */
export const HOT_DAYS = 7;

/**
 * Each open job's interest over the last days: its views (one per visitor per day) plus its applications. Bindings:
 * the first day counted (in TIME_ZONE) and the earliest application instant.
 */
const RECENT_INTEREST = `
  select job_id, sum(score)::int as score from (
    select job_id, count(*) as score from ${JOB_VIEWS_TABLE} where day >= ?::date group by job_id
    union all
    select job_id, count(*) as score from ${JOB_APPLICANTS_TABLE} where applied_at >= ? group by job_id
  ) as interest group by job_id`;

const CARD_COLUMNS =
  's.job_id, s.publisher_id, s.position, s.company, s.industry, s.education, s.min_salary, s.max_salary, s.currency, s.province_code, s.district_code, s.publish_time, s.featured_until';

function windowOf(now: Date, timeZone: string): [string, Date] {
  return [addDays(localDayOf(now, timeZone), -(HOT_DAYS - 1)), new Date(now.getTime() - HOT_DAYS * 24 * 3600_000)];
}


/**
 * The open jobs most viewed and applied to in the last 7 days, ties (and jobs nobody looked at yet) by newest: featured
 * jobs (issue 13) pinned first, then the scored ones, then the newest of the rest, so a quiet week still fills the
 * list. One statement.
 */
export async function hotJobs(db: Knex, limit: number, timeZone: string, now = new Date()): Promise<JobSearchHit[]> {
  const [firstDay, since] = windowOf(now, timeZone);
  const { rows } = await db.raw<{ rows: SearchCardRow[] }>(
    `with interest as (${RECENT_INTEREST}),
          featured as (
            select ${CARD_COLUMNS}, 0 as score, 2 as tier from ${JOB_SEARCH_TABLE} s
             where s.featured_until > ? order by s.publish_time desc, s.job_id desc limit ?),
          scored as (
            select ${CARD_COLUMNS}, i.score, 1 as tier from interest i join ${JOB_SEARCH_TABLE} s on s.job_id = i.job_id
             where not exists (select 1 from featured where featured.job_id = s.job_id)
             order by i.score desc, s.publish_time desc, s.job_id desc limit ?),
          newest as (
            select ${CARD_COLUMNS}, 0 as score, 0 as tier from ${JOB_SEARCH_TABLE} s
             where not exists (select 1 from featured where featured.job_id = s.job_id)
               and not exists (select 1 from scored where scored.job_id = s.job_id)
             order by s.publish_time desc, s.job_id desc limit ?)
     select * from (select * from featured union all select * from scored union all select * from newest) as hot
      order by tier desc, score desc, publish_time desc, job_id desc limit ?`,
    [firstDay, since, now, limit, limit, limit, limit],
  );
  return rows.map((row) => hitOf(row, now));
}


/**
 * The approved companies whose open jobs drew the most interest in the last 7 days, ties by their newest job; then the
 * rest, newest job first (companies with none last), so the list falls back to newest when nobody looked.
 */
export async function hotCompanies(db: Knex, limit: number, timeZone: string, now = new Date()): Promise<CompanyRow[]> {
  const [firstDay, since] = windowOf(now, timeZone);
  const { rows } = await db.raw<{ rows: (CompanyRow & { score: number })[] }>(
    `with interest as (${RECENT_INTEREST}),
          by_company as (
            select s.publisher_id, sum(i.score)::int as score from interest i join ${JOB_SEARCH_TABLE} s on s.job_id = i.job_id group by s.publisher_id),
          scored as (
            select ${COMPANY_CARD_COLUMNS}, b.score from by_company b join ${COMPANIES_TABLE} c on c.id = b.publisher_id
             where c.approved order by b.score desc, c.last_published_at desc nulls last, c.id desc limit ?),
          newest as (
            select ${COMPANY_CARD_COLUMNS}, 0 as score from ${COMPANIES_TABLE} c
             where c.approved and not exists (select 1 from scored where scored.id = c.id)
             order by c.last_published_at desc nulls last, c.id desc limit ?)
     select * from (select * from scored union all select * from newest) as hot
      order by score desc, last_published_at desc nulls last, id desc limit ?`,
    [firstDay, since, limit, limit, limit],
  );
  return rows;
}
