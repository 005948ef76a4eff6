import { clientConfigOf, clientConfigSchema } from '@jobmarket/contracts/platform/clientConfig';
import { defineRoute, type RouteDefinition } from '../../http/route';
import type { ApiConfig } from '../../platform/config';

/**
 * The deployment's client configuration (issue 11 §5): the admin and the portal are built once and learn here which
 * variant they serve, its api base and realtime endpoints, and the Chinese-edition flag (CLIENT_VARIANT and friends).
 */
export function clientConfigRoutes(config: ApiConfig): RouteDefinition[] {
  // the simulated bank's page exists only outside production (api-orders' /dev/bank)
  const clientConfig = {
    ...clientConfigOf(config),
    simulatedBank: config.PAYMENTS_ADAPTER === 'simulated' && config.NODE_ENV !== 'production',
    timeZone: config.TIME_ZONE,
  };
  return [
    defineRoute({
      method: 'get',
      path: '/platform/client-config',
      permission: 'public',
      tag: 'platform',
      summary: "The deployment's build variant, api base, realtime endpoints (mqtt, ws), Chinese-edition flag, whether payments go to the simulated bank, and the zone times are stated in",
      response: clientConfigSchema,
      handler: async ({ res }) => {
        // changes only with a deployment's configuration; browsers and shared caches may keep it a few minutes
        res.setHeader('Cache-Control', 'public, max-age=300');
        return clientConfig;
      },
    }),
  ];
}
