import type { OrderedLevel } from '@jobmarket/contracts';
import { handleCommand } from '../../eventSourcing/commandHandler';
import type { ModuleContext } from '../moduleContext';
import { membershipDecider, membershipStream, type MembershipState } from './membershipDecider';

/** A level to buy in tests: plenty of every quota. */
export const testLevel = (overrides: Partial<OrderedLevel> = {}): OrderedLevel => ({
  levelId: 9001,
  names: { en: 'Gold', 'zh-cn': '黄金会员', lo: 'ຄຳ', th: 'ทองคำ' },
  price: 900_000,
  validDays: 30,
  quotas: { jobs: 200, resumeViews: 100, resumeDownloads: 30, ads: 2 },
  ...overrides,
});

let orderSeq = 0;

/**
 * For tests of other contexts (jobs posting many jobs): a membership as a paid order activates it — the same command,
 * without the order and its payment. Answers the position the projections must reach and the membership's state.
 */
export async function grantMembership(
  context: ModuleContext,
  publisherId: number,
  options: { level?: OrderedLevel; now?: Date; orderNo?: string } = {},
): Promise<{ position: string | undefined; state: MembershipState }> {
  const now = options.now ?? new Date();
  const orderNo = options.orderNo ?? `VIP${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(900_000 + ++orderSeq)}`;
  const result = await handleCommand(
    context.store,
    membershipStream(publisherId),
    membershipDecider,
    { type: 'ActivateMembership', publisherId, orderNo, level: options.level ?? testLevel(), now, reminderDays: 3, locale: 'en' },
    { actorId: 'system', now },
    { retries: 3 },
  );
  return { position: result.position, state: result.state };
}
