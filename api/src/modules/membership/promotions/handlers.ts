import { membershipPermissions, roleCodes, type JobPromotionForm, type Locale, type PromotionEndForm } from '@jobmarket/contracts';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { isAllowed, type Actor } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import { jobDecider, jobStream } from '../../jobs/decider';
import type { ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../../system/config/appSettings';
import { withQuotaNamed } from '../entitlements';
import { membershipDecider, membershipStream, type MembershipCommand, type MembershipState } from '../membershipDecider';
import { promotionQueries } from './queries';

/** A promotion's command lands on its publisher's membership stream: `id` is the promotion's, `publisherId` the stream's. */
export type WrittenPromotion = Written<MembershipState> & { publisherId: number };

/**
 * Featured jobs: a publisher promotes one of their published jobs for `vip.adDays` (or the days asked), using one ad
 * of their membership; it ends by its timer, by staff (biz:vip:promotion:end) or by the publisher.
 */
export function promotionHandlers(context: ModuleContext) {
  const settings = appSettingsOf(context);
  const queries = promotionQueries(context.db, context.config.TIME_ZONE);

  async function run(publisherId: number, promotionId: number, command: MembershipCommand, context_: CommandContext, locale: Locale = 'en'): Promise<WrittenPromotion> {
    try {
      // re-decided on a concurrent quota use: the decision depends only on what the stream holds
      const result = await handleCommand(context.store, membershipStream(publisherId), membershipDecider, command, context_, { retries: 3 });
      return { id: promotionId, publisherId, state: result.state, position: result.position };
    } catch (error) {
      throw withQuotaNamed(error, locale);
    }
  }

  return {
    /** The publisher features their own published job (A0606 for anyone else's; A0440 with a link to /vip when out of ads). */
    async promote(actor: Actor, jobId: number, form: JobPromotionForm, command: CommandContext, locale: Locale = 'en'): Promise<WrittenPromotion> {
      if (!actor.roles.includes(roleCodes.publisher)) throw new AppError('A0301', 'membership.refusals.notPublisher');
      const job = await loadState(context.store, jobStream(jobId), jobDecider);
      if (!job.exists) throw new AppError('A0606');
      const publisherId = Number(actor.userId);
      const days = form.days ?? (await settings.current())['vip.adDays'];
      const promotionId = await nextEntityId(context.db, 'vipPromotion');
      const isPublished = job.status === 'published';
      return run(publisherId, promotionId, { type: 'StartPromotion', promotionId, publisherId, jobId, job: { publisherId: job.publisherId, isPublished }, now: command.now, days }, command, locale);
    },

    /**
     * Staff holding biz:vip:promotion:end end any promotion (found through the read model); a publisher ends their own
     * (looked up on their own stream: another's promotion is unknown to them, A0606).
     */
    async end(actor: Actor, promotionId: number, form: PromotionEndForm, command: CommandContext): Promise<WrittenPromotion> {
      const isStaff = isAllowed(actor, membershipPermissions.endPromotion);
      const publisherId = isStaff ? await queries.publisherOf(promotionId) : Number(actor.userId);
      if (publisherId === undefined) throw new AppError('A0606');
      const ending: MembershipCommand = {
        type: 'EndPromotion',
        promotionId,
        endedBy: isStaff ? 'staff' : 'publisher',
        actorId: actor.userId,
        reason: form.reason?.trim() || null,
        now: command.now,
      };
      return run(publisherId, promotionId, ending, command);
    },

    /** The timer at the promotion's end (a worker): nothing when staff or the publisher ended it first. */
    endByTimer: (publisherId: number, promotionId: number, command: CommandContext) =>
      run(publisherId, promotionId, { type: 'EndPromotion', promotionId, endedBy: 'timer', actorId: null, reason: null, now: command.now }, command),
  };
}

export type PromotionHandlers = ReturnType<typeof promotionHandlers>;
