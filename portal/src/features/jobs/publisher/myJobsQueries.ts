import type { JobRow, JobStatus, Page } from '@jobmarket/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { realtime } from '../../../session/realtime';
import { useSession } from '../../../session/SessionContext';

export const myJobsKey = ['jobs', 'mine'] as const;
export const MY_JOBS_PAGE_SIZE = 10;

/** `GET /jobs/mine/page`: the signed-in publisher's own jobs, newest first, optionally of one status. */
export function useMyJobs(params: { pageNum: number; status: JobStatus | '' }) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = new URLSearchParams({ pageNum: String(params.pageNum), pageSize: String(MY_JOBS_PAGE_SIZE) });
  if (params.status) query.set('status', params.status);
  return useQuery({
    queryKey: [...myJobsKey, locale, query.toString()],
    queryFn: () => api.request<Page<JobRow>>(`/jobs/mine/page?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** The publisher's verbs on a job (`PUT /jobs/{id}/close|extend|repost`); the lists and the public board follow. */
export type MyJobCommand = { action: 'close' | 'repost'; id: number } | { action: 'extend'; id: number; validThrough: string };

export function useMyJobCommand() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: MyJobCommand) =>
      api.request(`/jobs/${command.id}/${command.action}`, { method: 'PUT', json: command.action === 'extend' ? { validThrough: command.validThrough } : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

/**
 * An audit decision or an expiry reaches the publisher as a live notice (the jobs context's notices): their jobs are
 * fetched again, so a status changes on screen while they look at it.
 */
export function useMyJobsFollowNotices() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onMessage((message) => {
        if (typeof message.id === 'number') void queryClient.invalidateQueries({ queryKey: myJobsKey });
      }),
    [queryClient],
  );
}
