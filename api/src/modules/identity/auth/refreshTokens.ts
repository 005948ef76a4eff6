import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError } from '../../../http/appError';

const TABLE = 'auth_refresh_tokens';
export interface RefreshGrant {
  refreshToken: string;
  familyId: string;
  userId: string;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opaque refresh tokens in families (one family per sign-in). Each refresh uses its token up and hands out the next;
 * a token presented twice means it leaked, so the whole family is revoked (ARCHITECTURE §2: explicit exception table).
 */
export function refreshTokenStore(db: Knex, ttlDays: number) {
  async function issue(userId: string, familyId: string = randomUUID(), tx: Knex | Knex.Transaction = db): Promise<RefreshGrant> {
    const token = randomBytes(32).toString('base64url');
    await tx(TABLE).insert({
      token_hash: sha256(token),
      family_id: familyId,
      user_id: userId,
      expires_at: new Date(Date.now() + ttlDays * 24 * 3600 * 1000),
    });
    return { refreshToken: token, familyId, userId };
  }

  return {
    issue: (userId: string) => issue(userId),

    /** The user the token belongs to and its successor; A0231 when unknown, expired, revoked or reused. */
    async rotate(token: string): Promise<RefreshGrant> {
      const grant = await db.transaction(async (tx): Promise<RefreshGrant | undefined> => {
        const row = await tx(TABLE).where({ token_hash: sha256(token) }).forUpdate().first();
        if (!row || row.revoked_at || row.expires_at < new Date()) throw new AppError('A0231');
        if (row.used_at) {
          await tx(TABLE).where({ family_id: row.family_id }).whereNull('revoked_at').update({ revoked_at: tx.fn.now() });
          return undefined; // commit the revocation; the caller still gets A0231
        }
        await tx(TABLE).where({ token_hash: row.token_hash }).update({ used_at: tx.fn.now() });
        return issue(row.user_id, row.family_id, tx);
      });
      if (!grant) throw new AppError('A0231');
      return grant;
    },

    /** Revokes one sign-in's family (sign-out). */
    async revokeFamily(familyId: string): Promise<void> {
      await db(TABLE).where({ family_id: familyId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
    },

    /** Revokes every family of a user (disabled, password changed, deleted). */
    async revokeAllOf(userId: string, exceptFamilyId?: string): Promise<void> {
      const query = db(TABLE).where({ user_id: userId }).whereNull('revoked_at');
      if (exceptFamilyId) query.whereNot({ family_id: exceptFamilyId });
      await query.update({ revoked_at: db.fn.now() });
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof refreshTokenStore>;
