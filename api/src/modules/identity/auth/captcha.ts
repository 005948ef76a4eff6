import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../../../http/appError';
import { requireRedis } from '../../../platform/redisAvailability';

export const CAPTCHA_TTL_SECONDS = 120;
const key = (captchaKey: string) => `captcha:${captchaKey}`;

/**
 * Image captchas (svg-captcha draws with its bundled font, no system fonts); answers live in Redis, single use.
 * Without Redis there is no captcha: C0130 (503), never a sign-in that skips it.
 */
export function captchaService(redis: Redis) {
  return {
    async create(): Promise<{ captchaKey: string; captchaBase64: string }> {
      const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6fb' });
      const captchaKey = randomUUID();
      await requireRedis(redis, () => redis.set(key(captchaKey), captcha.text.toLowerCase(), 'EX', CAPTCHA_TTL_SECONDS));
      return { captchaKey, captchaBase64: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
    },

    /** A0242 when unknown or expired, A0240 when wrong; the answer is gone after the first attempt either way. */
    async check(captchaKey: string, answer: string): Promise<void> {
      const expected = captchaKey ? await requireRedis(redis, () => redis.getdel(key(captchaKey))) : null;
      if (expected === null) throw new AppError('A0242');
      if (expected !== answer.trim().toLowerCase()) throw new AppError('A0240');
    },
  };
}
