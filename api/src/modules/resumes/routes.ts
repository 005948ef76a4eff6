import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { resumeHandlers } from './handlers';
import { resumeCommandRoutes } from './resumeCommandRoutes';
import { resumeReadRoutes } from './resumeReadRoutes';
import { seekerRoutes } from './seekerRoutes';

/**
 * The seeker's resumes and the staff's (`/resumes…`), and the seeker's home counts (`/seekers/me/summary`). Reads come
 * first: their fixed paths (`/resumes/mine`, `/resumes/page`, …) are never taken for ids.
 */
export function resumeRoutes(context: ModuleContext): RouteDefinition[] {
  const handlers = resumeHandlers(context);
  return [...resumeReadRoutes(context, handlers.queries), ...resumeCommandRoutes(context, handlers), ...seekerRoutes(handlers.queries)];
}
