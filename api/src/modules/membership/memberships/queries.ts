import { membershipQuotaColumns, MEMBERSHIPS_TABLE, USERS_TABLE, APPLICATIONS_TABLE, VIP_ORDERS_TABLE } from '@jobmarket/projections';
import { quotaKinds, type Locale, type MembershipRow, type MembershipStatus, type QuotaKind, type QuotaUse, type VipLevelNames } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../../http/listQuery';
import { formatDateTime } from '../../../http/time';
import { DAY_MS } from '../membershipDecider';

/** A membership as `memberships_v1` holds it, joined with the publisher's name, company and open order. */
export type MembershipRecord = {
  publisher_id: number;
  status: MembershipStatus;
  level_id: number | null;
  level_names: VipLevelNames | null;
  start_time: Date | null;
  end_time: Date | null;
  update_time: Date;
  publisher_name: string | null;
  company: string | null;
  open_order_no: string | null;
} & Record<string, unknown>;

/**
 * `/vip/page`: keywords (publisher name, username, company), status (as read now: an active membership past its end
 * counts as expired before its timer runs; `none`, the free tier's publishers, only when asked for), level.
 */
export const membershipListSpec = {
  resource: 'vip',
  sortable: { publisherId: 'm.publisher_id', startTime: 'm.start_time', endTime: 'm.end_time', updateTime: 'm.update_time' },
  defaultSort: { field: 'updateTime', order: 'desc' },
  tieBreaker: 'm.publisher_id',
  filters: {
    keywords: z.string().trim().max(100).optional(),
    status: z.enum(['none', 'active', 'expired', 'revoked']).optional(),
    levelId: z.coerce.number().int().min(1).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type MembershipFilters = z.infer<z.ZodObject<typeof membershipListSpec.filters>>;

/** The open orders a publisher may still pay (the orders part's statuses). */
const OPEN_ORDER_STATUSES = ['awaitingPayment', 'processing'];

export function membershipQueries(db: Knex, zone: string) {
  const time = (value: Date | null) => (value ? formatDateTime(value, zone) : null);

  return {
    /** The rows, filtered, neither ordered nor paged. */
    list(filters: MembershipFilters, now: Date): Knex.QueryBuilder {
      const query = db(`${MEMBERSHIPS_TABLE} as m`)
        .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'm.publisher_id')
        .leftJoin(`${APPLICATIONS_TABLE} as a`, 'a.id', 'm.publisher_id')
        .select('m.*', db.raw(`coalesce(nullif(u.nickname, ''), u.username) as publisher_name`), 'a.company')
        .select(
          db.raw(
            `(select o.order_no from ${VIP_ORDERS_TABLE} o where o.publisher_id = m.publisher_id and o.status = any(?) order by o.submit_time desc limit 1) as open_order_no`,
            [OPEN_ORDER_STATUSES],
          ),
        );
      if (filters.keywords) {
        const like = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('u.nickname', like).orWhereILike('u.username', like).orWhereILike('a.company', like));
      }
      if (filters.status === 'active') query.where('m.status', 'active').where('m.end_time', '>', now);
      else if (filters.status === 'expired') query.where((where) => where.where('m.status', 'expired').orWhere((inner) => inner.where('m.status', 'active').where('m.end_time', '<=', now)));
      else if (filters.status) query.where('m.status', filters.status);
      // the read model has a row for every publisher who used the free tier too: the VIP list is of members unless asked
      else query.whereNot('m.status', 'none');
      if (filters.levelId) query.where('m.level_id', filters.levelId);
      if (filters.id) query.whereIn('m.publisher_id', filters.id);
      return query;
    },

    /**
     * A row as staff see it: the period's quotas as recorded (also after it ended, so staff see what was used), the
     * status as read now.
     */
    rowOf(record: MembershipRecord, now: Date, locale: Locale): MembershipRow {
      const isActive = record.status === 'active' && record.end_time !== null && record.end_time.getTime() > now.getTime();
      const quotas = Object.fromEntries(
        quotaKinds.map((kind) => {
          const total = Number(record[membershipQuotaColumns[kind].total]);
          const used = Number(record[membershipQuotaColumns[kind].used]);
          return [kind, { total, used, left: Math.max(0, total - used) }];
        }),
      ) as Record<QuotaKind, QuotaUse>;
      return {
        publisherId: record.publisher_id,
        publisherName: record.publisher_name ?? String(record.publisher_id),
        company: record.company,
        status: record.status === 'active' && !isActive ? 'expired' : record.status,
        levelId: record.level_id,
        levelName: record.level_names ? record.level_names[locale] : null,
        startTime: time(record.start_time),
        endTime: time(record.end_time),
        daysLeft: isActive ? Math.ceil((record.end_time!.getTime() - now.getTime()) / DAY_MS) : 0,
        quotas,
        openOrderNo: record.open_order_no,
        updateTime: time(record.update_time)!,
      };
    },

    /** The publisher's newest order still open for payment, if any. */
    async openOrderNoOf(publisherId: number): Promise<string | null> {
      const row = await db(VIP_ORDERS_TABLE).where({ publisher_id: publisherId }).whereIn('status', OPEN_ORDER_STATUSES).orderBy('submit_time', 'desc').first('order_no');
      return (row as { order_no: string } | undefined)?.order_no ?? null;
    },
  };
}
