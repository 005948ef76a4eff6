import type { Page, TalentCard, TalentDetail } from '@jobmarket/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { membershipKey } from '../../membership/membershipQueries';
import { type TalentSearch, talentQueryOf } from './talentSearchParams';

/** Every talent query starts with this key: opening a resume refreshes the cards' "unlocked" marks. */
export const talentKey = ['talent'] as const;

/** `GET /resumes/talent/page`: searchable resumes as cards, contact details masked unless this publisher unlocked them. */
export function useTalentSearch(search: TalentSearch) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = talentQueryOf(search).toString();
  return useQuery({
    queryKey: [...talentKey, 'page', locale, query],
    queryFn: () => api.request<Page<TalentCard>>(`/resumes/talent/page?${query}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * `PUT /resumes/{id}/view`: the resume unmasked. It spends a viewable resume (none when this one was opened before in
 * the membership period) and counts a profile view, so it runs once per visit: no refetch on focus, no retry, and the
 * allowance and the cards are refreshed after it.
 */
export function useTalentView(resumeId: number, enabled: boolean) {
  const { api } = useSession();
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...talentKey, 'view', resumeId, locale],
    queryFn: async () => {
      const detail = await api.request<TalentDetail>(`/resumes/${resumeId}/view`, { method: 'PUT' });
      void queryClient.invalidateQueries({ queryKey: membershipKey });
      void queryClient.invalidateQueries({ queryKey: [...talentKey, 'page'] });
      return detail;
    },
    enabled,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `PUT /resumes/{id}/download`: the resume's PDF, spending a downloadable resume; the allowance is refreshed after it. */
export function useTalentDownload(resumeId: number) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.blob(`/resumes/${resumeId}/download`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKey }),
  });
}
