import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDictionaryCache, dictionaryItems, type DictionaryItem } from '../../../providers/dictionaries';

export interface CacheProbe {
  /** The chosen dictionary's items, as the cache holds them. */
  items: DictionaryItem[];
  isLoading: boolean;
  error: unknown;
  /** How many times this page saw the cache filled by a GET /dict/list (1 after the first answer). */
  loads: number;
  loadedAt: Date | undefined;
  /** Whether the last read of a dictionary was answered by the cache this page already saw filled. */
  isCacheHit: boolean;
  /** Empties the shared cache and reads the dictionary again, which refills it. */
  invalidate: () => void;
}

/**
 * Reads a dictionary through the admin's shared cache (providers/dictionaries.ts) and tells whether the read filled
 * it anew: one load builds one Map, so the array of a fixed "anchor" dictionary keeps its identity until the cache is
 * emptied and filled again.
 */
export function useCacheProbe(dictCode: string | undefined, anchorCode: string | undefined): CacheProbe {
  const [state, setState] = useState<Omit<CacheProbe, 'invalidate'>>({ items: [], isLoading: true, error: undefined, loads: 0, loadedAt: undefined, isCacheHit: false });
  const anchor = useRef<DictionaryItem[]>(undefined);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!dictCode || !anchorCode) return;
    let isCurrent = true;
    setState((current) => ({ ...current, isLoading: true }));
    Promise.all([dictionaryItems(anchorCode), dictionaryItems(dictCode)])
      .then(([anchorItems, items]) => {
        if (!isCurrent) return;
        const isNewLoad = anchorItems !== anchor.current;
        anchor.current = anchorItems;
        setState((current) => ({
          items,
          isLoading: false,
          error: undefined,
          loads: isNewLoad ? current.loads + 1 : current.loads,
          loadedAt: isNewLoad ? new Date() : current.loadedAt,
          isCacheHit: !isNewLoad,
        }));
      })
      .catch((error: unknown) => isCurrent && setState((current) => ({ ...current, isLoading: false, error })));
    return () => {
      isCurrent = false;
    };
  }, [dictCode, anchorCode, generation]);

  const invalidate = useCallback(() => {
    clearDictionaryCache();
    setGeneration((current) => current + 1);
  }, []);

  return { ...state, invalidate };
}
