import type { DeliverForm, DeliveryAdvanceForm, DeliveryOrderSnapshot, DeliveryOrderView, DeliveryState, Page, ResumeDetail } from '@jobmarket/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/I18nContext';
import { realtime } from '../../session/realtime';
import { useSession } from '../../session/SessionContext';

/** Every delivery query starts with this key: a step taken refreshes the lists, the histories and the job cards. */
export const deliveryKey = ['delivery'] as const;
/** The publisher's job cards carry the applicant count; the seeker home counts applications (`/seekers/me/summary`). */
const followingKeys = [['jobs', 'mine'], ['seekers']] as const;
export const DELIVERY_PAGE_SIZE = 10;

/** One entry of `GET /delivery-orders/{id}/history` (API-CONTRACT §4): the order as it stood after it in `stateAfter`. */
export interface DeliveryHistoryEntry {
  revision: number;
  type: string;
  data: unknown;
  actor: { id: string | number; username: string | null; nickname: string | null } | null;
  time: string;
  stateAfter: DeliveryOrderSnapshot | null;
}

/** `GET /delivery-orders/mine`: the signed-in seeker's applications, newest first. */
export function useMyApplications(pageNum: number) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(DELIVERY_PAGE_SIZE) });
  return useQuery({
    queryKey: [...deliveryKey, 'mine', locale, query.toString()],
    queryFn: () => api.request<Page<DeliveryOrderView>>(`/delivery-orders/mine?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /delivery-orders/for-my-jobs`: orders on the signed-in publisher's jobs, optionally of one job and one state. */
export function useReceivedOrders(params: { pageNum: number; jobId?: number; state?: DeliveryState }) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = new URLSearchParams({ pageNum: String(params.pageNum), pageSize: String(DELIVERY_PAGE_SIZE) });
  if (params.jobId) query.set('jobId', String(params.jobId));
  if (params.state) query.set('state', params.state);
  return useQuery({
    queryKey: [...deliveryKey, 'received', locale, query.toString()],
    queryFn: () => api.request<Page<DeliveryOrderView>>(`/delivery-orders/for-my-jobs?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /delivery-orders/{id}/history`: the order's events in order, fetched when the timeline opens. */
export function useDeliveryHistory(orderId: number, enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: [...deliveryKey, 'history', orderId],
    queryFn: () => api.request<DeliveryHistoryEntry[]>(`/delivery-orders/${orderId}/history`),
    enabled,
  });
}

/** `GET /delivery-orders/{id}/resume`: the candidate's resume as delivered to this order (no membership needed). */
export function useOrderResume(orderId: number) {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...deliveryKey, 'resume', orderId, locale],
    queryFn: () => api.request<ResumeDetail>(`/delivery-orders/${orderId}/resume`),
  });
}

function useRefreshAfterStep() {
  const queryClient = useQueryClient();
  return () => Promise.all([deliveryKey, ...followingKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** `POST /delivery-orders`: the seeker applies to a job with one of their resumes. */
export function useDeliver() {
  const { api } = useSession();
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: (form: DeliverForm) => api.request<DeliveryOrderView>('/delivery-orders', { method: 'POST', json: form }),
    onSuccess: refresh,
  });
}

/** `PUT /delivery-orders/{id}/advance`: one step of the flow (the table and the caller's role decide, the api checks). */
export function useAdvanceOrder() {
  const { api } = useSession();
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: ({ orderId, form }: { orderId: number; form: DeliveryAdvanceForm }) =>
      api.request<DeliveryOrderView>(`/delivery-orders/${orderId}/advance`, { method: 'PUT', json: form }),
    onSuccess: refresh,
  });
}

/** `POST /delivery-orders/{id}/invoice` (multipart: `files`, `invoiceDate`, `remark`). */
export function useUploadInvoice() {
  const { api } = useSession();
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: ({ orderId, form }: { orderId: number; form: FormData }) => api.request<DeliveryOrderView>(`/delivery-orders/${orderId}/invoice`, { method: 'POST', form }),
    onSuccess: refresh,
  });
}

/**
 * Each step notifies the parties live (the delivery context's notices): the lists are fetched again, so an
 * application changes state on screen while its candidate or publisher looks at it.
 */
export function useDeliveryFollowNotices() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onMessage((message) => {
        if (typeof message.id === 'number') void queryClient.invalidateQueries({ queryKey: deliveryKey });
      }),
    [queryClient],
  );
}
