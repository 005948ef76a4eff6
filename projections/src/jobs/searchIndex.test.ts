import type { NewEvent } from '@jobmarket/eventstore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { jobApproved, jobPosted, jobPublished, publisherApplied, publisherApproved } from './jobEventFixtures';
import { jobsProjection } from './jobs.projection';
import { planSearchIndex, SEARCH_INDEX_WARNING_CODE, searchIndexKindOf } from './searchIndex';
import { COMPANIES_TABLE, JOB_SEARCH_TABLE, JOBS_TABLE } from './tables';

const index = { name: 'job_search_v1_document', table: 'job_search_v1' };

describe('the search index plan', () => {
  it('orders postings by publish time inside a RUM index when the extension is installed', () => {
    const plan = planSearchIndex('public', index);
    expect(plan.kind).toBe('rum');
    expect(plan.sql).toContain('using rum (document "public".rum_tsvector_addon_ops, publish_time)');
    expect(plan.sql).toContain(`attach = 'publish_time', to = 'document'`);
    expect(plan.warning).toBeUndefined();
  });

  it('falls back to GIN, with a warning saying how to install RUM, when the extension is missing', () => {
    const plan = planSearchIndex(undefined, index);
    expect(plan.kind).toBe('gin');
    expect(plan.sql).toBe('create index if not exists "job_search_v1_document" on "job_search_v1" using gin (document)');
    expect(plan.warning).toMatch(/postgresql-15-rum/);
  });
});

const toNew = (spec: { type: string; data: unknown }): NewEvent => ({ type: spec.type, data: spec.data, metadata: { actorId: '1' } });

describe('the jobs projection on a real database', () => {
  let testbed: ProjectionTestbed;
  const catchUp = async () =>
    new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: jobsProjection }).run(
      new AbortController().signal,
      (await testbed.store.headPosition())!,
    );

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    const published = new Date(Date.UTC(2026, 0, 2));
    await testbed.store.appendToStream('application-9', [publisherApplied(9, 'Siam Tech'), publisherApproved(9)].map(toNew), { expectedRevision: 'no_stream' });
    for (const id of [1, 2, 3]) {
      const events = [jobPosted(id, 9, { position: ['วิศวกรซอฟต์แวร์อาวุโส', '高级软件工程师', 'ວິສະວະກອນ'][id - 1]! }), jobApproved(id), jobPublished(id, published)];
      await testbed.store.appendToStream(`job-${id}`, events.map(toNew), { expectedRevision: 'no_stream' });
    }
    await catchUp();
  });
  afterAll(async () => testbed?.dispose());

  it('uses RUM where the server has it (migration 013 created the extension)', async () => {
    expect(await searchIndexKindOf(testbed.db, JOB_SEARCH_TABLE)).toBe('rum');
  });

  it('rebuilds to the same rows, the RUM index included', async () => {
    const snapshot = async () => ({
      jobs: await testbed.db(JOBS_TABLE).orderBy('id'),
      search: await testbed.db(JOB_SEARCH_TABLE).orderBy('job_id').select('*', testbed.db.raw('document::text as document')),
      companies: await testbed.db(COMPANIES_TABLE).orderBy('id'),
    });
    const live = await snapshot();
    expect(live.search).toHaveLength(3);
    await rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection: jobsProjection });
    expect(await snapshot()).toEqual(live);
    expect(await searchIndexKindOf(testbed.db, JOB_SEARCH_TABLE)).toBe('rum');
  });

  it('builds a GIN index and warns when the rum extension is gone', async () => {
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      await testbed.db.raw('drop extension rum cascade'); // takes the RUM index with it
      await jobsProjection.setup(testbed.db);
      expect(await searchIndexKindOf(testbed.db, JOB_SEARCH_TABLE)).toBe('gin');
      expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/GIN index/), { code: SEARCH_INDEX_WARNING_CODE });
      const found = await testbed.db(JOB_SEARCH_TABLE).whereRaw('document @@ ?::tsquery', [`'工程':*`]).pluck('job_id');
      expect(found).toEqual([2]);
    } finally {
      warnings.mockRestore();
      await testbed.db.raw('create extension if not exists rum');
    }
  });

  it('replaces the GIN index by a RUM one once the extension is back, when the projections set up again', async () => {
    await jobsProjection.setup(testbed.db);
    expect(await searchIndexKindOf(testbed.db, JOB_SEARCH_TABLE)).toBe('rum');
    const found = await testbed.db(JOB_SEARCH_TABLE).whereRaw('document @@ ?::tsquery', [`'วิศวกร':*`]).pluck('job_id');
    expect(found).toEqual([1]);
  });
});
