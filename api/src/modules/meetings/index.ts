import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { meetingRoutes as routes } from './routes';

/** The meetings context's api: job fairs, their seats and waitlist, and the seekers' declared schools (`/meetings…`, `/students/…/school`). */
export function meetingsRoutes(context: ModuleContext): RouteDefinition[] {
  return routes(context);
}

export { meetingHandlers, meetingReadModels, type MeetingHandlers, type MeetingPlace } from './handlers';
export { meetingDecider, meetingStream, nextSequenceOf, recipientsOf, reservationUidOf, type MeetingCommand, type MeetingState } from './meetingDecider';
