/** A row of `GET /system/queues`, as react-admin holds it (with an `id`). */
export interface QueueCounts {
  id: string;
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  completed: number;
  failed: number;
  paused: boolean;
}

/** A job of a queue's failed set (`GET /system/queues/:queue/failed`); only the payload's keys are shown. */
export interface QueueFailedJob {
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  createdAt: string;
  processedAt: string | null;
  failedAt: string | null;
  dataKeys: string[];
}

export const queueCountColumns = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
