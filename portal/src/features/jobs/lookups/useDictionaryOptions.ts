import type { LabelledValue } from '@jobmarket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';

/** An item of `GET /dict/list` (API-CONTRACT §3). */
interface DictionaryView {
  dictCode: string;
  dictDataList: { value: string; label: string }[];
}

/** The dictionaries a job is classified by. */
export type JobDictionary = 'industry' | 'education';

/**
 * The items of a dictionary in the reader's language, from `GET /dict/list` (public, every enabled dictionary at once:
 * one request serves the industry and the education selects, cached per language for the visit).
 */
export function useDictionaryOptions(dictCode: JobDictionary): { options: LabelledValue[]; isLoading: boolean } {
  const { api } = useSession();
  const { locale } = useI18n();
  const dictionaries = useQuery({
    queryKey: ['dict', 'list', locale],
    queryFn: () => api.request<DictionaryView[]>('/dict/list', { auth: false }),
    staleTime: Infinity,
  });
  const items = dictionaries.data?.find((dictionary) => dictionary.dictCode === dictCode)?.dictDataList ?? [];
  return { options: items.map(({ value, label }) => ({ value: String(value), label })), isLoading: dictionaries.isLoading };
}
