import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError } from '../../../http/appError';
import type { RevocationReason, SessionRevocation } from './sessionRevocation';

const TABLE = 'auth_refresh_tokens';
export interface RefreshGrant {
  refreshToken: string;
  familyId: string;
  userId: string;
}

export interface RefreshTokenOptions {
  ttlDays: number;
  /** How long after a rotation the same token may come again and get the same successor (two tabs refreshing at once). */
  reuseGraceSeconds: number;
  revocation: SessionRevocation;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

// the successor is sealed under the presented token: only someone holding that token can open it again
const sealingKeyOf = (token: string) => createHash('sha256').update(`jobmarket refresh successor\0${token}`).digest();

function seal(successor: string, presented: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKeyOf(presented), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(sealed: string, presented: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKeyOf(presented), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

interface TokenRow {
  token_hash: string;
  family_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  successor_sealed: string | null;
  is_within_grace: boolean | null;
}

type Rotation = { grant: RefreshGrant } | { ended: { familyIds: string[]; liveUntil: number } } | { refused: true };

/**
 * Opaque refresh tokens in families (one family per sign-in). Each refresh uses its token up and hands out the next;
 * a token presented again within the grace window gets that same successor (RFC 9700 §4.14.2 allows it: two tabs
 * refreshing at once must not end the session); later, a token presented twice means it leaked, so the whole family
 * is revoked, and with it every access token of the sign-in (ARCHITECTURE §2: explicit exception table).
 */
export function refreshTokenStore(db: Knex, options: RefreshTokenOptions) {
  const { ttlDays, reuseGraceSeconds, revocation } = options;

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

  /** Revokes the families the filter selects, in the caller's transaction; answers what to note after commit. */
  async function revokeWhere(tx: Knex.Transaction, filter: (query: Knex.QueryBuilder) => void, reason: RevocationReason) {
    const query = tx(TABLE).whereNull('revoked_at');
    filter(query);
    const rows: { family_id: string; user_id: string }[] = await query.update({ revoked_at: tx.fn.now() }).returning(['family_id', 'user_id']);
    const sessions = [...new Map(rows.map((row) => [row.family_id, { familyId: row.family_id, userId: row.user_id }])).values()];
    const liveUntil = await revocation.record(tx, sessions, reason);
    return { familyIds: sessions.map((session) => session.familyId), liveUntil };
  }

  async function revoke(filter: (query: Knex.QueryBuilder) => void, reason: RevocationReason): Promise<void> {
    const ended = await db.transaction((tx) => revokeWhere(tx, filter, reason));
    revocation.noteRevoked(ended.familyIds, ended.liveUntil);
  }

  /** The successor already handed out for this token, when it came back within the grace window and is still unused. */
  async function successorWithinGrace(tx: Knex.Transaction, row: TokenRow, presented: string): Promise<RefreshGrant | undefined> {
    if (!row.is_within_grace || !row.successor_sealed) return undefined;
    const successor = unseal(row.successor_sealed, presented);
    if (!successor) return undefined;
    const next = await tx(TABLE).where({ token_hash: sha256(successor) }).forUpdate().first();
    if (!next || next.used_at || next.revoked_at || next.expires_at < new Date()) return undefined;
    return { refreshToken: successor, familyId: row.family_id, userId: row.user_id };
  }

  return {
    issue: (userId: string) => issue(userId),

    /** The user the token belongs to and its successor; A0231 when unknown, expired, revoked or reused. */
    async rotate(token: string): Promise<RefreshGrant> {
      const rotation = await db.transaction(async (tx): Promise<Rotation> => {
        const row: TokenRow | undefined = await tx(TABLE)
          .where({ token_hash: sha256(token) })
          .forUpdate()
          .first('*', tx.raw('used_at > now() - make_interval(secs => ?) as is_within_grace', [reuseGraceSeconds]));
        if (!row || row.revoked_at || row.expires_at < new Date()) return { refused: true };
        if (!row.used_at) {
          const grant = await issue(row.user_id, row.family_id, tx);
          await tx(TABLE).where({ token_hash: row.token_hash }).update({ used_at: tx.fn.now(), successor_sealed: seal(grant.refreshToken, token) });
          return { grant };
        }
        const repeated = await successorWithinGrace(tx, row, token);
        if (repeated) return { grant: repeated };
        // committed with the transaction; the caller still gets A0231
        return { ended: await revokeWhere(tx, (query) => query.where({ family_id: row.family_id }), 'reuse') };
      });
      if ('grant' in rotation) return rotation.grant;
      if ('ended' in rotation) revocation.noteRevoked(rotation.ended.familyIds, rotation.ended.liveUntil);
      throw new AppError('A0231');
    },

    /** Revokes one sign-in's family (sign-out). */
    async revokeFamily(familyId: string, reason: RevocationReason = 'signOut'): Promise<void> {
      await revoke((query) => query.where({ family_id: familyId }), reason);
    },

    /** Revokes every family of a user (disabled, password changed, deleted), or every other one. */
    async revokeAllOf(userId: string, exceptFamilyId?: string): Promise<void> {
      await revoke((query) => {
        query.where({ user_id: userId });
        if (exceptFamilyId) query.whereNot({ family_id: exceptFamilyId });
      }, 'ended');
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof refreshTokenStore>;
