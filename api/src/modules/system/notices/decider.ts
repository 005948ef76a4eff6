import { noticePublishBlocker, noticeRefusalOf, type NoticeAction, type NoticeStateName } from '@jobmarket/contracts/system/noticeMachine';
import type { NoticeEvent, NoticeFields } from '@jobmarket/contracts/system/notices';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

export type NoticeState = { exists: false } | ({ exists: true; id: number; status: NoticeStateName } & NoticeFields);

export type NoticeCommand =
  | { type: 'CreateNotice'; id: number; fields: NoticeFields; authorId: string | null }
  | { type: 'UpdateNotice'; fields: NoticeFields }
  | { type: 'PublishNotice'; publisherId: string | null }
  | { type: 'RevokeNotice' }
  | { type: 'DeleteNotice' };

/** The transition table in contracts decides; this only turns a refusal into A0440 with its message. */
function requireAllowed(state: NoticeState, action: NoticeAction): asserts state is Extract<NoticeState, { exists: true }> {
  if (!state.exists) throw new DomainError('A0606');
  const refusal = noticeRefusalOf(state.status, action);
  if (refusal) throw new DomainError('A0440', refusal);
}

/** A notice (stream notice-<id>): a draft that is edited, published once, and possibly revoked. */
export const noticeDecider: Decider<NoticeState, NoticeCommand, NoticeEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'NoticeCreated': {
        const { createdBy: _createdBy, ...fields } = event.data;
        return { exists: true, status: 'unpublished', ...fields };
      }
      case 'NoticeUpdated':
        return state.exists ? { ...state, ...event.data } : state;
      case 'NoticePublished':
        return state.exists ? { ...state, status: 'published' } : state;
      case 'NoticeRevoked':
        return state.exists ? { ...state, status: 'revoked' } : state;
      case 'NoticeDeleted':
        return { exists: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateNotice':
        if (state.exists) throw new DomainError('A0440');
        return [{ type: 'NoticeCreated', data: { id: command.id, ...command.fields, createdBy: command.authorId } }];
      case 'UpdateNotice':
        requireAllowed(state, 'edit');
        return [{ type: 'NoticeUpdated', data: { id: state.id, ...command.fields } }];
      case 'PublishNotice': {
        requireAllowed(state, 'publish');
        const blocker = noticePublishBlocker(state);
        if (blocker) throw new DomainError('A0440', blocker);
        const { id, title, type, targetType, targetUserIds } = state;
        return [{ type: 'NoticePublished', data: { id, publisherId: command.publisherId, title, type, targetType, targetUserIds } }];
      }
      case 'RevokeNotice':
        requireAllowed(state, 'revoke');
        return [{ type: 'NoticeRevoked', data: { id: state.id, targetType: state.targetType, targetUserIds: state.targetUserIds } }];
      case 'DeleteNotice':
        requireAllowed(state, 'delete');
        return [{ type: 'NoticeDeleted', data: { id: state.id } }];
    }
  },
};
