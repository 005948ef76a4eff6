import { createVisitReporter } from '@jobmarket/contracts/platform/visitReporter';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const reportVisit = createVisitReporter('admin', {
  fetch: (...args) => fetch(...args),
  storage: window.localStorage,
  randomId: () => crypto.randomUUID(),
  authorization: () => window.localStorage.getItem('access_token'),
});

/** Counts a back-office page view on every route change (PV/UV on the dashboard). */
export function useVisitReporting(): void {
  const { pathname } = useLocation();
  // the router's basename is /admin; report the full path so admin and portal pages are told apart
  useEffect(() => reportVisit(`/admin${pathname === '/' ? '' : pathname}` || '/admin'), [pathname]);
}
