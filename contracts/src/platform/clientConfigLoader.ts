// Browser side, free of zod (the portal's public pages load it): the type comes from the schema, the check is by hand.
import type { ClientConfig } from './clientConfig';

/** Public, no token: the admin and the portal read their deployment's settings here at start (issue 11 §5). */
export const CLIENT_CONFIG_PATH = '/api/v1/platform/client-config';

/** Used until the api answers, or when it cannot: same-origin endpoints, the spec's foreign variant, no Chinese edition. */
export const fallbackClientConfig: Readonly<ClientConfig> = Object.freeze({
  variant: 'foreign',
  apiBase: '/api/v1',
  realtime: Object.freeze({ mqtt: '/mqtt', ws: '/ws' }),
  chineseEdition: false,
});

function isClientConfig(value: unknown): value is ClientConfig {
  const config = value as Partial<ClientConfig> | null;
  return (
    typeof config === 'object' &&
    config !== null &&
    (config.variant === 'mainland' || config.variant === 'foreign') &&
    typeof config.apiBase === 'string' &&
    typeof config.realtime?.mqtt === 'string' &&
    typeof config.realtime.ws === 'string' &&
    typeof config.chineseEdition === 'boolean'
  );
}

/** An endpoint address (a path on this origin or an absolute URL) as a WebSocket URL seen from `origin`. */
export function websocketUrlOf(address: string, origin: string): string {
  const url = new URL(address, origin);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * Fetches the client configuration once per page and keeps it (the answer is small and changes only with a
 * deployment); a failed fetch answers the fallback and is tried again by the next caller.
 */
export function createClientConfigLoader(fetchJson: (path: string) => Promise<unknown>): () => Promise<ClientConfig> {
  let loaded: Promise<ClientConfig> | undefined;
  return () =>
    (loaded ??= fetchJson(CLIENT_CONFIG_PATH).then(
      (envelope) => {
        const data = (envelope as { data?: unknown } | null)?.data;
        if (isClientConfig(data)) return data;
        loaded = undefined;
        return fallbackClientConfig;
      },
      () => {
        loaded = undefined;
        return fallbackClientConfig;
      },
    ));
}
