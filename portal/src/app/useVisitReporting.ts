import { createVisitReporter } from '@jobmarket/contracts/platform/visitReporter';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const reportVisit = createVisitReporter('portal', {
  fetch: (...args) => fetch(...args),
  storage: window.localStorage,
  randomId: () => crypto.randomUUID(),
  authorization: () => window.localStorage.getItem('access_token'),
});

/** Counts a page view on every route change (PV/UV on the dashboard). */
export function useVisitReporting(): void {
  const { pathname } = useLocation();
  useEffect(() => reportVisit(pathname), [pathname]);
}
