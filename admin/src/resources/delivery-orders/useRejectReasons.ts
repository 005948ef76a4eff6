import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useDictionary } from '../system/notices/useDictionary';

/**
 * The `delivery_reject_reason` dictionary's reasons with their labels in the reader's language (seeded labels may be
 * catalog keys, as the other seeded dictionaries' are), and the label of one code (the domain's name for a code the
 * dictionary no longer holds).
 */
export function useRejectReasons() {
  const translate = useTranslate();
  const items = useDictionary('delivery_reject_reason');
  return useMemo(() => {
    const reasons = items.map((item) => ({ value: item.value, label: translate(item.label, { _: item.label }) }));
    const labelOf = (code: string) => reasons.find((reason) => reason.value === code)?.label ?? translate(`delivery.rejectReasons.${code}`, { _: code });
    return { reasons, labelOf };
  }, [items, translate]);
}
