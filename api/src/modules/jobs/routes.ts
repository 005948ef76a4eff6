import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';

// placeholder until this part of the jobs context lands
export function jobRoutes(_context: ModuleContext): RouteDefinition[] {
  return [];
}
