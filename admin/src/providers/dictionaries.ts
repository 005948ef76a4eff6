import { API_BASE, http } from './httpClient';

/** One dictionary as GET /api/v1/dict/list answers it (API-CONTRACT §3). */
export interface DictionaryItem {
  value: string;
  label: string;
  tagType?: string;
}

interface Dictionary {
  name: string;
  dictCode: string;
  dictDataList: DictionaryItem[];
}

// spec §3: a cache keyed by dictCode, filled by one call, emptied on sign-out
let cache: Promise<Map<string, DictionaryItem[]>> | undefined;

/** The items of a dictionary (labels in the language of the moment the cache was filled). */
export async function dictionaryItems(dictCode: string): Promise<DictionaryItem[]> {
  if (!cache) {
    const loading = http.json<Dictionary[]>(`${API_BASE}/dict/list`).then(({ json }) => new Map(json.map((dict) => [dict.dictCode, dict.dictDataList])));
    cache = loading;
    loading.catch(() => {
      if (cache === loading) cache = undefined;
    });
  }
  return (await cache).get(dictCode) ?? [];
}

export function clearDictionaryCache(): void {
  cache = undefined;
}
