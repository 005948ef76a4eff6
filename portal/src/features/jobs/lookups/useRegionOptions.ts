import type { CountryCode, RegionOption } from '@jobmarket/contracts';
import { countryCodes } from '@jobmarket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';

/**
 * The children of a region from `GET /regions/options?parentCode=` (the countries without a parent), named in the
 * reader's language. `null` asks nothing: a cascade level whose parent is not chosen yet. Region data never changes
 * while the portal runs, so each answer is kept for the visit.
 */
export function useRegionOptions(parentCode: string | null | undefined) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = parentCode ? `?parentCode=${encodeURIComponent(parentCode)}` : '';
  return useQuery({
    // null (nothing chosen above) must not share the countries' entry (undefined): a disabled query still shows cached data
    queryKey: ['regions', locale, parentCode === undefined ? '' : parentCode],
    queryFn: () => api.request<RegionOption[]>(`/regions/options${query}`, { auth: false }),
    enabled: parentCode !== null,
    staleTime: Infinity,
  });
}

/** Every region code starts with its country's code (`TH-10`, `LA-VT-01`, `CN-11`). */
export function countryOfRegion(code: string): CountryCode | undefined {
  const prefix = code.slice(0, 2);
  return (countryCodes as readonly string[]).includes(prefix) ? (prefix as CountryCode) : undefined;
}
