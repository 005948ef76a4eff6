import {
  allowedVipOrderActions,
  membershipPermissions,
  vipOrderStatuses,
  type Locale,
  type ReceivableView,
  type VipOrderAction,
  type VipOrderStatus,
  type VipOrderView,
} from '@jobmarket/contracts';
import { APPLICATIONS_TABLE, USERS_TABLE, VIP_ORDERS_TABLE, type VipOrderRowColumns } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { isAllowed, type Actor } from '../../../http/actor';
import { containsPattern, dayRangeFilter, whereWithinDays, type ListSpec } from '../../../http/listQuery';
import { formatDateTime, localDayRange } from '../../../http/time';

/** An order as `vip_orders_v1` holds it (bigint columns as the driver answers them), with the publisher's name. */
export type VipOrderRecord = Omit<VipOrderRowColumns, 'amount'> & { amount: string | number; publisher_name: string | null; company: string | null };

/**
 * `/vip-orders/page` (staff) and `/vip-orders/mine/page`: keywords (order number, publisher name or company), status,
 * level, publisher, submitted and paid day ranges.
 */
export const vipOrderListSpec = {
  resource: 'vip-orders',
  sortable: { orderNo: 'o.order_no', submitTime: 'o.submit_time', paidTime: 'o.paid_time', amount: 'o.amount', status: 'o.status', updateTime: 'o.update_time' },
  defaultSort: { field: 'submitTime', order: 'desc' },
  tieBreaker: 'o.order_no',
  filters: {
    keywords: z.string().trim().max(100).optional(),
    status: z.enum(vipOrderStatuses).optional(),
    levelId: z.coerce.number().int().min(1).optional(),
    publisherId: z.coerce.number().int().min(1).optional(),
    submitTime: dayRangeFilter,
    paidTime: dayRangeFilter,
  },
} satisfies ListSpec;

export type VipOrderFilters = z.infer<z.ZodObject<typeof vipOrderListSpec.filters>>;

/** What the caller may do to the order now: what its state allows, narrowed to who they are (the provider's words are nobody's button). */
export function orderActionsFor(status: VipOrderStatus, publisherId: number, actor: Actor): VipOrderAction[] {
  const isOwn = String(publisherId) === actor.userId;
  const isStaff = isAllowed(actor, membershipPermissions.refund);
  return allowedVipOrderActions(status).filter((action) => {
    switch (action) {
      case 'issueQr':
        return isOwn;
      case 'cancel':
        return isOwn || isStaff;
      case 'refund':
      case 'acceptLatePayment':
        return isStaff;
      default:
        return false;
    }
  });
}

export function vipOrderQueries(db: Knex, zone: string) {
  const time = (value: Date | null) => (value ? formatDateTime(value, zone) : null);

  return {
    /** The rows, filtered, neither ordered nor paged. */
    list(filters: VipOrderFilters): Knex.QueryBuilder {
      const query = db(`${VIP_ORDERS_TABLE} as o`)
        .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'o.publisher_id')
        .leftJoin(`${APPLICATIONS_TABLE} as a`, 'a.id', 'o.publisher_id')
        .select('o.*', db.raw(`coalesce(nullif(u.nickname, ''), u.username) as publisher_name`), 'a.company');
      if (filters.keywords) {
        const like = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('o.order_no', like).orWhereILike('u.nickname', like).orWhereILike('u.username', like).orWhereILike('a.company', like));
      }
      if (filters.status) query.where('o.status', filters.status);
      if (filters.levelId) query.where('o.level_id', filters.levelId);
      if (filters.publisherId) query.where('o.publisher_id', filters.publisherId);
      whereWithinDays(query, 'o.submit_time', filters.submitTime, zone);
      whereWithinDays(query, 'o.paid_time', filters.paidTime, zone);
      return query;
    },

    async byOrderNo(orderNo: string): Promise<VipOrderRecord | undefined> {
      return (await this.list({}).where('o.order_no', orderNo).first()) as VipOrderRecord | undefined;
    },

    viewOf(record: VipOrderRecord, actor: Actor, locale: Locale): VipOrderView {
      return {
        orderNo: record.order_no,
        publisherId: record.publisher_id,
        publisherName: record.publisher_name ?? String(record.publisher_id),
        levelId: record.level_id,
        levelName: record.level_names[locale],
        amount: Number(record.amount),
        currency: record.currency,
        change: record.change,
        creditDays: record.credit_days,
        status: record.status,
        submitTime: time(record.submit_time)!,
        payBefore: time(record.pay_before)!,
        paidTime: time(record.paid_time),
        providerTxId: record.provider_tx_id,
        reference: record.reference,
        qrExpiresAt: record.qr_expires_at ? record.qr_expires_at.toISOString() : null,
        cancelledBy: record.cancelled_by,
        reason: record.reason,
        refundTime: time(record.refund_time),
        allowedActions: orderActionsFor(record.status, record.publisher_id, actor),
      };
    },

    /**
     * The dashboard's receivable (spec §2): this month's paid orders in `currency` (days counted in the server's
     * zone) and the last `days` days, one entry per day, oldest first, days without payments included. A refunded
     * order no longer counts; a late payment counts once staff accepted it.
     */
    async receivable(currency: string, days: number, now: Date): Promise<ReceivableView> {
      const today = formatDateTime(now, zone).slice(0, 10);
      const monthStart = localDayRange(`${today.slice(0, 8)}01`, today, zone)[0];
      const firstDay = new Date(`${today}T00:00:00Z`);
      firstDay.setUTCDate(firstDay.getUTCDate() - (days - 1));
      const from = localDayRange(firstDay.toISOString().slice(0, 10), today, zone)[0];
      const paid = () => db(VIP_ORDERS_TABLE).where({ status: 'paid', currency });
      const [month, perDay] = await Promise.all([
        paid().where('paid_time', '>=', monthStart).first(db.raw('coalesce(sum(amount), 0)::bigint as total'), db.raw('count(*)::int as orders')),
        paid()
          .where('paid_time', '>=', from)
          .groupByRaw('1')
          .select(db.raw(`to_char(paid_time at time zone ?, 'YYYY-MM-DD') as day`, [zone]), db.raw('sum(amount)::bigint as amount'), db.raw('count(*)::int as orders')),
      ]);
      const byDay = new Map((perDay as { day: string; amount: string; orders: number }[]).map((row) => [row.day, row]));
      const dayList = Array.from({ length: days }, (_, index) => {
        const day = new Date(firstDay.getTime() + index * 24 * 3600_000).toISOString().slice(0, 10);
        const row = byDay.get(day);
        return { day, amount: Number(row?.amount ?? 0), orders: row?.orders ?? 0 };
      });
      const totals = month as { total: string; orders: number } | undefined;
      return { currency, monthTotal: Number(totals?.total ?? 0), monthPaidOrders: totals?.orders ?? 0, days: dayList };
    },
  };
}

export type VipOrderQueries = ReturnType<typeof vipOrderQueries>;
