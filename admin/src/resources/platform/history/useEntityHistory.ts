import { useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import type { HistoryEntry } from './historyChanges';

export type LoadedHistory = { status: 'loading' } | { status: 'failed'; message?: string } | { status: 'loaded'; entries: HistoryEntry[] };

/** An entity's events in order (`GET /<resource>/{id}/history`: who did what when, and the state after each). */
export function useEntityHistory(resource: string, id: Identifier | undefined): LoadedHistory {
  const [loaded, setLoaded] = useState<LoadedHistory>({ status: 'loading' });
  useEffect(() => {
    if (id === undefined) return undefined;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    httpClient(`${API_BASE}/${resource}/${encodeURIComponent(String(id))}/history`, { signal: controller.signal })
      .then(({ json }) => setLoaded({ status: 'loaded', entries: Array.isArray(json) ? (json as HistoryEntry[]) : [] }))
      .catch((error: Error | undefined) => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed', message: error?.message });
      });
    return () => controller.abort();
  }, [resource, id]);
  return loaded;
}
