import { z } from 'zod';

/** The spec's build variants (§7): each has its own api base address and realtime endpoint. */
export const clientVariants = ['mainland', 'foreign'] as const;
export type ClientVariant = (typeof clientVariants)[number];

/** What `GET /api/v1/platform/client-config` answers: one build of the admin and portal serves every deployment. */
export const clientConfigSchema = z.object({
  variant: z.enum(clientVariants),
  /** The api's base address: a path on this origin (`/api/v1`) or an absolute URL. */
  apiBase: z.string(),
  /** The realtime endpoints: MQTT over WebSocket (our apps) and STOMP over WebSocket (the origin's clients). */
  realtime: z.object({ mqtt: z.string(), ws: z.string() }),
  /** The spec's Chinese-edition flag (§9: false). */
  chineseEdition: z.boolean(),
  /** VIP payments go to the simulated bank (development only): the portal's payment dialog links to its /dev/bank page. */
  simulatedBank: z.boolean().optional(),
  /**
   * The zone the api states times in (`YYYY-MM-DD HH:mm:ss` on the wire, TIME_ZONE): a screen that also shows ISO
   * instants (a history's event times) shows them in it too, so both read alike.
   */
  timeZone: z.string().optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

// a path on this origin ('/mqtt', never '//host') or an absolute address with one of the schemes
const addressOf = (schemes: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => (value.startsWith('/') && !value.startsWith('//')) || schemes.some((scheme) => value.startsWith(`${scheme}://`) && URL.canParse(value)),
      `a path on this origin (/…) or an absolute ${schemes.join('/')} URL`,
    );
const apiAddress = addressOf(['http', 'https']);
const realtimeAddress = addressOf(['ws', 'wss', 'http', 'https']);

/** The deployment's variant and each variant's addresses; spread into the server's env schema (serverEnv.ts). */
export const clientEnvShape = {
  CLIENT_VARIANT: z.enum(clientVariants).default('foreign'),
  MAINLAND_API_BASE: apiAddress.default('/api/v1'),
  MAINLAND_MQTT_URL: realtimeAddress.default('/mqtt'),
  MAINLAND_WS_URL: realtimeAddress.default('/ws'),
  FOREIGN_API_BASE: apiAddress.default('/api/v1'),
  FOREIGN_MQTT_URL: realtimeAddress.default('/mqtt'),
  FOREIGN_WS_URL: realtimeAddress.default('/ws'),
  CHINESE_EDITION: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
};

type ClientEnv = { [K in keyof typeof clientEnvShape]: z.infer<(typeof clientEnvShape)[K]> };

/** The client configuration of the variant this deployment selected. */
export function clientConfigOf(env: ClientEnv): ClientConfig {
  const mainland = env.CLIENT_VARIANT === 'mainland';
  return {
    variant: env.CLIENT_VARIANT,
    apiBase: mainland ? env.MAINLAND_API_BASE : env.FOREIGN_API_BASE,
    realtime: { mqtt: mainland ? env.MAINLAND_MQTT_URL : env.FOREIGN_MQTT_URL, ws: mainland ? env.MAINLAND_WS_URL : env.FOREIGN_WS_URL },
    chineseEdition: env.CHINESE_EDITION,
  };
}
