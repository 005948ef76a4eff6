import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './appError';
import { consumeOrReject, createRateLimiter } from './rateLimit';

describe('rate limits while Redis is unreachable', () => {
  // never connected: as the api sees Redis during an outage
  const unreachable = new Redis('redis://127.0.0.1:9', { lazyConnect: true });
  unreachable.on('error', () => undefined);
  afterAll(() => unreachable.disconnect());

  it('counts in this process with the same budget instead of failing the request, and raises the alarm once', async () => {
    const alarms: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => alarms.push(JSON.parse(line).msg as string) });
    const limiter = createRateLimiter(unreachable, { name: 'fallback-test', points: 2, durationSeconds: 60 }, logger);

    await consumeOrReject(limiter, '203.0.113.7');
    await consumeOrReject(limiter, '203.0.113.7');
    const third = await consumeOrReject(limiter, '203.0.113.7').catch((error: unknown) => error);
    expect(third).toBeInstanceOf(AppError);
    expect((third as AppError).code).toBe('A0501');
    await consumeOrReject(limiter, '203.0.113.8'); // another client has its own budget

    expect(alarms).toEqual(['Redis unreachable: rate limit counted per api process until it is back']);
  });
});
