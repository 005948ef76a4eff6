import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import { AppError } from './appError';

export interface RateLimitRule {
  /** Redis key prefix, one per rule. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Block this long once exhausted (defaults to the window). */
  blockSeconds?: number;
}

const ALARM_INTERVAL_MS = 60_000;

/** Counts in this process while Redis is unreachable, and says so in the log (at most once a minute per rule). */
class PerProcessFallback extends RateLimiterMemory {
  private lastAlarmAt = 0;

  constructor(
    options: IRateLimiterOptions,
    private readonly ruleName: string,
    private readonly logger?: Logger,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    if (Date.now() - this.lastAlarmAt >= ALARM_INTERVAL_MS) {
      this.lastAlarmAt = Date.now();
      this.logger?.error({ rule: this.ruleName }, 'Redis unreachable: rate limit counted per api process until it is back');
    }
    return super.consume(...args);
  }
}

/**
 * Redis-backed counters, so limits hold across api instances. While Redis is unreachable each process counts on its
 * own (the same budget per process) instead of failing every request: an outage of Redis is not an outage of the api.
 */
export function createRateLimiter(redis: Redis, rule: RateLimitRule, logger?: Logger): RateLimiterRedis {
  const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds, blockDuration: rule.blockSeconds ?? 0 };
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    rejectIfRedisNotReady: true, // straight to the fallback, not through ioredis' reconnect retries
    insuranceLimiter: new PerProcessFallback(options, rule.name, logger),
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
    throw rejection; // not a spent budget: even the per-process fallback failed
  }
}

/** Consumes one point for the client's address (`req.ip`, which honours TRUST_PROXY). */
export function rateLimitByIp(limiter: RateLimiterRedis) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    await consumeOrReject(limiter, req.ip ?? 'unknown', res);
    next();
  };
}

export interface CallerLimits {
  /** Requests without a valid access token, per client address. */
  perAddress: RateLimiterRedis;
  /** Requests with one, per user: colleagues behind one NAT address do not share a budget. */
  perUser: RateLimiterRedis;
  /** The user id of a validly signed, unexpired access token; a cheap check, not the full authentication. */
  signedInUserOf: (req: Request) => string | undefined;
}

/**
 * Limits a signed-in caller by user id and anyone else by address. This runs before authentication, so it only
 * checks the token's signature and expiry: a revoked token still counts against its own user, never against the address.
 */
export function rateLimitPerCaller(limits: CallerLimits) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const userId = limits.signedInUserOf(req);
    if (userId) await consumeOrReject(limits.perUser, userId, res);
    else await consumeOrReject(limits.perAddress, req.ip ?? 'unknown', res);
    next();
  };
}
