import { formatDateTime } from '@jobmarket/contracts/platform/time';
import type { NoticePublishedPush, NoticeRevokedPush, NoticeTargetType } from '@jobmarket/contracts/system/notices';
import { realtimeTopics } from '@jobmarket/contracts/realtime/topics';
import type { OutgoingNotice } from '../runner/projection';

/**
 * The same zone the api formats its times in (TIME_ZONE, one environment for every process), so a pushed publishTime
 * reads exactly like the one the notice list shows.
 */
function timeZone(): string {
  const zone = process.env.TIME_ZONE || 'UTC';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** `YYYY-MM-DD HH:mm:ss` in TIME_ZONE (API-CONTRACT §1). */
export function formatPushTime(at: Date): string {
  return formatDateTime(at, timeZone());
}

/** One push on the broadcast topic for "everyone", one per recipient's own topic otherwise. */
export function noticePushes(
  audience: { targetType: NoticeTargetType; targetUserIds: readonly string[] },
  payload: NoticePublishedPush | NoticeRevokedPush,
): OutgoingNotice[] {
  const body = { ...payload } as Record<string, unknown>;
  if (audience.targetType === 1) return [{ topic: realtimeTopics.broadcastNotices, payload: body }];
  return audience.targetUserIds.map((userId) => ({ topic: realtimeTopics.userNotices(userId), payload: body }));
}
