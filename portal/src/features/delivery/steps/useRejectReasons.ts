import type { LabelledValue } from '@jobmarket/contracts';
import { useQuery } from '@tanstack/react-query';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';

/** The codes the seed gives the `delivery_reject_reason` dictionary (its labels are `delivery.rejectReasons.*`). */
const seededCodes = ['notQualified', 'experience', 'salary', 'positionFilled', 'noShow', 'candidateDeclined', 'other'] as const;
const seededLabels = Object.fromEntries(seededCodes.map((code) => [code, `delivery.rejectReasons.${code}`])) as Record<(typeof seededCodes)[number], PortalMessageKey>;

interface DictionaryView {
  dictCode: string;
  dictDataList: { value: string; label: string }[];
}

/**
 * The reasons a refusal may give, from `GET /dict/list` (the same cached request as the job form's selects) in the
 * reader's language; until the dictionary is there, the seeded codes with their catalog labels.
 */
export function useRejectReasons(): LabelledValue[] {
  const { api } = useSession();
  const { t, locale } = useI18n();
  const dictionaries = useQuery({
    queryKey: ['dict', 'list', locale],
    queryFn: () => api.request<DictionaryView[]>('/dict/list', { auth: false }),
    staleTime: Infinity,
  });
  const items = dictionaries.data?.find((dictionary) => dictionary.dictCode === 'delivery_reject_reason')?.dictDataList ?? [];
  if (items.length > 0) return items.map(({ value, label }) => ({ value: String(value), label }));
  return seededCodes.map((code) => ({ value: code, label: t(seededLabels[code]) }));
}
