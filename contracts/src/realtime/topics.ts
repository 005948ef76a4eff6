/**
 * MQTT topic names shared by the projections (which queue pushes), the api's gateway (which authorises
 * subscriptions) and the browser channel (which subscribes). `u/<userId>/…` is one user's, `b/…` is everyone's.
 */
export const realtimeTopics = {
  userPrefix: (userId: string) => `u/${userId}/`,
  /** Everything for one user. */
  userAll: (userId: string) => `u/${userId}/#`,
  /** Every broadcast. */
  broadcastAll: 'b/#',
  userNotices: (userId: string) => `u/${userId}/notices`,
  broadcastNotices: 'b/notices',
} as const;

/** The body of every push: the producer's payload plus the outbox's stable id for at-least-once de-duplication. */
export interface RealtimeMessage {
  noticeId?: string;
  [field: string]: unknown;
}
