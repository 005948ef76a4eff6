import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { companyRoutes } from './companies/companyRoutes';
import { jobHandlers } from './handlers';
import { jobCommandRoutes } from './jobCommandRoutes';
import { jobReadRoutes } from './jobReadRoutes';

/**
 * Posting, audit and the publisher's jobs (`/jobs…`), and the publisher's company page settings (`/companies/mine`).
 * Reads come first: their fixed paths (`/jobs/page`, `/jobs/stats`, …) are never taken for ids.
 */
export function jobRoutes(context: ModuleContext): RouteDefinition[] {
  const handlers = jobHandlers(context);
  return [...jobReadRoutes(context, handlers.queries), ...jobCommandRoutes(context, handlers), ...companyRoutes(context)];
}
