import type { RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { vipLevelRoutes } from './levels/routes';
import { membershipViewRoutes } from './memberships/routes';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { promotionRoutes } from './promotions/routes';

/**
 * The membership context's api (`/vip…`, `/vip-levels…`, `/vip-promotions…`, `PUT /jobs/{id}/promote`): levels,
 * the caller's membership and the staff's VIP list, featured-job promotions; orders and payments (orders/, payments/).
 */
export function membershipRoutes(context: ModuleContext): RouteDefinition[] {
  return [...vipLevelRoutes(context), ...membershipViewRoutes(context), ...promotionRoutes(context), ...orderRoutes(context), ...paymentRoutes(context)];
}
