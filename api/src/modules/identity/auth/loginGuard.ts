import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../../../http/appError';
import { requireRedis } from '../../../platform/redisAvailability';

/**
 * Brute-force limits on sign-in failures (Redis, so they hold across api instances): 5 consecutive failures lock
 * the (username, IP) pair for 15 minutes; an IP gets 50 failures an hour; an account 100 failures an hour from anywhere.
 * A success clears the pair. Without Redis the guard cannot count, so sign-ins answer C0130 (503) rather than go unguarded.
 */
export function loginGuard(redis: Redis) {
  const byPair = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'login:pair', points: 5, duration: 15 * 60, blockDuration: 15 * 60 });
  const byIp = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'login:ip', points: 50, duration: 3600, blockDuration: 3600 });
  const byAccount = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'login:account', points: 100, duration: 3600, blockDuration: 3600 });
  const pairKey = (username: string, ip: string) => `${username.toLowerCase()}|${ip}`;

  return {
    async assertAllowed(username: string, ip: string): Promise<void> {
      const [pair, perIp, account] = await requireRedis(redis, () =>
        Promise.all([byPair.get(pairKey(username, ip)), byIp.get(ip), byAccount.get(username.toLowerCase())]),
      );
      const spent = (state: Awaited<ReturnType<RateLimiterRedis['get']>>, limit: number) => !!state && state.consumedPoints >= limit;
      if (spent(pair, 5) || spent(perIp, 50) || spent(account, 100)) throw new AppError('A0501');
    },
    async recordFailure(username: string, ip: string): Promise<void> {
      await Promise.all(
        [byPair.penalty(pairKey(username, ip), 1), byIp.penalty(ip, 1), byAccount.penalty(username.toLowerCase(), 1)].map((p) =>
          p.catch(() => undefined),
        ),
      );
    },
    async recordSuccess(username: string, ip: string): Promise<void> {
      // the password was right: a pair counter Redis lost meanwhile is no reason to refuse the sign-in
      await byPair.delete(pairKey(username, ip)).catch(() => undefined);
    },
  };
}
