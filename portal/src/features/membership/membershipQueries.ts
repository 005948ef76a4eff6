import type { MembershipView, Page, VipLevelOption, VipOrderView } from '@jobmarket/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';

/** Every VIP query starts with this key: a payment or a promotion refreshes them all at once. */
export const membershipKey = ['membership'] as const;
export const MY_ORDERS_PAGE_SIZE = 10;

/** `GET /vip`: the caller's membership as the api decides it now (status, days left, the four quotas, an open order). */
export function useMembership(enabled = true) {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({ queryKey: [...membershipKey, 'mine', locale], queryFn: () => api.request<MembershipView>('/vip'), enabled });
}

/** `GET /vip-levels/options` (public): the enabled levels in sort order, named in the reader's language. */
export function useLevelOptions() {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({ queryKey: [...membershipKey, 'levels', locale], queryFn: () => api.request<VipLevelOption[]>('/vip-levels/options', { auth: false }) });
}

/** `GET /vip-orders/mine/page`: the caller's orders, newest first. */
export function useMyOrders(pageNum: number) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(MY_ORDERS_PAGE_SIZE) });
  return useQuery({
    queryKey: [...membershipKey, 'orders', locale, query.toString()],
    queryFn: () => api.request<Page<VipOrderView>>(`/vip-orders/mine/page?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /vip-orders/{orderNo}/form`: one of my orders (continuing to pay it). */
export function useOrder(orderNo: string, initial?: VipOrderView) {
  const { api } = useSession();
  return useQuery({
    queryKey: [...membershipKey, 'order', orderNo],
    queryFn: () => api.request<VipOrderView>(`/vip-orders/${encodeURIComponent(orderNo)}/form`),
    initialData: initial,
    // a freshly submitted order is as the api answered it: no second fetch
    staleTime: initial ? 60_000 : 0,
  });
}

/** `POST /vip-orders`: the api prices the level (new, renewal or upgrade) and opens an order for it. */
export function useSubmitOrder() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levelId: number) => api.request<VipOrderView>('/vip-orders', { method: 'POST', json: { levelId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKey }),
  });
}
