import type { ApplicationDocuments, ApplicationEvent, CompanyEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { COMPANIES_TABLE, JOBS_TABLE } from './tables';

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

/**
 * Recomputes, from the jobs table, the open-job figures of these publishers' companies: how many open jobs, the
 * industry most of them are in (ties by name), the place and publish time of the newest. One statement.
 */
export async function refreshCompanyFigures(tx: Knex.Transaction, publisherIds: number[]): Promise<void> {
  if (publisherIds.length === 0) return;
  await tx.raw(
    `with affected as (select unnest(?::int[]) as id),
          open_jobs as (select * from ${JOBS_TABLE} where status = 'published' and publisher_id in (select id from affected)),
          counts as (select publisher_id, count(*)::int as open_job_count from open_jobs group by publisher_id),
          industries as (
            select distinct on (publisher_id) publisher_id, industry from open_jobs
             group by publisher_id, industry order by publisher_id, count(*) desc, industry),
          newest as (
            select distinct on (publisher_id) publisher_id, province_code, district_code, publish_time from open_jobs
             order by publisher_id, publish_time desc nulls last, id desc)
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
