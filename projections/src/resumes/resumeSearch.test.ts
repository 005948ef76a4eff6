import type { NewEvent } from '@jobmarket/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexKindOf } from '../jobs/searchIndex';
import { quotaConsumed } from '../membership/membershipEventFixtures';
import { rebuildProjection } from '../runner/rebuild';
import { ProjectionRunner } from '../runner/projectionRunner';
import { userCreated } from '../testing/identityEvents';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import type { SpecEvent } from '../testing/projectionSpec';
import { defaultResumeChosen, resumeCreated, resumeDeleted, resumeEdited, resumePdfGenerated, resumeSearchableChanged } from './resumeEventFixtures';
import { resumesProjection } from './resumes.projection';
import { RESUME_UNLOCKS_TABLE, RESUMES_TABLE, SEEKERS_TABLE } from './tables';

const toNew = (spec: SpecEvent): NewEvent => ({ type: spec.type, data: spec.data, metadata: { actorId: '1' } });

const titles = ['วิศวกรซอฟต์แวร์อาวุโส', '高级软件工程师', 'ວິສະວະກອນ', 'Data Analyst'];

describe('the resumes projection on a real database', () => {
  let testbed: ProjectionTestbed;
  const append = (streamId: string, events: SpecEvent[]) => testbed.store.appendToStream(streamId, events.map(toNew));
  const catchUp = async () =>
    new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: resumesProjection }).run(
      new AbortController().signal,
      (await testbed.store.headPosition())!,
    );

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    for (const seeker of [7, 8]) await append(`user-${seeker}`, [userCreated(seeker, { username: `seeker${seeker}`, kind: 'seeker' })]);
    for (const [index, title] of titles.entries()) {
      const id = index + 1;
      const seeker = id % 2 === 0 ? 8 : 7;
      await append(`resume-${id}`, [
        resumeCreated(id, seeker, { experience: [{ organisation: 'Acme', title, startMonth: '2020-01', endMonth: null, description: null }] }, { locale: ['th', 'zh-cn', 'lo', 'en'][index]! }),
      ]);
    }
    await append('resume-1', [resumeEdited(1, { name: 'Somchai J.', experience: [{ organisation: 'Acme', title: titles[0]!, startMonth: '2020-01', endMonth: null, description: null }] }), resumePdfGenerated(1, 'classic')]);
    await append('resume-3', [resumeSearchableChanged(3, false)]);
    await append('seeker-7', [defaultResumeChosen(7, 3)]);
    await append('seeker-8', [defaultResumeChosen(8, 4)]);
    await append('membership-9', [quotaConsumed(9, 'resumeViews', 'resume-1'), quotaConsumed(9, 'resumeViews', 'resume-4'), quotaConsumed(9, 'resumeDownloads', 'resume-1')]);
    await append('resume-4', [resumeDeleted(4)]);
    await catchUp();
  });
  afterAll(async () => testbed?.dispose());

  it('searches through a RUM index that reads the newest matches in order (migration 013 created the extension)', async () => {
    expect(await searchIndexKindOf(testbed.db, RESUMES_TABLE)).toBe('rum');
    const newestFirst: { id: number; created_at: Date }[] = await testbed
      .db(RESUMES_TABLE)
      .whereRaw('search_document @@ ?::tsquery', [`'=years:5'`])
      .orderByRaw(`created_at <=| '9999-12-31'::timestamptz`)
      .select('id', 'created_at');
    expect(newestFirst.map((row) => row.id).sort()).toEqual([1, 2]);
    // newest first (two resumes created in the same millisecond may come either way: their times tie)
    expect(newestFirst[0]!.created_at.getTime()).toBeGreaterThanOrEqual(newestFirst[1]!.created_at.getTime());
    expect(await testbed.db(RESUMES_TABLE).whereRaw('search_document @@ ?::tsquery', [`'วิศวกร':*`]).pluck('id')).toEqual([1]);
  });

  it('rebuilds to the same rows', async () => {
    const snapshot = async () => ({
      resumes: await testbed.db(RESUMES_TABLE).orderBy('id').select('*', testbed.db.raw('search_document::text as search_document')),
      seekers: await testbed.db(SEEKERS_TABLE).orderBy('seeker_id'),
      unlocks: await testbed.db(RESUME_UNLOCKS_TABLE).orderBy(['publisher_id', 'resume_id']),
    });
    const live = await snapshot();
    expect(live.resumes.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(live.seekers).toEqual([
      { seeker_id: 7, username: 'seeker7', default_resume_id: 3 },
      { seeker_id: 8, username: 'seeker8', default_resume_id: null },
    ]);
    expect(live.unlocks.map((row) => [row.publisher_id, row.resume_id])).toEqual([[9, 1]]);
    await rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection: resumesProjection });
    expect(await snapshot()).toEqual(live);
    expect(await searchIndexKindOf(testbed.db, RESUMES_TABLE)).toBe('rum');
  });
});
