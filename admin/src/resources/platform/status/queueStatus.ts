import type { FailedJobView, QueueCountsView } from '@jobmarket/contracts';

/** A row of `GET /system/queues`, as react-admin holds it (with an `id`). */
export type QueueCounts = QueueCountsView & { id: string };

/** A job of a queue's failed set; only the payload's keys are shown. */
export type QueueFailedJob = FailedJobView;

export const queueCountColumns = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
