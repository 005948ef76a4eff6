import { createVisitReporter } from '@jobmarket/contracts/platform/visitReporter';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const reportVisit = createVisitReporter('portal', {
  fetch: (...args) => fetch(...args),
  // read when a visit is reported, never when the module loads: the server renders public pages with this module
  storage: { getItem: (key) => window.localStorage.getItem(key), setItem: (key, value) => window.localStorage.setItem(key, value) },
  randomId: () => crypto.randomUUID(),
  authorization: () => window.localStorage.getItem('access_token'),
});

/** Counts a page view on every route change (PV/UV on the dashboard). */
export function useVisitReporting(): void {
  const { pathname } = useLocation();
  useEffect(() => reportVisit(pathname), [pathname]);
}
