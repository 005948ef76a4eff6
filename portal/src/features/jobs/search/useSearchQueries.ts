import type { CompanyCardView, JobSearchPage, Page } from '@jobmarket/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { type CompanySearch, companySearchQuery, type JobSearch, jobSearchQuery } from './jobSearchParams';

/** `GET /jobs/search` (public); the previous page stays on screen while the next one loads. Labels follow the reader's language. */
export function useJobSearch(search: JobSearch) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = jobSearchQuery(search).toString();
  return useQuery({
    queryKey: ['jobs', 'search', locale, query],
    queryFn: () => api.request<JobSearchPage>(`/jobs/search?${query}`, { auth: false }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /companies/search` (public). */
export function useCompanySearch(search: CompanySearch) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = companySearchQuery(search).toString();
  return useQuery({
    queryKey: ['companies', 'search', locale, query],
    queryFn: () => api.request<Page<CompanyCardView>>(`/companies/search?${query}`, { auth: false }),
    placeholderData: keepPreviousData,
  });
}
