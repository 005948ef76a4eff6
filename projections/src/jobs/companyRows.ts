import type { ApplicationDocuments, ApplicationEvent, CompanyEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { COMPANIES_TABLE, COMPANY_OPEN_JOBS_TABLE, JOB_SEARCH_TABLE } from './tables';

/** The office photo a company page may show: the first officePhoto document of the publisher's application. */
const officePhotoOf = (documents: ApplicationDocuments): string | undefined => documents.officePhoto?.[0]?.id;

/**
 * A company's own columns from its publisher's application (name, office photo, approval) and profile (introduction,
 * whether the photo is public). Only publisher applications make companies; school administrators' are not.
 */
export async function applyCompanyEvent(tx: Knex.Transaction, recorded: RecordedEvent & (CompanyEvent | ApplicationEvent)): Promise<void> {
  const at = recorded.createdAt;
  const event = recorded as CompanyEvent | ApplicationEvent;
  switch (event.type) {
    case 'PublisherApplicationSubmitted': {
      const { userId, company, documents } = event.data;
      await tx(COMPANIES_TABLE)
        .insert({ id: userId, name: company, office_photo_file_id: officePhotoOf(documents) ?? null, approved: false, updated_at: at })
        .onConflict('id')
        .merge(['name', 'office_photo_file_id', 'updated_at']);
      break;
    }
    case 'ApplicationResubmitted': {
      if (event.data.kind !== 'publisher') break;
      const { userId, company, documents } = event.data;
      const photo = officePhotoOf(documents);
      // corrected fields replace theirs; what was not sent again stays
      await tx(COMPANIES_TABLE)
        .where({ id: userId })
        .update({ ...(company === undefined ? {} : { name: company }), ...(photo === undefined ? {} : { office_photo_file_id: photo }), updated_at: at });
      break;
    }
    case 'ApplicationApproved':
    case 'ApplicationRejected':
      if (event.data.kind !== 'publisher') break;
      await tx(COMPANIES_TABLE).where({ id: event.data.userId }).update({ approved: event.type === 'ApplicationApproved', updated_at: at });
      break;
    case 'CompanyProfileUpdated': {
      const { publisherId, introduction, showOfficePhoto } = event.data;
      // the profile names no company: a row made here waits for its application's name
      await tx(COMPANIES_TABLE)
        .insert({ id: publisherId, name: '', introduction, show_office_photo: showOfficePhoto, approved: false, updated_at: at })
        .onConflict('id')
        .merge(['introduction', 'show_office_photo', 'updated_at']);
      break;
    }
  }
}

/** A job as its company's figures count it: open, of this publisher, in this industry; undefined when not open. */
export interface OpenJob {
  publisherId: number;
  industry: string;
}

/**
 * Moves the open-job figures of the companies whose jobs opened or closed in the batch: the per-industry tally by
 * what changed (so a replayed batch, whose jobs stand as they did, moves nothing), then each such company's count, the
 * industry most of its open jobs are in (ties by name) and the place and publish time of its newest open job (from
 * the search table, which holds exactly the open jobs, by its publisher index).
 */
export async function refreshCompanyFigures(tx: Knex.Transaction, changes: { before?: OpenJob; after?: OpenJob }[]): Promise<void> {
  const deltas = new Map<string, { publisherId: number; industry: string; delta: number }>();
  const move = (job: OpenJob | undefined, delta: number) => {
    if (!job) return;
    const key = `${job.publisherId}\u0000${job.industry}`;
    const entry = deltas.get(key) ?? { ...job, delta: 0 };
    entry.delta += delta;
    deltas.set(key, entry);
  };
  for (const { before, after } of changes) {
    move(before, -1);
    move(after, 1);
  }
  const moved = [...deltas.values()].filter((entry) => entry.delta !== 0);
  if (moved.length === 0) return;
  await tx.raw(
    `insert into ${COMPANY_OPEN_JOBS_TABLE} (publisher_id, industry, open_count)
     select * from unnest(?::int[], ?::text[], ?::int[])
     on conflict (publisher_id, industry) do update set open_count = ${COMPANY_OPEN_JOBS_TABLE}.open_count + excluded.open_count`,
    [moved.map((entry) => entry.publisherId), moved.map((entry) => entry.industry), moved.map((entry) => entry.delta)],
  );
  const publisherIds = [...new Set(moved.map((entry) => entry.publisherId))];
  await tx(COMPANY_OPEN_JOBS_TABLE).whereIn('publisher_id', publisherIds).where('open_count', '<=', 0).delete();
  await tx.raw(
    `with affected as (select unnest(?::int[]) as id),
          counts as (
            select publisher_id, sum(open_count)::int as open_job_count from ${COMPANY_OPEN_JOBS_TABLE}
             where publisher_id in (select id from affected) group by publisher_id),
          industries as (
            select distinct on (publisher_id) publisher_id, industry from ${COMPANY_OPEN_JOBS_TABLE}
             where publisher_id in (select id from affected) order by publisher_id, open_count desc, industry),
          newest as (
            select affected.id as publisher_id, s.province_code, s.district_code, s.publish_time from affected
             cross join lateral (
               select province_code, district_code, publish_time from ${JOB_SEARCH_TABLE}
                where publisher_id = affected.id order by publish_time desc, job_id desc limit 1) as s)
     update ${COMPANIES_TABLE} c
        set open_job_count = coalesce(counts.open_job_count, 0),
            industry = industries.industry,
            province_code = newest.province_code,
            district_code = newest.district_code,
            last_published_at = newest.publish_time
       from affected
       left join counts on counts.publisher_id = affected.id
       left join industries on industries.publisher_id = affected.id
       left join newest on newest.publisher_id = affected.id
      where c.id = affected.id`,
    [publisherIds],
  );
}
