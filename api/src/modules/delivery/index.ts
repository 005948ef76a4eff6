import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { deliveryRoutes as orderRoutes } from './routes';

/** The delivery context's api: delivery orders, their flow, history, files and lists (`/delivery-orders…`). */
export function deliveryRoutes(context: ModuleContext): RouteDefinition[] {
  return orderRoutes(context);
}

export { deliveryHandlers, type DeliveryHandlers } from './handlers';
