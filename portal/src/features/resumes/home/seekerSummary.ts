import type { SeekerSummary } from '@jobmarket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/SessionContext';

/** The home's counts live under `seekers`: a created, duplicated or deleted resume refreshes them (resumeQueries.ts). */
export const seekerSummaryKey = ['seekers', 'me', 'summary'] as const;

/** `GET /seekers/me/summary`: the signed-in job seeker's resumes, applications, hires and profile views. */
export function useSeekerSummary() {
  const { api } = useSession();
  return useQuery({ queryKey: seekerSummaryKey, queryFn: () => api.request<SeekerSummary>('/seekers/me/summary') });
}
