import { realtimeTopics } from '@jobmarket/contracts/realtime/topics';
import { describe, it } from 'vitest';
import { noticesQueued, ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { noticeCreated, noticeDeleted, noticePublished, noticeRead, noticeRevoked, noticeUpdated } from '../testing/systemEvents';
import { formatPushTime } from './noticePushes';
import { NOTICE_READS_TABLE, NOTICE_TARGETS_TABLE, NOTICES_TABLE, noticesProjection } from './notices.projection';

describe('notices projection', () => {
  const given = ProjectionSpec.for(noticesProjection);
  const draft = noticeCreated(9, { title: 'Maintenance', targetType: 2, targetUserIds: ['5', '4'] });
  const published = noticePublished(9, { title: 'Maintenance', targetType: 2, targetUserIds: ['5', '4'] });
  const publishedPush = (n: number) => ({ id: 9, type: '2', title: 'Maintenance', publishTime: formatPushTime(specTime(n)) });

  it('lists a draft with its recipients in the author’s order, one target row each, and pushes nothing', () =>
    given([draft]).then(
      rowsOf(NOTICES_TABLE, {
        id: 9,
        title: 'Maintenance',
        content: '<p>Tonight</p>',
        type: '2',
        level: 'M',
        target_type: 2,
        target_user_ids: ['5', '4'],
        publish_status: 0,
        created_by: 1,
        published_by: null,
        created_at: specTime(1),
        publish_time: null,
      }),
      rowsOf(NOTICE_TARGETS_TABLE, { notice_id: 9, user_id: '4' }, { notice_id: 9, user_id: '5' }),
      noticesQueued(),
    ));

  it('keeps no author for a notice the system wrote', () => given([noticeCreated(9, { createdBy: 'system' })]).then(rowsOf(NOTICES_TABLE, { id: 9, created_by: null })));

  it('replaces the recipients when a draft is edited', () =>
    given([draft])
      .when([noticeUpdated(9, { title: 'Maintenance moved', level: 'H', targetUserIds: ['6'] })])
      .then(
        rowsOf(NOTICES_TABLE, { id: 9, title: 'Maintenance moved', level: 'H', target_user_ids: ['6'], created_at: specTime(1), updated_at: specTime(2) }),
        rowsOf(NOTICE_TARGETS_TABLE, { notice_id: 9, user_id: '6' }),
      ));

  it('publishes with its publisher and time, and pushes it to each recipient', () =>
    given([draft])
      .when([published])
      .then(
        rowsOf(NOTICES_TABLE, { id: 9, publish_status: 1, published_by: 1, publish_time: specTime(2), updated_at: specTime(2) }),
        noticesQueued(
          { topic: realtimeTopics.userNotices('5'), payload: publishedPush(2) },
          { topic: realtimeTopics.userNotices('4'), payload: publishedPush(2) },
        ),
      ));

  it('pushes a notice for everyone once, on the broadcast topic', () =>
    given([noticeCreated(9, { targetType: 1, targetUserIds: [] })])
      .when([noticePublished(9, { targetType: 1, targetUserIds: [] })])
      .then(rowsOf(NOTICE_TARGETS_TABLE), noticesQueued({ topic: realtimeTopics.broadcastNotices, payload: publishedPush(2) })));

  it('revokes with its time, and tells the recipients to take it down', () =>
    given([draft, published])
      .when([noticeRevoked(9, { targetType: 2, targetUserIds: ['4'] })])
      .then(
        rowsOf(NOTICES_TABLE, { id: 9, publish_status: -1, publish_time: specTime(2), revoke_time: specTime(3) }),
        noticesQueued(
          { topic: realtimeTopics.userNotices('5'), payload: publishedPush(2) },
          { topic: realtimeTopics.userNotices('4'), payload: publishedPush(2) },
          { topic: realtimeTopics.userNotices('4'), payload: { id: 9, revoked: true } },
        ),
      ));

  it('publishes a revoked notice again: published, with the new time and no revoke time, pushed to its recipients', () =>
    given([draft, published, noticeRevoked(9, { targetType: 2, targetUserIds: ['5', '4'] })])
      .when([noticePublished(9, { title: 'Maintenance', targetType: 2, targetUserIds: ['5', '4'] })])
      .then(rowsOf(NOTICES_TABLE, { id: 9, publish_status: 1, publish_time: specTime(4), revoke_time: null, updated_at: specTime(4) })));

  it('marks a notice read once per reader, with the first reading time, and never for a missing notice', () =>
    given([draft, published, noticeRead(9, '4')])
      .when([noticeRead(9, '5'), noticeRead(9, '4'), noticeRead(77, '4')])
      .then(rowsOf(NOTICE_READS_TABLE, { notice_id: 9, user_id: '4', read_at: specTime(3) }, { notice_id: 9, user_id: '5', read_at: specTime(4) })));

  it('removes a deleted notice with its recipients and read marks', () =>
    given([draft, published, noticeRead(9, '4'), noticeRevoked(9), noticeCreated(10)])
      .when([noticeDeleted(9)])
      .then(rowsOf(NOTICES_TABLE, { id: 10 }), rowsOf(NOTICE_TARGETS_TABLE, { notice_id: 10, user_id: '4' }), rowsOf(NOTICE_READS_TABLE)));

  it('pushes nothing again when a batch is replayed, and ends with the same rows', () =>
    given([])
      .when([draft, published, noticeRead(9, '4')], { times: 2 })
      .then(
        rowsOf(NOTICES_TABLE, { id: 9, publish_status: 1, publish_time: specTime(2) }),
        rowsOf(NOTICE_TARGETS_TABLE, { notice_id: 9, user_id: '4' }, { notice_id: 9, user_id: '5' }),
        rowsOf(NOTICE_READS_TABLE, { notice_id: 9, user_id: '4' }),
        noticesQueued({ topic: realtimeTopics.userNotices('5'), payload: publishedPush(2) }, { topic: realtimeTopics.userNotices('4'), payload: publishedPush(2) }),
      ));

  it('rebuilds the rows without pushing old notices again', () =>
    given([])
      .when([draft, published, noticeRevoked(9)], { asReplay: true })
      .then(rowsOf(NOTICES_TABLE, { id: 9, publish_status: -1, publish_time: specTime(2), revoke_time: specTime(3) }), noticesQueued()));
});
