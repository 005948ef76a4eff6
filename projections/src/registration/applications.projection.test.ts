import type { NewEvent } from '@jobmarket/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { APPLICATIONS_TABLE, applicationsProjection } from './applications.projection';

const event = (type: string, data: unknown): NewEvent => ({ type, data, metadata: { actorId: '1' } });
const idCard = [{ id: '11111111-1111-4111-8111-111111111111', name: 'id.png' }];
const licence = [{ id: '22222222-2222-4222-8222-222222222222', name: 'licence.pdf' }];
const clearIdCard = [{ id: '33333333-3333-4333-8333-333333333333', name: 'id-clear.png' }];

describe('registration applications projection', () => {
  let testbed: ProjectionTestbed;
  const catchUp = async () =>
    new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: applicationsProjection }).run(
      new AbortController().signal,
      (await testbed.store.headPosition())!,
    );
  const rows = () => testbed.db(APPLICATIONS_TABLE).orderBy('id').select('id', 'kind', 'company', 'school_name', 'documents', 'audit_status', 'reject_reason', 'audited_by', 'decision_notice_id');

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    const submitted = { email: 'a@example.com', mobile: '13800000000', locale: 'en' };
    await testbed.store.appendToStream(
      'application-7',
      [
        event('PublisherApplicationSubmitted', { userId: 7, username: 'acme', company: 'Acme', documents: { idCard, businessLicense: licence }, ...submitted }),
        event('ApplicationRejected', { userId: 7, kind: 'publisher', auditorId: '2', rejectReason: 'blurry', noticeId: 41 }),
        event('ApplicationResubmitted', { userId: 7, kind: 'publisher', company: 'Acme Ltd', documents: { idCard: clearIdCard } }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await testbed.store.appendToStream(
      'application-8',
      [
        event('SchoolAdminApplicationSubmitted', { userId: 8, username: 'Riverside', schoolName: 'Riverside', documents: { schoolLicense: licence }, ...submitted }),
        event('ApplicationApproved', { userId: 8, kind: 'schoolAdmin', auditorId: '2', noticeId: 42 }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await catchUp();
  });
  afterAll(async () => testbed?.dispose());

  it('keeps each application’s kind, status, reason, the notice of its decision (none once resubmitted) and the documents a correction did not replace', async () => {
    expect(await rows()).toEqual([
      { id: 7, kind: 'publisher', company: 'Acme Ltd', school_name: null, documents: { idCard: clearIdCard, businessLicense: licence }, audit_status: 0, reject_reason: 'blurry', audited_by: '2', decision_notice_id: null },
      { id: 8, kind: 'schoolAdmin', company: null, school_name: 'Riverside', documents: { schoolLicense: licence }, audit_status: 1, reject_reason: null, audited_by: '2', decision_notice_id: 42 },
    ]);
  });

  it('rebuilds to the same rows', async () => {
    const live = await testbed.db(APPLICATIONS_TABLE).orderBy('id');
    await rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection: applicationsProjection });
    expect(await testbed.db(APPLICATIONS_TABLE).orderBy('id')).toEqual(live);
  });
});
