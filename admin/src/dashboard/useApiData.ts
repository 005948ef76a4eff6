import { useCallback, useEffect, useState } from 'react';
import { API_BASE, httpClient } from '../providers/httpClient';

export interface ApiData<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  reload: () => void;
}

/** One GET of an api path (under /api/v1) for a dashboard panel; `null` skips it. A newer request aborts the older one. */
export function useApiData<T>(path: string | null): ApiData<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; isLoading: boolean }>({ isLoading: path !== null });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, isLoading: true, error: undefined }));
    httpClient(`${API_BASE}${path}`, { signal: controller.signal })
      .then(({ json }) => setState({ data: json as T, isLoading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ error, isLoading: false });
      });
    return () => controller.abort();
  }, [path, version]);

  return { data: state.data, isLoading: state.isLoading, error: state.error, reload };
}
