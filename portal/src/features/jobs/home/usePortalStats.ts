import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/SessionContext';

/** `GET /portal/stats` (public). */
export interface PortalStats {
  hotJobs: number;
  famousCompanies: number;
  jobSeekers: number;
}

export function usePortalStats() {
  const { api } = useSession();
  return useQuery({ queryKey: ['portal', 'stats'], queryFn: () => api.request<PortalStats>('/portal/stats', { auth: false }), staleTime: 60_000 });
}
