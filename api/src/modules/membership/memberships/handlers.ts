import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext } from '../../moduleContext';
import { membershipDecider, membershipStream, type MembershipCommand, type MembershipState } from '../membershipDecider';

/**
 * The timers' commands on a publisher's membership (workers call these): expiry at its end, the reminder before it.
 * Each does nothing when the membership moved on (a renewal, a revocation) since the timer was set.
 */
export function membershipHandlers(context: ModuleContext) {
  async function run(publisherId: number, command: MembershipCommand, context_: CommandContext): Promise<Written<MembershipState>> {
    // a timer's command is safe to decide again on a concurrent quota use
    const result = await handleCommand(context.store, membershipStream(publisherId), membershipDecider, command, context_, { retries: 3 });
    return { id: publisherId, state: result.state, position: result.position };
  }

  return {
    /** The expiry timer at the membership's end: expires it when its end has come and nothing renewed it. */
    expire: (publisherId: number, command: CommandContext) => run(publisherId, { type: 'ExpireMembership', now: command.now }, command),

    /**
     * The reminder timer, set for `endTime`: tells the publisher the membership ends soon, reserving the notice's id
     * only when there is something to tell (a renewal moved the end, or it was reminded already: nothing).
     */
    async remindExpiry(publisherId: number, endTime: string, command: CommandContext): Promise<Written<MembershipState>> {
      const state = await loadState(context.store, membershipStream(publisherId), membershipDecider);
      if (membershipDecider.decide({ type: 'RemindExpiry', endTime, now: command.now, noticeId: 0 }, state).length === 0) return { id: publisherId, state, position: undefined };
      return run(publisherId, { type: 'RemindExpiry', endTime, now: command.now, noticeId: await nextEntityId(context.db, 'notice') }, command);
    },
  };
}

export type MembershipHandlers = ReturnType<typeof membershipHandlers>;
