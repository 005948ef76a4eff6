import type { Redis } from 'ioredis';

/**
 * Access tokens are stateless, so revoking one before it expires needs a note in Redis: a deny-listed jti
 * (sign-out) or a per-user "issued before" instant (disabled, password changed), kept as long as a token lives.
 */
export function sessionRevocation(redis: Redis, accessTokenTtlSeconds: number) {
  const denyKey = (jti: string) => `auth:deny:${jti}`;
  const cutoffKey = (userId: string) => `auth:revoked-before:${userId}`;

  return {
    async denyToken(jti: string, expiresAtSeconds: number): Promise<void> {
      const ttl = Math.max(1, expiresAtSeconds - Math.floor(Date.now() / 1000));
      await redis.set(denyKey(jti), '1', 'EX', ttl);
    },

    /** Every access token of the user issued before now stops working, except the one named (the caller's own). */
    async revokeUserTokens(userId: string, exceptJti?: string): Promise<void> {
      await redis.set(cutoffKey(userId), JSON.stringify({ before: Date.now(), exceptJti }), 'EX', accessTokenTtlSeconds + 60);
    },

    async isRevoked(userId: string, jti: string, issuedAtMs: number): Promise<boolean> {
      const [denied, cutoff] = await redis.mget(denyKey(jti), cutoffKey(userId));
      if (denied) return true;
      if (!cutoff) return false;
      const { before, exceptJti } = JSON.parse(cutoff) as { before: number; exceptJti?: string };
      return issuedAtMs < before && jti !== exceptJti;
    },
  };
}

export type SessionRevocation = ReturnType<typeof sessionRevocation>;
