import type { MyNoticeRow } from '@jobmarket/contracts/system/notices';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE, http } from '../providers/httpClient';
import { onNoticeChanges } from './noticeChanges';

export interface MyNoticesQuery {
  /** 1-based. */
  page: number;
  perPage: number;
  /** Only unread (false) or only read (true) ones; all when absent. */
  isRead?: boolean;
  /** Only those addressed to chosen users (2: the message tab) or only broadcasts (1); all when absent. */
  targetType?: 1 | 2;
}

export interface MyNoticesPage {
  list: MyNoticeRow[];
  total: number;
}

export function myNoticesUrl({ page, perPage, isRead, targetType }: MyNoticesQuery): string {
  const query = new URLSearchParams({ pageNum: String(page), pageSize: String(perPage) });
  if (isRead !== undefined) query.set('isRead', isRead ? '1' : '0');
  if (targetType !== undefined) query.set('targetType', String(targetType));
  return `${API_BASE}/notices/my-page?${query}`;
}

/** Marks every notice addressed to the caller read (PUT /notices/read-all). */
export async function markAllNoticesRead(): Promise<void> {
  await http.json(`${API_BASE}/notices/read-all`, { method: 'PUT' });
}

/**
 * A page of the caller's own notices (GET /notices/my-page), loaded again whenever notices change (a push, a read)
 * or `reload` is called. Keeps the last page while the next one loads.
 */
export function useMyNotices(query: MyNoticesQuery) {
  const [page, setPage] = useState<MyNoticesPage | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const url = myNoticesUrl(query);

  useEffect(() => onNoticeChanges(reload), [reload]);
  useEffect(() => {
    let isCurrent = true;
    http
      .json<MyNoticesPage>(url)
      .then(({ json }) => {
        if (!isCurrent) return;
        setPage(json);
        setError(undefined);
      })
      .catch((caught: unknown) => isCurrent && setError((caught as Error | undefined)?.message ?? 'ra.notification.http_error'));
    return () => {
      isCurrent = false;
    };
  }, [url, version]);

  return { page, error, reload };
}
