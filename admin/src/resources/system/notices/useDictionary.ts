import { useEffect, useState } from 'react';
import { dictionaryItems, type DictionaryItem } from '../../../providers/dictionaries';

/** A dictionary's items (notice_type, notice_level) from the shared cache; empty until they arrive or when loading fails. */
export function useDictionary(dictCode: string): DictionaryItem[] {
  const [items, setItems] = useState<DictionaryItem[]>([]);
  useEffect(() => {
    let isCurrent = true;
    dictionaryItems(dictCode)
      .then((loaded) => isCurrent && setItems(loaded))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [dictCode]);
  return items;
}
