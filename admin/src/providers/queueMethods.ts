import type { QueueFailedJob } from '../resources/platform/status/queueStatus';
import type { HttpOptions, HttpResponse } from './httpClient';

type HttpJson = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

/** The system status page's calls on the background job queues, beside react-admin's own methods. */
export function queueMethods(httpClient: HttpJson, apiBase: string) {
  const jobPath = (queue: string, jobId: string) => `${apiBase}/system/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}`;
  return {
    async queueFailedJobs(queue: string, page = { pageNum: 1, pageSize: 20 }): Promise<{ list: QueueFailedJob[]; total: number }> {
      const query = new URLSearchParams({ pageNum: String(page.pageNum), pageSize: String(page.pageSize) });
      const { json } = await httpClient(`${apiBase}/system/queues/${encodeURIComponent(queue)}/failed?${query}`);
      return json as { list: QueueFailedJob[]; total: number };
    },
    async retryQueueJob(queue: string, jobId: string): Promise<void> {
      await httpClient(`${jobPath(queue, jobId)}/retry`, { method: 'POST' });
    },
    async discardQueueJob(queue: string, jobId: string): Promise<void> {
      await httpClient(jobPath(queue, jobId), { method: 'DELETE' });
    },
  };
}

export type QueueMethods = ReturnType<typeof queueMethods>;
