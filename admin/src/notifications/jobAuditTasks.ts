import type { JobRow } from '@jobmarket/contracts/jobs/views';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE, http } from '../providers/httpClient';

export interface JobAuditTasks {
  list: JobRow[];
  total: number;
}

/**
 * The jobs waiting for review, newest first (`GET /jobs/audit-tasks`, biz:job:audit): the notification centre's task
 * tab. Not asked at all when `enabled` is false (staff without the permission); loaded again on `reload`.
 */
export function useJobAuditTasks(enabled: boolean, pageSize: number) {
  const [tasks, setTasks] = useState<JobAuditTasks | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    http
      .json<JobAuditTasks>(`${API_BASE}/jobs/audit-tasks?${new URLSearchParams({ pageNum: '1', pageSize: String(pageSize) })}`, { signal: controller.signal })
      .then(({ json }) => {
        setTasks({ list: json.list ?? [], total: json.total ?? 0 });
        setError(undefined);
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError((caught as Error | undefined)?.message || 'ra.notification.http_error');
      });
    return () => controller.abort();
  }, [enabled, pageSize, version]);

  return { tasks, error, reload };
}
