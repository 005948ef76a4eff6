import type { RouteDefinition } from '../../../http/route';
import type { ModuleContext } from '../../moduleContext';
import { operationLogRoutes } from './operationLogRoutes';
import { userStatRoutes } from './userStatRoutes';
import { visitRoutes } from './visitRoutes';

/** Logs (`/api/v1/logs`): the operation log read from events, page-view telemetry with the dashboard's PV/UV, and its user figures. */
export function logRoutes(context: ModuleContext): RouteDefinition[] {
  // the fixed /logs/visit-* paths before anything under /logs that could take a parameter
  return [...visitRoutes(context), ...userStatRoutes(context), ...operationLogRoutes(context)];
}
