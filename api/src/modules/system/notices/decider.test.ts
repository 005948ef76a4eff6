import type { NoticeEvent, NoticeFields, NoticeReadEvent } from '@jobmarket/contracts/system/notices';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { noticeDecider } from './decider';
import { readMarksDecider } from './readMarksDecider';

const given = DeciderSpecification.for(noticeDecider);

const fields: NoticeFields = { title: 'Maintenance', content: '<p>Tonight</p>', type: '2', level: 'M', targetType: 2, targetUserIds: ['4'] };
const created: NoticeEvent = { type: 'NoticeCreated', data: { id: 9, ...fields, createdBy: '1' } };
const published: NoticeEvent = { type: 'NoticePublished', data: { id: 9, publisherId: '1', title: fields.title, type: fields.type, targetType: 2, targetUserIds: ['4'] } };
const revoked: NoticeEvent = { type: 'NoticeRevoked', data: { id: 9, targetType: 2, targetUserIds: ['4'] } };
const publish = { type: 'PublishNotice', publisherId: '1' } as const;

describe('notice decider', () => {
  it('creates a draft once, remembering its author', () => {
    given([]).when({ type: 'CreateNotice', id: 9, fields, authorId: '1' }).then([created]);
    given([created]).when({ type: 'CreateNotice', id: 9, fields, authorId: '1' }).thenThrows('A0440');
  });

  it('publishes a draft with its recipients and the push fields', () => given([created]).when(publish).then([published]));

  it('publishes an edited draft as it reads after the edit', () => {
    const edited = { ...fields, title: 'Maintenance moved', targetType: 1 as const, targetUserIds: [] };
    given([created, { type: 'NoticeUpdated', data: { id: 9, ...edited } }])
      .when(publish)
      .then([{ type: 'NoticePublished', data: { id: 9, publisherId: '1', title: 'Maintenance moved', type: '2', targetType: 1, targetUserIds: [] } }]);
  });

  it('refuses to publish twice', () => given([created, published]).when(publish).thenThrows('A0440', 'notice.alreadyPublished'));

  it('publishes a revoked notice again, as the origin offers publish on anything not published', () =>
    given([created, published, revoked]).when(publish).then([published]));

  it('publishes a revoked notice as it reads after its edit, and revokes it again', () => {
    const edited = { ...fields, title: 'Maintenance, corrected', targetUserIds: ['4', '5'] };
    const republished: NoticeEvent = { type: 'NoticePublished', data: { id: 9, publisherId: '1', title: edited.title, type: '2', targetType: 2, targetUserIds: ['4', '5'] } };
    given([created, published, revoked, { type: 'NoticeUpdated', data: { id: 9, ...edited } }]).when(publish).then([republished]);
    given([created, published, revoked, { type: 'NoticeUpdated', data: { id: 9, ...edited } }, republished])
      .when({ type: 'RevokeNotice' })
      .then([{ type: 'NoticeRevoked', data: { id: 9, targetType: 2, targetUserIds: ['4', '5'] } }]);
  });

  it('refuses to publish to specific users when there are none', () => {
    const noRecipients: NoticeEvent = { type: 'NoticeCreated', data: { id: 9, ...fields, targetUserIds: [], createdBy: '1' } };
    given([noRecipients]).when(publish).thenThrows('A0440', 'notice.noTargets');
  });

  it('edits anything not published: drafts and revoked notices', () => {
    given([created]).when({ type: 'UpdateNotice', fields }).then([{ type: 'NoticeUpdated', data: { id: 9, ...fields } }]);
    given([created, published, revoked]).when({ type: 'UpdateNotice', fields }).then([{ type: 'NoticeUpdated', data: { id: 9, ...fields } }]);
    given([created, published]).when({ type: 'UpdateNotice', fields }).thenThrows('A0440', 'notice.publishedNotEditable');
  });

  it('revokes only a published notice, once', () => {
    given([created]).when({ type: 'RevokeNotice' }).thenThrows('A0440', 'notice.notPublished');
    given([created, published]).when({ type: 'RevokeNotice' }).then([revoked]);
    given([created, published, revoked]).when({ type: 'RevokeNotice' }).thenThrows('A0440', 'notice.alreadyRevoked');
  });

  it('deletes drafts and revoked notices but not published ones', () => {
    given([created]).when({ type: 'DeleteNotice' }).then([{ type: 'NoticeDeleted', data: { id: 9 } }]);
    given([created, published]).when({ type: 'DeleteNotice' }).thenThrows('A0440', 'notice.revokeBeforeDelete');
    given([created, published, revoked]).when({ type: 'DeleteNotice' }).then([{ type: 'NoticeDeleted', data: { id: 9 } }]);
  });

  it('does not find a missing or deleted notice', () => {
    const deleted: NoticeEvent = { type: 'NoticeDeleted', data: { id: 9 } };
    given([]).when({ type: 'DeleteNotice' }).thenThrows('A0606');
    given([]).when({ type: 'UpdateNotice', fields }).thenThrows('A0606');
    given([created, deleted]).when(publish).thenThrows('A0606');
    given([created, deleted]).when({ type: 'RevokeNotice' }).thenThrows('A0606');
  });
});

describe('read marks decider', () => {
  const givenReads = DeciderSpecification.for(readMarksDecider);
  const read = (noticeId: number): NoticeReadEvent => ({ type: 'NoticeRead', data: { noticeId, userId: '4' } });

  it('records each notice once per reader', () => {
    givenReads([read(1)]).when({ type: 'MarkNoticesRead', userId: '4', noticeIds: [1, 2, 2, 3] }).then([read(2), read(3)]);
    givenReads([read(1), read(2)]).when({ type: 'MarkNoticesRead', userId: '4', noticeIds: [2, 1] }).thenNothingHappened();
  });
});
