import { permissions } from '@jobmarket/contracts';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { formatDateTime } from '../../../http/time';
import type { ApiConfig } from '../../../platform/config';
import type { QueueInspector } from './queueInspector';

const queueCounts = z.object({
  name: z.string(),
  waiting: z.number(),
  active: z.number(),
  delayed: z.number(),
  completed: z.number(),
  failed: z.number(),
  paused: z.boolean(),
});

const failedJob = z.object({
  id: z.string(),
  name: z.string(),
  failedReason: z.string(),
  attemptsMade: z.number(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  dataKeys: z.array(z.string()),
});

const queueParams = z.object({ queue: z.string().min(1).max(100) });
const jobParams = queueParams.extend({ jobId: z.string().min(1).max(200) });
const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The background job queues for platform staff (ARCHITECTURE §2.4): depths per queue, the failed set with each
 * job's error, and retry or discard. Reading needs the system status permission; changing a job its own.
 */
export function queueStatusRoutes({ config, inspector }: { config: ApiConfig; inspector: QueueInspector }): RouteDefinition[] {
  const known = (queue: string) => {
    if (!inspector.has(queue)) throw new AppError('A0606');
    return queue;
  };
  const when = (date: Date | null) => (date ? formatDateTime(date, config.TIME_ZONE) : null);
  const settled = async (changed: Promise<boolean>, jobId: string) => {
    if (!(await changed)) throw new AppError('A0606');
    return { id: jobId };
  };

  return [
    defineRoute({
      method: 'get',
      path: '/system/queues',
      permission: permissions.projection.query,
      tag: 'system',
      summary: 'Background job queues: waiting, active, delayed, completed and failed jobs per queue',
      response: z.array(queueCounts),
      handler: async () => inspector.counts(),
    }),
    defineRoute({
      method: 'get',
      path: '/system/queues/:queue/failed',
      permission: permissions.projection.query,
      tag: 'system',
      summary: "A page of a queue's failed jobs (newest first) with their error; payloads show only their keys",
      params: queueParams,
      query: pageQuery,
      response: z.object({ list: z.array(failedJob), total: z.number() }),
      handler: async ({ params, query }) => {
        const page = await inspector.failed(known(params.queue), query);
        return {
          total: page.total,
          list: page.list.map((job) => ({ ...job, createdAt: when(job.createdAt)!, processedAt: when(job.processedAt), failedAt: when(job.failedAt) })),
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/system/queues/:queue/jobs/:jobId/retry',
      permission: permissions.queue.edit,
      tag: 'system',
      summary: 'Run a failed job again, its attempts reset',
      params: jobParams,
      handler: async ({ params }) => settled(inspector.retry(known(params.queue), params.jobId), params.jobId),
    }),
    defineRoute({
      method: 'delete',
      path: '/system/queues/:queue/jobs/:jobId',
      permission: permissions.queue.edit,
      tag: 'system',
      summary: 'Discard a failed job for good',
      params: jobParams,
      handler: async ({ params }) => settled(inspector.discard(known(params.queue), params.jobId), params.jobId),
    }),
  ];
}
