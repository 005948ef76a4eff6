import type { CounselorView } from '@jobmarket/contracts/counseling/views';
import { useEffect, useState } from 'react';
import { API_BASE, httpClient } from '../../providers/httpClient';

/** How many counselors the filter offers: a counseling service has tens of them, not thousands. */
const COUNSELOR_CHOICES_MAX = 200;

/**
 * Every counselor (active or not) by name for the consult order list's counselor filter, from the staff's counselor
 * list (`GET /counselors/page`); empty while loading or when the caller may not read counselors.
 */
export function useCounselorChoices(): { choices: { id: number; name: string }[]; isPending: boolean } {
  const [state, setState] = useState<{ choices: { id: number; name: string }[]; isPending: boolean }>({ choices: [], isPending: true });
  useEffect(() => {
    const controller = new AbortController();
    httpClient(`${API_BASE}/counselors/page?pageNum=1&pageSize=${COUNSELOR_CHOICES_MAX}`, { signal: controller.signal })
      .then(({ json }) => {
        const list = ((json as { list?: CounselorView[] } | null)?.list ?? []).map((counselor) => ({ id: counselor.id, name: counselor.name }));
        setState({ choices: list.sort((a, b) => a.name.localeCompare(b.name)), isPending: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ choices: [], isPending: false });
      });
    return () => controller.abort();
  }, []);
  return state;
}
