import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE, http } from '../../providers/httpClient';

export interface DeliveryOrderTasks {
  list: DeliveryOrderView[];
  total: number;
}

/**
 * The orders waiting for the signed-in user (`GET /delivery-orders/tasks`: as a job's resume auditor or publisher, as
 * the delivery person owing an invoice, as staff who audit): the notification centre's task tab. Not asked at all when
 * `enabled` is false; loaded again on `reload`.
 */
export function useDeliveryOrderTasks(enabled: boolean, pageSize: number) {
  const [tasks, setTasks] = useState<DeliveryOrderTasks | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    http
      .json<DeliveryOrderTasks>(`${API_BASE}/delivery-orders/tasks?${new URLSearchParams({ pageNum: '1', pageSize: String(pageSize) })}`, { signal: controller.signal })
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
