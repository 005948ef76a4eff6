import type { Page, PromotionView } from '@jobmarket/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../session/SessionContext';
import { dateOf } from '../../jobs/format/jobDates';
import { membershipKey } from '../membershipQueries';

/** A publisher's ads quota is small: one page holds every promotion running now. */
const ACTIVE_PAGE_SIZE = 100;

/** `GET /vip-promotions/mine/page?status=active`: my jobs featured now, by job id. */
export function useActivePromotions() {
  const { api } = useSession();
  return useQuery({
    queryKey: [...membershipKey, 'promotions', 'active'],
    queryFn: async () => {
      const page = await api.request<Page<PromotionView>>(`/vip-promotions/mine/page?pageNum=1&pageSize=${ACTIVE_PAGE_SIZE}&status=active`);
      return new Map(page.list.filter((promotion) => promotion.status === 'active').map((promotion) => [promotion.jobId, promotion]));
    },
  });
}

/** Featured still: a page left open past a promotion's end stops calling the job featured (the timer ends it on the server). */
export function isRunning(promotion: PromotionView | undefined, now = Date.now()): promotion is PromotionView {
  const end = promotion ? dateOf(promotion.endTime) : undefined;
  return end !== undefined && end.getTime() > now;
}

/** `PUT /jobs/{id}/promote`: one ad of the membership features the job for `days`; the quotas and the featured marks follow. */
export function usePromoteJob() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, days }: { jobId: number; days: number }) => api.request<PromotionView | null>(`/jobs/${jobId}/promote`, { method: 'PUT', json: { days } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKey }),
  });
}
