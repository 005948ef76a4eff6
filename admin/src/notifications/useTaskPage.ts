import { useCallback, useEffect, useState } from 'react';
import { API_BASE, http } from '../providers/httpClient';

export interface TaskPage<Row> {
  list: Row[];
  total: number;
}

/**
 * The first page of a task list of the notification centre (`path` answers `{list, total}`). Not asked at all when
 * `enabled` is false (staff without the permission); loaded again on `reload`.
 */
export function useTaskPage<Row>(path: string, enabled: boolean, pageSize: number) {
  const [tasks, setTasks] = useState<TaskPage<Row> | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    http
      .json<TaskPage<Row>>(`${API_BASE}${path}?${new URLSearchParams({ pageNum: '1', pageSize: String(pageSize) })}`, { signal: controller.signal })
      .then(({ json }) => {
        setTasks({ list: json.list ?? [], total: json.total ?? 0 });
        setError(undefined);
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError((caught as Error | undefined)?.message || 'ra.notification.http_error');
      });
    return () => controller.abort();
  }, [path, enabled, pageSize, version]);

  return { tasks, error, reload };
}
