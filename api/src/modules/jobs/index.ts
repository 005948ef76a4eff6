import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { publicJobRoutes } from './publicPages/publicJobRoutes';
import { regionRoutes } from './regions/regionRoutes';
import { jobRoutes } from './routes';
import { jobSearchRoutes } from './search/searchRoutes';

/**
 * The jobs context's api: posting, audit and the publisher's jobs (routes), public search, hot lists and company
 * search (search/), the region cascade (regions/) and the public job and company views (publicPages/).
 */
export function jobsRoutes(context: ModuleContext): RouteDefinition[] {
  return [...jobSearchRoutes(context), ...regionRoutes(context), ...publicJobRoutes(context), ...jobRoutes(context)];
}
