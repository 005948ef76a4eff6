import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './appError';

export interface RateLimitRule {
  /** Redis key prefix, one per rule. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Block this long once exhausted (defaults to the window). */
  blockSeconds?: number;
}

/** Redis-backed counters, so limits hold across api instances. */
export function createRateLimiter(redis: Redis, rule: RateLimitRule): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  });
}

/** Consumes one point for the key; answers A0501 with Retry-After when the budget is spent. */
export async function consumeOrReject(limiter: RateLimiterRedis, key: string, res?: Response): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      res?.setHeader('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      throw new AppError('A0501');
    }
    throw rejection; // Redis unreachable: fail loudly rather than silently unlimited
  }
}

export function rateLimitByIp(limiter: RateLimiterRedis) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    await consumeOrReject(limiter, req.ip ?? 'unknown', res);
    next();
  };
}
