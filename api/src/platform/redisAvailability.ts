import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AppError, ServiceUnavailableError } from '../http/appError';

/** What a client is told to wait before trying a Redis-backed call again. */
export const REDIS_RETRY_AFTER_SECONDS = 10;

const unavailable = () => new ServiceUnavailableError('C0130', REDIS_RETRY_AFTER_SECONDS);

/**
 * Runs work that cannot be done without Redis (captchas, verification codes, the sign-in guard). While Redis is
 * unreachable the caller gets C0130 (HTTP 503, Retry-After) at once, instead of B0001 after ioredis' retries.
 */
export async function requireRedis<T>(redis: Redis, work: () => Promise<T>): Promise<T> {
  if (redis.status !== 'ready') throw unavailable();
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) && redis.status !== 'ready') throw unavailable();
    throw error;
  }
}

/** Logs once when Redis goes away and once when it is back; ioredis' repeated connection errors stay out of stderr. */
export function watchRedis(redis: Redis, logger: Logger): void {
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    logger.error({ err: error.message }, 'Redis unreachable: captchas, codes and sign-ins answer C0130; rate limits count per process');
  });
  redis.on('close', () => {
    if (isDown) return;
    isDown = true;
    logger.error('Redis connection lost: captchas, codes and sign-ins answer C0130; rate limits count per process');
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    logger.info('Redis is back');
  });
}
