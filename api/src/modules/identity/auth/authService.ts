import { USERS_TABLE } from '@jobmarket/projections';
import { handleCommand } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { AppError } from '../../../http/appError';
import type { Actor } from '../../../http/actor';
import type { ModuleContext } from '../../moduleContext';
import { burnPasswordCheck, verifyPassword } from '../users/passwords';
import { userDecider, userStream } from '../users/decider';
import { issueAccessToken } from './accessTokens';
import { loadAccess } from './actorVerifier';
import { captchaService } from './captcha';
import { loginGuard } from './loginGuard';
import { refreshTokenStore, type RefreshGrant } from './refreshTokens';
import { SessionRevocation } from './sessionRevocation';
import { signInTelemetry } from './signInTelemetry';

export interface TokenPair {
  tokenType: 'Bearer';
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface Credentials {
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}

/** Sign-in, token refresh, sign-out and session revocation. */
export function authService(
  context: ModuleContext,
  // without a shared, listening one (tools, route listings), each token check asks the table
  revocation = new SessionRevocation(context.db, context.config.ACCESS_TOKEN_TTL_SECONDS),
) {
  const { config, db, redis } = context;
  const captchas = captchaService(redis);
  const guard = loginGuard(redis);
  const refreshTokens = refreshTokenStore(db, {
    ttlDays: config.REFRESH_TOKEN_TTL_DAYS,
    reuseGraceSeconds: config.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    revocation,
  });
  const telemetry = signInTelemetry(db, context.logger);

  async function tokensFor(grant: RefreshGrant): Promise<TokenPair> {
    const access = await loadAccess(db, Number(grant.userId));
    if (!access) throw new AppError('A0231');
    const { token } = issueAccessToken(
      config.JWT_SECRET,
      { userId: grant.userId, roles: access.roles, deptId: access.dept_id, dataScope: Number(access.data_scope), sessionId: grant.familyId },
      config.ACCESS_TOKEN_TTL_SECONDS,
    );
    return { tokenType: 'Bearer', accessToken: token, refreshToken: grant.refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
  }

  async function record(userId: number, command: { type: 'RecordSignIn'; ip: string | null; userAgent: string | null } | { type: 'RecordSignOut' }, ctx: CommandContext) {
    // sign-ins do not conflict with anything: re-deciding on a concurrent append is safe
    await handleCommand(context.store, userStream(userId), userDecider, command, { ...ctx, actorId: String(userId) }, { retries: 5 });
  }

  return {
    captchas,
    refreshTokens,
    revocation,

    async login(credentials: Credentials, ctx: CommandContext & { userAgent?: string }): Promise<TokenPair> {
      const ip = ctx.ip ?? 'unknown';
      await guard.assertAllowed(credentials.username, ip);
      if (config.AUTH_CAPTCHA === 'on') await captchas.check(credentials.captchaKey, credentials.captchaCode);
      const user = await db(USERS_TABLE)
        .whereRaw('lower(username) = lower(?)', [credentials.username])
        .whereNull('deleted_at')
        .first('id', 'password_hash', 'status');
      const passwordMatches = user ? await verifyPassword(user.password_hash, credentials.password) : (await burnPasswordCheck(credentials.password), false);
      if (!user || !passwordMatches) {
        await guard.recordFailure(credentials.username, ip);
        throw new AppError('A0210');
      }
      if (user.status !== 1) throw new AppError('A0201');
      await guard.recordSuccess(credentials.username, ip);
      const pair = await tokensFor(await refreshTokens.issue(String(user.id)));
      // the telemetry row rides alongside the event's append, so it adds no round trip to the answer
      await Promise.all([
        record(user.id, { type: 'RecordSignIn', ip: ctx.ip ?? null, userAgent: ctx.userAgent?.slice(0, 300) ?? null }, ctx),
        telemetry.record(user.id),
      ]);
      return pair;
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const grant = await refreshTokens.rotate(refreshToken);
      const access = await loadAccess(db, Number(grant.userId));
      if (!access) {
        await refreshTokens.revokeFamily(grant.familyId);
        throw new AppError('A0231');
      }
      return tokensFor(grant);
    },

    async logout(actor: Actor, ctx: CommandContext): Promise<void> {
      // ending the session ends its access tokens too (they carry its id)
      if (actor.sessionId) await refreshTokens.revokeFamily(actor.sessionId);
      await record(Number(actor.userId), { type: 'RecordSignOut' }, ctx);
    },

    /** Ends every session of a user, or every other one (password changed by the user), with their access tokens. */
    async endSessions(userId: string, keep?: Actor): Promise<void> {
      await refreshTokens.revokeAllOf(userId, keep?.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
