import { dictionariesProjection } from '@jobmarket/projections';
import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { publicJobRoutes } from './publicPages/publicJobRoutes';
import { jobLabels } from './regions/jobLabels';
import { regionRoutes } from './regions/regionRoutes';
import { jobRoutes } from './routes';
import { queryTagSource } from './search/queryTags';
import { jobSearchRoutes } from './search/searchRoutes';

/**
 * Job labels and search tags are read from the dictionaries: an item added or relabelled drops them as soon as the
 * dictionaries projection commits it (every api process hears the checkpoint), not a TTL later.
 */
function followDictionaryEdits(context: ModuleContext): void {
  context.projectionWaiter.onCheckpoint((projection) => {
    if (projection !== dictionariesProjection.name) return;
    jobLabels(context.db).invalidate();
    queryTagSource(context.db).invalidate();
  });
}

/**
 * The jobs context's api: posting, audit and the publisher's jobs (routes), public search, hot lists and company
 * search (search/), the region cascade (regions/) and the public job and company views (publicPages/).
 */
export function jobsRoutes(context: ModuleContext): RouteDefinition[] {
  followDictionaryEdits(context);
  return [...jobSearchRoutes(context), ...regionRoutes(context), ...publicJobRoutes(context), ...jobRoutes(context)];
}
