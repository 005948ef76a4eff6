import type { CompanyPageView, PublicJobView, PublicPageData } from '@jobmarket/contracts';
import type { Locale } from '@jobmarket/contracts/i18n/locales';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { useI18n } from '../../../i18n/I18nContext';

export const publicJobKey = (id: number, locale: Locale) => ['jobs', 'public', id, locale] as const;
export const publicCompanyKey = (id: number, locale: Locale) => ['companies', 'public', id, locale] as const;

// a page's view changes when its publisher edits it; a minute-old one is fine, and a hydrated page asks for none at once
const STALE_MS = 60_000;

/** The view, or null when the api says there is no such public page (A0606): the page then says not found. */
async function viewOrNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'A0606') return null;
    throw error;
  }
}

/** While another language's view loads, the same page keeps showing the one it has; another page never does. */
const samePage = (id: number) => <T,>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
  previousQuery?.queryKey[2] === id ? previous : undefined;

function usePublicView<T>(key: readonly unknown[], id: number, path: string, enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: key,
    queryFn: () => viewOrNull(api.request<T>(path, { auth: false })),
    staleTime: STALE_MS,
    enabled,
    placeholderData: samePage(id),
  });
}

/** `GET /jobs/{id}/public` in the reader's language (a public call: no token). */
export function usePublicJob(id: number) {
  const { locale } = useI18n();
  return usePublicView<PublicJobView>(publicJobKey(id, locale), id, `/jobs/${id}/public`, Number.isInteger(id) && id > 0);
}

/** `GET /companies/{id}/public` in the reader's language. */
export function usePublicCompany(id: number) {
  const { locale } = useI18n();
  return usePublicView<CompanyPageView>(publicCompanyKey(id, locale), id, `/companies/${id}/public`, Number.isInteger(id) && id > 0);
}

/** Puts a server-rendered page's view where its page reads it, so hydration renders what the server did and fetches nothing. */
export function seedPublicPage(queryClient: QueryClient, data: PublicPageData, locale: Locale): void {
  if (data.page === 'job') queryClient.setQueryData(publicJobKey(data.id, locale), data.job);
  else queryClient.setQueryData(publicCompanyKey(data.id, locale), data.company);
}
