import { consultPaymentStatuses, consultStatuses, type ConsultOrderView } from '@jobmarket/contracts';
import { CONSULT_ORDERS_TABLE, COUNSELORS_TABLE, USERS_TABLE, type ConsultOrderRowColumns } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { containsPattern, type ListSpec } from '../../../http/listQuery';
import { formatDateTime, localDayRange } from '../../../http/time';
import { mayReadConsult, mayReadNotes, type ConsultCaller, type ConsultParties } from './consultAccess';
import type { ConsultOrder } from './consultOrderDecider';

export { CONSULT_ORDERS_TABLE };

/** A row of `consult_orders_v1` as the driver answers it. */
export type ConsultOrderRecord = ConsultOrderRowColumns;

const day = z.iso.date('validation.invalidFormat');

/**
 * `/consult-orders/page`, react-admin's `/consult-orders` and the export (staff): booking and payment status, the
 * counselor, the seeker, the session's days (`from`/`to`, inclusive, in the server's zone) and keywords (order number
 * or topic, the seeker's or the counselor's name); `/mine` and `/schedule` take the same filters narrowed to the caller.
 */
export const consultListSpec = {
  resource: 'consult-orders',
  sortable: {
    id: 'id',
    orderNo: 'order_no',
    startsAt: 'starts_at',
    status: 'status',
    paymentStatus: 'payment_status',
    price: 'price',
    createTime: 'created_at',
    updateTime: 'updated_at',
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: 'id',
  filters: {
    status: z.enum(consultStatuses).optional(),
    paymentStatus: z.enum(consultPaymentStatuses).optional(),
    counselorId: z.coerce.number().int().min(1).optional(),
    seekerId: z.coerce.number().int().min(1).optional(),
    from: day.optional(),
    to: day.optional(),
    keywords: z.string().trim().max(100).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type ConsultListFilters = z.infer<z.ZodObject<typeof consultListSpec.filters>>;

/** The dashboard card: sessions this month (held: confirmed, completed or no-show), completed, cancelled, paid revenue. */
export interface ConsultMonthStats {
  sessions: number;
  completed: number;
  cancelled: number;
  revenue: number;
  currency: string | null;
}

const partiesOf = (record: Pick<ConsultOrderRecord, 'seeker_id' | 'counselor_id'>): ConsultParties => ({ seekerId: Number(record.seeker_id), counselorId: Number(record.counselor_id) });

export function consultOrderQueries(db: Knex, timeZone: string) {
  const time = (value: Date | string | null) => (value ? formatDateTime(new Date(value), timeZone) : null);
  const iso = (value: Date | string) => new Date(value).toISOString();

  /** The seekers' nicknames and the counselors' profile names of a page, one query each. */
  async function namesOf(seekerIds: number[], counselorIds: number[]): Promise<{ seekers: Map<number, string>; counselors: Map<number, string> }> {
    const [seekers, counselors] = await Promise.all([
      seekerIds.length ? db(USERS_TABLE).whereIn('id', [...new Set(seekerIds)]).select<{ id: number; nickname: string }[]>('id', 'nickname') : [],
      counselorIds.length ? db(COUNSELORS_TABLE).whereIn('id', [...new Set(counselorIds)]).select<{ id: number; name: string }[]>('id', 'name') : [],
    ]);
    return {
      seekers: new Map(seekers.map((row) => [Number(row.id), row.nickname])),
      counselors: new Map(counselors.map((row) => [Number(row.id), row.name])),
    };
  }

  /** Views of a page's rows; `notes` only for the counselor of each order and staff — never for its seeker. */
  async function viewsOf(records: ConsultOrderRecord[], caller: ConsultCaller): Promise<ConsultOrderView[]> {
    const names = await namesOf(
      records.map((record) => Number(record.seeker_id)),
      records.map((record) => Number(record.counselor_id)),
    );
    return records.map((record) => {
      const parties = partiesOf(record);
      const view: ConsultOrderView = {
        id: Number(record.id),
        orderNo: record.order_no,
        seekerId: parties.seekerId,
        seekerName: names.seekers.get(parties.seekerId) ?? '',
        counselorId: parties.counselorId,
        counselorName: names.counselors.get(parties.counselorId) ?? '',
        startsAt: iso(record.starts_at),
        endsAt: iso(record.ends_at),
        mode: record.mode,
        topic: record.topic,
        price: Number(record.price),
        currency: record.currency,
        status: record.status,
        paymentStatus: record.payment_status,
        payBefore: record.pay_before ? iso(record.pay_before) : null,
        rating: record.rating === null ? null : Number(record.rating),
        comment: record.comment,
        createTime: time(record.created_at)!,
      };
      return mayReadNotes(parties, caller) ? { ...view, notes: record.notes } : view;
    });
  }

  /**
   * The order as the write side holds it, as a view (a write's answer while the read model catches up, and the one
   * order's page when the row is not there yet): names from the read models, notes only for who may read them.
   */
  async function viewOfState(order: ConsultOrder, caller: ConsultCaller): Promise<ConsultOrderView> {
    const names = await namesOf([order.seekerId], [order.counselorId]);
    const view: ConsultOrderView = {
      id: order.orderId,
      orderNo: order.orderNo,
      seekerId: order.seekerId,
      seekerName: names.seekers.get(order.seekerId) ?? '',
      counselorId: order.counselorId,
      counselorName: names.counselors.get(order.counselorId) ?? '',
      startsAt: order.startsAt,
      endsAt: order.endsAt,
      mode: order.mode,
      topic: order.topic,
      price: order.price,
      currency: order.currency,
      status: order.status,
      paymentStatus: order.paymentStatus,
      payBefore: order.payBefore,
      rating: order.rating,
      comment: order.comment,
      createTime: time(order.createdAt)!,
    };
    return mayReadNotes(order, caller) ? { ...view, notes: order.notes } : view;
  }

  return {
    viewsOf,
    viewOfState,

    /** The order's view for a caller who may read it; A0606 otherwise, existing or not. */
    async viewOf(id: number, caller: ConsultCaller): Promise<ConsultOrderView> {
      const record: ConsultOrderRecord | undefined = await db(CONSULT_ORDERS_TABLE).where({ id }).first();
      if (!record || !mayReadConsult(partiesOf(record), caller)) throw new AppError('A0606');
      return (await viewsOf([record], caller))[0]!;
    },

    /** The filtered orders, neither ordered nor paged. */
    list(filters: Partial<ConsultListFilters>): Knex.QueryBuilder {
      const query = db(CONSULT_ORDERS_TABLE).select('*');
      if (filters.status) query.where({ status: filters.status });
      if (filters.paymentStatus) query.where({ payment_status: filters.paymentStatus });
      if (filters.counselorId !== undefined) query.where({ counselor_id: filters.counselorId });
      if (filters.seekerId !== undefined) query.where({ seeker_id: filters.seekerId });
      if (filters.from) query.where('starts_at', '>=', localDayRange(filters.from, filters.from, timeZone)[0]);
      if (filters.to) query.where('starts_at', '<', localDayRange(filters.to, filters.to, timeZone)[1]);
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        // the order number, the topic, or the seeker's or the counselor's name
        query.where((inner) =>
          inner
            .whereILike('order_no', pattern)
            .orWhereILike('topic', pattern)
            .orWhereIn('seeker_id', db(USERS_TABLE).select('id').whereILike('nickname', pattern))
            .orWhereIn('counselor_id', db(COUNSELORS_TABLE).select('id').whereILike('name', pattern)),
        );
      }
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },

    /** The month (in the server's zone) `now` falls in: its sessions, completed and cancelled ones, and paid revenue. */
    async monthStats(now: Date): Promise<ConsultMonthStats> {
      const today = formatDateTime(now, timeZone).slice(0, 10);
      const first = `${today.slice(0, 7)}-01`;
      const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
      const nextFirst = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
      const [from] = localDayRange(first, first, timeZone);
      const [until] = localDayRange(nextFirst, nextFirst, timeZone);
      const row = await db(CONSULT_ORDERS_TABLE)
        .select(
          db.raw(`(count(*) filter (where starts_at >= ? and starts_at < ? and status in ('confirmed', 'completed', 'noShow')))::int as sessions`, [from, until]),
          db.raw(`(count(*) filter (where starts_at >= ? and starts_at < ? and status = 'completed'))::int as completed`, [from, until]),
          db.raw(`(count(*) filter (where starts_at >= ? and starts_at < ? and status in ('cancelledBySeeker', 'cancelledByCounselor')))::int as cancelled`, [from, until]),
          db.raw(`coalesce(sum(price) filter (where paid_at >= ? and paid_at < ? and payment_status = 'paid'), 0)::bigint as revenue`, [from, until]),
          db.raw(`max(currency) filter (where paid_at >= ? and paid_at < ?) as currency`, [from, until]),
        )
        .first<{ sessions: number; completed: number; cancelled: number; revenue: string | number; currency: string | null }>();
      return { sessions: row.sessions, completed: row.completed, cancelled: row.cancelled, revenue: Number(row.revenue), currency: row.currency };
    },
  };
}

export type ConsultOrderQueries = ReturnType<typeof consultOrderQueries>;
