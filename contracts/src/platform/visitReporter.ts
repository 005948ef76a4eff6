/** Where a front end reports page views (ARCHITECTURE §2: PV/UV telemetry, not events). */
export const VISITS_ENDPOINT = '/api/v1/visits';
const VISITOR_KEY = 'jobmarket.visitorId';

interface VisitReporterDeps {
  fetch: typeof fetch;
  /** localStorage in a browser; typed by shape so contracts needs no DOM typings on the server side. */
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  randomId: () => string;
  /** The stored access token value ("Bearer …"), so signed-in views count per user. */
  authorization?: () => string | null;
}

/**
 * Reports one route view: a random visitor id kept in localStorage (no personal data), the path without its query.
 * Fire and forget — telemetry must never break or slow a page.
 */
export function createVisitReporter(app: 'admin' | 'portal', deps: VisitReporterDeps) {
  let lastPath: string | undefined;
  return (path: string): void => {
    const cleanPath = path.split('?')[0]!.split('#')[0] || '/';
    if (cleanPath === lastPath) return;
    lastPath = cleanPath;
    let visitorId = deps.storage.getItem(VISITOR_KEY);
    if (!visitorId) {
      visitorId = deps.randomId();
      deps.storage.setItem(VISITOR_KEY, visitorId);
    }
    const authorization = deps.authorization?.();
    deps
      .fetch(VISITS_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: JSON.stringify({ path: cleanPath.slice(0, 300), app, visitorId }),
        keepalive: true,
      })
      .catch(() => undefined);
  };
}
