import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import type { Redis } from 'ioredis';
import { AppError } from '../../../http/appError';
import { requireRedis } from '../../../platform/redisAvailability';
import type { MailSender, SmsSender } from '../../../platform/messaging/ports';

export const CODE_LIFETIME_SECONDS = 5 * 60;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_ATTEMPTS = 5;

export type CodePurpose = 'bindMobile' | 'bindEmail' | 'resetPassword' | 'register';
export type ContactType = 'MOBILE' | 'EMAIL';

interface StoredCode {
  digest: string;
  attempts: number;
}

const digestOf = (code: string, subject: string) => createHash('sha256').update(`${subject}:${code}`).digest('hex');

/**
 * Six-digit codes for binding a mobile or e-mail and for resetting a password: 5 minutes, 5 attempts, one send a
 * minute per contact. Only a digest is kept in Redis; the code exists in the message and nowhere else.
 * Sent here rather than by a worker job: a job would keep the code in clear in Redis (and in the failed set staff
 * browse), and the caller must learn at once that sending failed, so the cool-down is lifted and they can ask again.
 */
export function verificationCodes(redis: Redis, senders: { sms: SmsSender; mail: MailSender }) {
  const codeKey = (purpose: CodePurpose, subject: string) => `vcode:${purpose}:${subject.toLowerCase()}`;

  const codes = {
    /** `subject` is what the code is bound to (the contact, or username|mobile for a reset). */
    async send(purpose: CodePurpose, contactType: ContactType, contact: string, locale: Locale, subject = contact): Promise<void> {
      const cooling = await redis.set(`vcode:cooldown:${contact.toLowerCase()}`, '1', 'EX', RESEND_COOLDOWN_SECONDS, 'NX');
      if (cooling === null) throw new AppError('A0501', 'verification.tooSoon', { seconds: RESEND_COOLDOWN_SECONDS });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const stored: StoredCode = { digest: digestOf(code, subject.toLowerCase()), attempts: 0 };
      await redis.set(codeKey(purpose, subject), JSON.stringify(stored), 'EX', CODE_LIFETIME_SECONDS);
      const text = translate(locale, 'verification.message', { code, minutes: CODE_LIFETIME_SECONDS / 60 });
      try {
        if (contactType === 'MOBILE') await senders.sms.send(contact, text);
        else await senders.mail.send({ to: contact, subject: translate(locale, 'verification.subject'), text });
      } catch {
        await redis.del(codeKey(purpose, subject), `vcode:cooldown:${contact.toLowerCase()}`);
        throw new AppError('B0001', 'verification.sendFailed');
      }
    },

    /** A0130 when missing, expired, wrong, or tried too often; a right code is used up. */
    async verify(purpose: CodePurpose, subject: string, code: string): Promise<void> {
      const key = codeKey(purpose, subject);
      const raw = await redis.get(key);
      if (!raw) throw new AppError('A0130');
      const stored = JSON.parse(raw) as StoredCode;
      const given = Buffer.from(digestOf(code, subject.toLowerCase()));
      const matches = given.length === stored.digest.length && timingSafeEqual(given, Buffer.from(stored.digest));
      if (matches) {
        await redis.del(key);
        return;
      }
      if (stored.attempts + 1 >= MAX_ATTEMPTS) await redis.del(key);
      else await redis.set(key, JSON.stringify({ ...stored, attempts: stored.attempts + 1 }), 'KEEPTTL');
      throw new AppError('A0130');
    },
  };
  // without Redis no code can be kept or checked: C0130 (503, Retry-After), not B0001
  return {
    send: (...args: Parameters<typeof codes.send>) => requireRedis(redis, () => codes.send(...args)),
    verify: (...args: Parameters<typeof codes.verify>) => requireRedis(redis, () => codes.verify(...args)),
  };
}

export type VerificationCodes = ReturnType<typeof verificationCodes>;
