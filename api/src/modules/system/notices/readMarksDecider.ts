import type { NoticeReadEvent } from '@jobmarket/contracts/system/notices';
import type { Decider } from '../../../eventSourcing/decider';

/**
 * One reader's read marks (stream noticeReads-<userId>). Kept apart from the notice's own stream so that a broadcast
 * read by thousands never makes its readers (or its editors) contend on one revision, and so the notice's history
 * stays the story of the notice. Reading twice records nothing new.
 */
export interface ReadMarksState {
  readNoticeIds: ReadonlySet<number>;
}

export type ReadMarksCommand = { type: 'MarkNoticesRead'; userId: string; noticeIds: number[] };

export const noticeReadsStream = (userId: string) => `noticeReads-${userId}`;

export const readMarksDecider: Decider<ReadMarksState, ReadMarksCommand, NoticeReadEvent> = {
  initialState: { readNoticeIds: new Set() },
  evolve(state, event) {
    return { readNoticeIds: new Set([...state.readNoticeIds, event.data.noticeId]) };
  },
  decide(command, state) {
    const fresh = [...new Set(command.noticeIds)].filter((noticeId) => !state.readNoticeIds.has(noticeId));
    return fresh.map((noticeId) => ({ type: 'NoticeRead', data: { noticeId, userId: command.userId } }));
  },
};
