/**
 * The notice's publish state machine as a transition table (ARCHITECTURE §2.2): the api enforces it, the admin shows
 * only the actions it allows. Wire values (API-CONTRACT §3): 0 unpublished, 1 published, -1 revoked.
 */
export const noticePublishStatuses = { unpublished: 0, published: 1, revoked: -1 } as const;
export type NoticePublishStatus = (typeof noticePublishStatuses)[keyof typeof noticePublishStatuses];
export type NoticeStateName = keyof typeof noticePublishStatuses;

export type NoticeAction = 'edit' | 'publish' | 'revoke' | 'delete';

/** Where each allowed action leads; an action missing from a state's row is refused with A0440. */
export const noticeTransitions = {
  // only what recipients cannot see changes: nobody finds a published notice edited after the fact
  unpublished: { edit: 'unpublished', publish: 'published', delete: 'deleted' },
  // a published notice must be revoked (recipients are told) before it can go away
  published: { revoke: 'revoked' },
  // a revoked notice is off every list again: like a draft it may be corrected and published anew (as the origin offers)
  revoked: { edit: 'revoked', publish: 'published', delete: 'deleted' },
} as const satisfies Record<NoticeStateName, Partial<Record<NoticeAction, NoticeStateName | 'deleted'>>>;

/** The message (i18n key) explaining why an action is refused in a state. */
const refusals: Record<NoticeStateName, Partial<Record<NoticeAction, string>>> = {
  unpublished: { revoke: 'notice.notPublished' },
  published: { edit: 'notice.publishedNotEditable', publish: 'notice.alreadyPublished', delete: 'notice.revokeBeforeDelete' },
  revoked: { revoke: 'notice.alreadyRevoked' },
};

export function noticeStateOf(status: NoticePublishStatus): NoticeStateName {
  if (status === noticePublishStatuses.published) return 'published';
  if (status === noticePublishStatuses.revoked) return 'revoked';
  return 'unpublished';
}

export function canNotice(state: NoticeStateName, action: NoticeAction): boolean {
  return action in noticeTransitions[state];
}

/** Actions a UI may offer for a notice in this state. */
export function allowedNoticeActions(state: NoticeStateName): NoticeAction[] {
  return Object.keys(noticeTransitions[state]) as NoticeAction[];
}

/** Why the action is refused (an i18n key), or undefined when the table allows it. */
export function noticeRefusalOf(state: NoticeStateName, action: NoticeAction): string | undefined {
  if (canNotice(state, action)) return undefined;
  return refusals[state][action] ?? 'errors.A0440';
}

/** A guard beyond the table: publishing to "specific users" needs at least one of them. */
export function noticePublishBlocker(notice: { targetType: number; targetUserIds: readonly string[] }): string | undefined {
  return notice.targetType === 2 && notice.targetUserIds.length === 0 ? 'notice.noTargets' : undefined;
}
