import type { NoticeEvent, NoticeFields } from '@jobmarket/contracts/system/notices';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/appError';
import { noticeDecider, type NoticeCommand } from './decider';
import { readMarksDecider } from './readMarksDecider';

const fields: NoticeFields = { title: 'Maintenance', content: '<p>Tonight</p>', type: '2', level: 'M', targetType: 2, targetUserIds: ['4'] };
const created: NoticeEvent = { type: 'NoticeCreated', data: { id: 9, ...fields, createdBy: '1' } };
const published: NoticeEvent = { type: 'NoticePublished', data: { id: 9, publisherId: '1', title: fields.title, type: fields.type, targetType: 2, targetUserIds: ['4'] } };
const revoked: NoticeEvent = { type: 'NoticeRevoked', data: { id: 9, targetType: 2, targetUserIds: ['4'] } };

function given(history: NoticeEvent[]) {
  const state = history.reduce(noticeDecider.evolve, noticeDecider.initialState);
  return {
    when: (command: NoticeCommand) => ({
      then: (expected: NoticeEvent[]) => expect(noticeDecider.decide(command, state)).toEqual(expected),
      thenRefuses(code: string, messageKey?: string) {
        try {
          noticeDecider.decide(command, state);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe(code);
          if (messageKey) expect((error as AppError).messageKey).toBe(messageKey);
          return;
        }
        throw new Error('expected a refusal');
      },
    }),
  };
}

describe('notice decider', () => {
  it('publishes a draft with its recipients and the push fields', () => {
    given([created]).when({ type: 'PublishNotice', publisherId: '1' }).then([published]);
  });

  it('refuses to publish twice, or to publish a revoked notice', () => {
    given([created, published]).when({ type: 'PublishNotice', publisherId: '1' }).thenRefuses('A0440', 'notice.alreadyPublished');
    given([created, published, revoked]).when({ type: 'PublishNotice', publisherId: '1' }).thenRefuses('A0440', 'notice.alreadyRevoked');
  });

  it('refuses to publish to specific users when there are none', () => {
    const noRecipients: NoticeEvent = { type: 'NoticeCreated', data: { id: 9, ...fields, targetUserIds: [], createdBy: '1' } };
    given([noRecipients]).when({ type: 'PublishNotice', publisherId: '1' }).thenRefuses('A0440', 'notice.noTargets');
  });

  it('edits only drafts', () => {
    given([created]).when({ type: 'UpdateNotice', fields }).then([{ type: 'NoticeUpdated', data: { id: 9, ...fields } }]);
    given([created, published]).when({ type: 'UpdateNotice', fields }).thenRefuses('A0440', 'notice.publishedNotEditable');
    given([created, published, revoked]).when({ type: 'UpdateNotice', fields }).thenRefuses('A0440', 'notice.revokedNotEditable');
  });

  it('revokes only a published notice, and deletes drafts and revoked notices but not published ones', () => {
    given([created]).when({ type: 'RevokeNotice' }).thenRefuses('A0440', 'notice.notPublished');
    given([created, published]).when({ type: 'RevokeNotice' }).then([revoked]);
    given([created, published]).when({ type: 'DeleteNotice' }).thenRefuses('A0440', 'notice.revokeBeforeDelete');
    given([created, published, revoked]).when({ type: 'DeleteNotice' }).then([{ type: 'NoticeDeleted', data: { id: 9 } }]);
    given([]).when({ type: 'DeleteNotice' }).thenRefuses('A0606');
  });
});

describe('read marks decider', () => {
  it('records each notice once per reader', () => {
    const state = [{ type: 'NoticeRead' as const, data: { noticeId: 1, userId: '4' } }].reduce(readMarksDecider.evolve, readMarksDecider.initialState);
    expect(readMarksDecider.decide({ type: 'MarkNoticesRead', userId: '4', noticeIds: [1, 2, 2, 3] }, state)).toEqual([
      { type: 'NoticeRead', data: { noticeId: 2, userId: '4' } },
      { type: 'NoticeRead', data: { noticeId: 3, userId: '4' } },
    ]);
  });
});
