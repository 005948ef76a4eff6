import type { NewEvent } from '@jobmarket/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { OPERATION_LOG_TABLE, operationLogProjection } from './operationLog.projection';
import { describeEvent, scopeOf } from './operationLogDescriptions';

const fromAdmin = { actorId: '1', ip: '203.0.113.7', requestUri: '/api/v1/users', method: 'POST', userAgent: 'Mozilla/5.0', executionTime: 12 };
const event = (type: string, data: unknown, metadata: Record<string, unknown> = fromAdmin): NewEvent => ({ type, data, metadata });

describe('operation log projection', () => {
  let testbed: ProjectionTestbed;

  const catchUp = async () =>
    new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: operationLogProjection }).run(
      new AbortController().signal,
      (await testbed.store.headPosition())!,
    );
  const rows = () => testbed.db(OPERATION_LOG_TABLE).orderBy('position').select('event_type', 'module', 'message_key', 'message_vars', 'ip', 'request_uri', 'actor_user_id', 'execution_time');

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    const append = (stream: string, events: NewEvent[]) => testbed.store.appendToStream(stream, events, { expectedRevision: 'any' });
    await append('user-7', [event('UserCreated', { id: 7, username: 'alice', passwordHash: 'x' })]);
    await append('unique-username:alice', [event('UniqueValueClaimed', { owner: 'user-7' })]);
    await append('user-7', [
      event('UserStatusChanged', { id: 7, status: 0 }),
      event('UserPasswordChanged', { id: 7, passwordHash: 'y', reason: 'reset' }),
      event('UserSignedIn', { id: 7, ip: '198.51.100.1', userAgent: 'Safari' }, { actorId: '7', requestUri: '/api/v1/auth/login', method: 'POST' }),
    ]);
    await append('dictData-3', [event('DictDataCreated', { id: 3, dictId: 1, label: 'Red', value: 'r' }), event('DictDataDeleted', { id: 3, dictId: 1 })]);
    await append('notice-5', [event('NoticeCreated', { id: 5, title: 'Maintenance' }), event('NoticeArchived', { id: 5 }, { actorId: 'system' })]);
    await append('application-9', [
      event('PublisherApplicationSubmitted', { userId: 9, username: 'acme-hr', company: 'Acme', email: 'hr@acme.example', mobile: '13800000000', documents: {}, locale: 'en' }),
      event('ApplicationRejected', { userId: 9, kind: 'publisher', auditorId: '1', rejectReason: 'Licence unreadable' }),
      event('ApplicationResubmitted', { userId: 9, kind: 'publisher', documents: {} }),
      event('ApplicationApproved', { userId: 9, kind: 'publisher', auditorId: '1' }),
    ]);
    await append('noticeReads-7', [event('NoticeRead', { noticeId: 5, userId: '7' })]);
    await append('job-1', [event('JobPosted', { id: 1, name: 'Nurse' })]);
    await catchUp();
  });
  afterAll(async () => testbed?.dispose());

  it('logs the managed contexts and registration applications only, naming entities even in events that carry just an id', async () => {
    expect(await rows()).toEqual([
      { event_type: 'UserCreated', module: 'user', message_key: 'operationLog.user.created', message_vars: { name: 'alice' }, ip: '203.0.113.7', request_uri: '/api/v1/users', actor_user_id: 1, execution_time: 12 },
      expect.objectContaining({ event_type: 'UserStatusChanged', message_key: 'operationLog.user.disabled', message_vars: { name: 'alice' } }),
      expect.objectContaining({ event_type: 'UserPasswordChanged', message_key: 'operationLog.user.passwordReset', message_vars: { name: 'alice' } }),
      // a sign-in's own address wins over the request metadata
      expect.objectContaining({ event_type: 'UserSignedIn', message_key: 'operationLog.user.signedIn', ip: '198.51.100.1', actor_user_id: 7, execution_time: null }),
      expect.objectContaining({ event_type: 'DictDataCreated', module: 'dictData', message_key: 'operationLog.generic.created', message_vars: { name: 'Red' } }),
      expect.objectContaining({ event_type: 'DictDataDeleted', module: 'dictData', message_key: 'operationLog.generic.deleted', message_vars: { name: 'Red' } }),
      expect.objectContaining({ event_type: 'NoticeCreated', module: 'notice', message_vars: { name: 'Maintenance' } }),
      expect.objectContaining({
        event_type: 'NoticeArchived',
        message_key: 'operationLog.generic.other',
        message_vars: { name: 'Maintenance', action: 'NoticeArchived' },
        actor_user_id: null,
      }),
      // the registrations the back office audits, named after the applicant's account
      expect.objectContaining({ module: 'application', message_key: 'operationLog.application.publisherSubmitted', message_vars: { name: 'acme-hr' } }),
      expect.objectContaining({ message_key: 'operationLog.application.rejected', message_vars: { name: 'acme-hr', reason: 'Licence unreadable' } }),
      expect.objectContaining({ message_key: 'operationLog.application.resubmitted', message_vars: { name: 'acme-hr' } }),
      expect.objectContaining({ event_type: 'ApplicationApproved', message_key: 'operationLog.application.approved', message_vars: { name: 'acme-hr' } }),
    ]);
  });

  it('rebuilds to the same rows', async () => {
    const live = await testbed.db(OPERATION_LOG_TABLE).orderBy('position');
    await rebuildProjection({ db: testbed.db, store: testbed.store, connectionString: testbed.database.url, projection: operationLogProjection });
    expect(await testbed.db(OPERATION_LOG_TABLE).orderBy('position')).toEqual(live);
  });
});

describe('operation log wording', () => {
  it('takes the module from the stream category and the action from the type', () => {
    expect(scopeOf({ streamId: 'dictData-4', type: 'DictDataUpdated' })).toEqual({ module: 'dictData', action: 'updated' });
    expect(scopeOf({ streamId: 'role-2', type: 'RoleMenusAssigned' })).toEqual({ module: 'role', action: 'menusAssigned' });
    expect(scopeOf({ streamId: 'unique-roleCode:ADMIN', type: 'UniqueValueClaimed' })).toBeUndefined();
    expect(scopeOf({ streamId: 'noticeReads-7', type: 'NoticeRead' })).toBeUndefined();
  });

  it('counts the menus a role is granted', () => {
    expect(describeEvent({ module: 'role', action: 'menusAssigned' }, { type: 'RoleMenusAssigned', data: { id: 2, menuIds: [1, 2, 3] } }, 'Auditors')).toEqual({
      key: 'operationLog.role.menusAssigned',
      vars: { name: 'Auditors', count: 3 },
    });
  });
});
