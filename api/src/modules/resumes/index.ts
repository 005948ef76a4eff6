import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { resumePdfRoutes } from './pdf/pdfRoutes';
import { resumeRoutes } from './routes';
import { talentRoutes } from './talent/talentRoutes';

/**
 * The resumes context's api, one list: the seeker's and the staff's resumes and the seeker's home (routes); the
 * publishers' talent search, views, downloads and the resumes' files (talent/); templates and PDFs (pdf/). Fixed paths
 * before `/resumes/:id`.
 */
export function resumesRoutes(context: ModuleContext): RouteDefinition[] {
  return [...talentRoutes(context), ...resumePdfRoutes(context), ...resumeRoutes(context)];
}
