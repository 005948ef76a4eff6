import { realtimeTopics } from '@jobmarket/contracts/realtime/topics';
import { maySubscribe } from './topicAccess';

/** The origin's STOMP destinations (API-CONTRACT §3 Realtime) and the MQTT topics the outbox publishes them on. */
export const stompDestinations = {
  broadcastNotices: '/topic/notice',
  /** Spring's user-destination form: the server resolves it to the signed-in user's own queue. */
  ownNotices: '/user/queue/notice',
} as const;

/**
 * The MQTT topic a STOMP destination reads for this user, or undefined when the user may not read it — through the
 * same ACL as `/mqtt` (`maySubscribe`), so `/user/<someone else>/queue/notice` is refused like `u/<someone else>/#`.
 */
export function topicForDestination(destination: string, userId: string): string | undefined {
  let topic: string | undefined;
  if (destination === stompDestinations.broadcastNotices) topic = realtimeTopics.broadcastNotices;
  else if (destination === stompDestinations.ownNotices) topic = realtimeTopics.userNotices(userId);
  else {
    // Spring also accepts a user's queue by name; only the caller's own passes the ACL below
    const named = /^\/user\/([^/]+)\/queue\/notice$/.exec(destination);
    if (named?.[1]) topic = realtimeTopics.userNotices(named[1]);
  }
  return topic !== undefined && maySubscribe(topic, userId) ? topic : undefined;
}
