import type { Page } from '@jobmarket/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useSession } from '../../../session/SessionContext';
import { realtime } from '../../../session/realtime';

/** A row of `GET /notices/my-page`. */
export interface MyNotice {
  id: number;
  title: string;
  type: string;
  level: string;
  publisherName: string | null;
  publishTime: string | null;
  isRead: 0 | 1;
}

/** `GET /notices/{id}/detail` (reading it marks it read). */
export interface NoticeDetail extends MyNotice {
  content: string;
}

export const noticesKey = ['notices'] as const;

export function useMyNotices(params: { pageNum: number; pageSize: number; isRead?: 0 | 1 }) {
  const { api, isSignedIn } = useSession();
  const query = new URLSearchParams({ pageNum: String(params.pageNum), pageSize: String(params.pageSize) });
  if (params.isRead !== undefined) query.set('isRead', String(params.isRead));
  return useQuery({
    queryKey: [...noticesKey, 'mine', params],
    queryFn: () => api.request<Page<MyNotice>>(`/notices/my-page?${query}`),
    enabled: isSignedIn,
  });
}

export function useUnreadCount() {
  const unread = useMyNotices({ pageNum: 1, pageSize: 1, isRead: 0 });
  return unread.data?.total ?? 0;
}

export function useNoticeDetail(id: number | null) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...noticesKey, 'detail', id],
    queryFn: async () => {
      const detail = await api.request<NoticeDetail>(`/notices/${id}/detail`);
      // it is read now: the bell and the lists catch up
      void queryClient.invalidateQueries({ queryKey: [...noticesKey, 'mine'] });
      return detail;
    },
    enabled: id !== null,
  });
}

export function useMarkAllRead() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request('/notices/read-all', { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}

/**
 * Live notices (realtime push `{id, type, title, publishTime}`): a toast with the title, and every notice list and
 * whatever depends on notices (an application's audit status) is fetched again. Mounted once, in the bell.
 */
export function useLiveNotices() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(
    () =>
      realtime.onMessage((message) => {
        if (typeof message.id !== 'number') return;
        void queryClient.invalidateQueries({ queryKey: noticesKey });
        // a decision on an application arrives as a notice: its status changed too
        void queryClient.invalidateQueries({ queryKey: ['registration'] });
        // so do a VIP order cancelled by its time limit and a membership activated or ending: the VIP page reads again
        void queryClient.invalidateQueries({ queryKey: ['membership'] });
        if (message.revoked !== true && typeof message.title === 'string') notify(message.title, 'info');
      }),
    [queryClient, notify],
  );
}
