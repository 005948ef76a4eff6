import { quotaKinds, type MembershipEvent, type MembershipStatus, type Quotas, type VipLevelNames } from '@jobmarket/contracts';
import { membershipQuotaColumns } from './tables';

type QuotaColumn = (typeof membershipQuotaColumns)[keyof typeof membershipQuotaColumns][keyof (typeof membershipQuotaColumns)['jobs']];

/** A row of MEMBERSHIPS_TABLE as the projection writes it (column names as in the table; membership-seams.md). */
export type MembershipRowColumns = {
  publisher_id: number;
  status: MembershipStatus;
  level_id: number | null;
  level_names: VipLevelNames | null;
  start_time: Date | null;
  end_time: Date | null;
  update_time: Date;
  /** The revision of the publisher's membership stream last applied. */
  stream_revision: number;
} & Record<QuotaColumn, number>;

/** A publisher seen for the first time: no membership, nothing granted or used. */
function emptyRow(publisherId: number): Omit<MembershipRowColumns, 'update_time' | 'stream_revision'> {
  const quotas = Object.fromEntries(quotaKinds.flatMap((kind) => [membershipQuotaColumns[kind].total, membershipQuotaColumns[kind].used].map((column) => [column, 0])));
  return { publisher_id: publisherId, status: 'none', level_id: null, level_names: null, start_time: null, end_time: null, ...(quotas as Record<QuotaColumn, number>) };
}

/** The level's quotas as totals, either instead of the current ones (used reset) or on top of them (used kept). */
function grant(row: MembershipRowColumns, quotas: Quotas, mode: 'replace' | 'add'): Record<QuotaColumn, number> {
  const columns = {} as Record<QuotaColumn, number>;
  for (const kind of quotaKinds) {
    const { total, used } = membershipQuotaColumns[kind];
    columns[total] = mode === 'add' ? row[total] + quotas[kind] : quotas[kind];
    columns[used] = mode === 'add' ? row[used] : 0;
  }
  return columns;
}

/**
 * The publisher's row after one event of their membership stream (a row is made on the first one, even a free-tier
 * job post: status `none`). Quota use is counted, so the caller applies each revision once (stream_revision).
 * Activation follows the seams' decisions: `new` and `upgrade` start a period with the level's quotas and nothing
 * used; `renewal` keeps the period's start and what was used, adds the level's quotas and moves the end.
 */
export function evolveMembershipRow(row: MembershipRowColumns | undefined, event: MembershipEvent, at: Date, revision: number): MembershipRowColumns {
  const current: MembershipRowColumns = row ?? { ...emptyRow(event.data.publisherId), update_time: at, stream_revision: revision };
  const next = { ...current, update_time: at, stream_revision: revision };
  switch (event.type) {
    case 'MembershipActivated': {
      const { data } = event;
      const renewal = data.change === 'renewal';
      return {
        ...next,
        ...grant(current, data.quotas, renewal ? 'add' : 'replace'),
        status: 'active',
        level_id: data.levelId,
        level_names: data.names,
        start_time: renewal && current.start_time ? current.start_time : new Date(data.startTime),
        end_time: new Date(data.endTime),
      };
    }
    case 'MembershipExpired':
      return { ...next, status: 'expired' };
    case 'MembershipRevoked':
      return { ...next, status: 'revoked' };
    case 'QuotaConsumed': {
      // the free tier's jobs are not the membership's quota (they are counted per rolling 30 days from the stream)
      if (event.data.tier !== 'member') return next;
      const used = membershipQuotaColumns[event.data.kind].used;
      return { ...next, [used]: current[used] + 1 };
    }
    case 'MembershipExpiryReminded':
    case 'JobPromotionStarted':
    case 'JobPromotionEnded':
      // reminders change nothing shown; promotions are rows of their own (their ad is a QuotaConsumed)
      return next;
  }
}
