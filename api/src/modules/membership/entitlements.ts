import { quotaKinds, type Locale, type MembershipChange, type MembershipEvent, type MembershipView, type OrderedLevel, type QuotaKind, type QuotaUse } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { handleCommand, loadState, type CommandResult, type StartedStream } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { AppError, DomainError } from '../../http/appError';
import { formatDateTime } from '../../http/time';
import type { ModuleContext } from '../moduleContext';
import { appSettingsOf } from '../system/config/appSettings';
import { vipLevelDecider, vipLevelStream } from './levels/decider';
import { DAY_MS, freeJobsUsedAt, isActiveAt, membershipDecider, membershipStream, priceAt, statusAt, type MembershipState } from './membershipDecider';

/** What a level sells, as an order copies it, and whether it is still offered. */
export type PricedLevel = OrderedLevel & { enabled: boolean };

/** The caller's membership as `GET /vip` answers it, less the open order (the orders part adds that). */
export type EntitlementsView = Omit<MembershipView, 'openOrderNo'>;

/** A concurrent command on the same membership stream is decided again on fresh state this many times. */
const CONSUME_RETRIES = 3;

const use = (total: number, used: number): QuotaUse => ({ total, used, left: Math.max(0, total - used) });

/**
 * The membership at `now` as the publisher sees it: status (an active one past its end reads as expired), level,
 * times in the server's zone, whole days left, and each quota's use. Without an active membership the free tier's
 * quotas are shown: `freeJobCount` jobs in the rolling 30 days, nothing else.
 */
export function membershipViewOf(publisherId: number, state: MembershipState, now: Date, options: { freeJobCount: number; locale: Locale; zone: string }): EntitlementsView {
  const isActive = isActiveAt(state, now);
  const quotas = Object.fromEntries(
    quotaKinds.map((kind) => {
      if (isActive) return [kind, use(state.totals[kind], state.used[kind])];
      return [kind, kind === 'jobs' ? use(options.freeJobCount, freeJobsUsedAt(state, now)) : use(0, 0)];
    }),
  ) as Record<QuotaKind, QuotaUse>;
  const shown = (instant: string | null) => (instant === null ? null : formatDateTime(new Date(instant), options.zone));
  return {
    publisherId,
    status: statusAt(state, now),
    levelId: state.level?.levelId ?? null,
    levelName: state.level ? state.level.names[options.locale] : null,
    startTime: shown(state.startTime),
    endTime: shown(state.endTime),
    // a part day counts as a day left: a membership ending tonight still has 1
    daysLeft: isActive ? Math.ceil((new Date(state.endTime!).getTime() - now.getTime()) / DAY_MS) : 0,
    quotas,
  };
}

/** A quota refusal names its quota in the reader's words ("Your Published jobs quota is used up"). */
export function withQuotaNamed(error: unknown, locale: Locale): unknown {
  if (!(error instanceof DomainError) || typeof error.vars.quota !== 'string') return error;
  return new DomainError(error.code, error.messageKey, { ...error.vars, quota: translate(locale, `membership.quotas.${error.vars.quota}`) }, error.data, error.status);
}

/**
 * The one query other contexts ask (what may this publisher do now, how much is left) and the one command they
 * consume through; both read the membership stream itself, never the read model, so a quota just used is never
 * offered twice.
 */
export function entitlements(context: ModuleContext) {
  const settings = appSettingsOf(context);
  const zone = context.config.TIME_ZONE;

  const stateOf = (publisherId: number) => loadState(context.store, membershipStream(publisherId), membershipDecider);

  return {
    stateOf,

    /** The membership and quotas at `now` (names in `locale`). */
    async of(publisherId: number, now: Date, locale: Locale = 'en'): Promise<EntitlementsView> {
      const [state, { 'vip.freeJobCount': freeJobCount }] = await Promise.all([stateOf(publisherId), settings.current()]);
      return membershipViewOf(publisherId, state, now, { freeJobCount, locale, zone });
    },

    /**
     * Uses one of `kind` for `ref` (e.g. `job-12`): a member's period quota, or the free tier's jobs. Refused with
     * A0440 (`membership.refusals.quotaExhausted|freeJobsExhausted|notMember`, `data.link` '/vip'). The same ref twice
     * in a period consumes once. `startsAlongside` lands the acting command's own new streams (a job's first events)
     * in the same append, so a job is never posted without its quota used nor a quota used without its job.
     */
    async consume(
      publisherId: number,
      kind: QuotaKind,
      ref: string,
      command: CommandContext,
      options: { startsAlongside?: readonly StartedStream[]; locale?: Locale } = {},
    ): Promise<CommandResult<MembershipState, MembershipEvent>> {
      const { 'vip.freeJobCount': freeJobCount } = await settings.current();
      try {
        return await handleCommand(
          context.store,
          membershipStream(publisherId),
          membershipDecider,
          { type: 'ConsumeQuota', publisherId, kind, ref, now: command.now, freeJobCount },
          command,
          { retries: CONSUME_RETRIES, startsAlongside: options.startsAlongside },
        );
      } catch (error) {
        throw withQuotaNamed(error, options.locale ?? 'en');
      }
    },

    /**
     * What an order for `level` submitted now does (`change`, `creditDays`), or a refusal: the level is not offered
     * (levelDisabled) or cheaper than the active one (downgradeWhileActive).
     */
    async priceOrder(publisherId: number, level: PricedLevel, now: Date): Promise<{ change: MembershipChange; creditDays: number }> {
      return priceAt(await stateOf(publisherId), level, now);
    },

    /** A level as an order copies it, from its own stream (A0606 when it does not exist or was deleted). */
    async levelToOrder(levelId: number): Promise<PricedLevel> {
      const level = await loadState(context.store, vipLevelStream(levelId), vipLevelDecider);
      if (!level.exists) throw new AppError('A0606');
      const quotas = { jobs: level.jobCount, resumeViews: level.viewableResumes, resumeDownloads: level.downloadableResumes, ads: level.adCount };
      return { levelId: level.id, names: level.names, price: level.price, validDays: level.validDays, quotas, enabled: level.enabled };
    },
  };
}

export type Entitlements = ReturnType<typeof entitlements>;
