import {
  awaitedAuditOf,
  deliveryStates,
  type DeliveryAuditStatus,
  type DeliveryOrderView,
  type DeliveryState,
  type DeliveryTrend,
  type ResumeFile,
} from '@jobmarket/contracts';
import { DELIVERY_ORDERS_TABLE, USERS_TABLE, type DeliveryOrderRowColumns } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { AppError } from '../../http/appError';
import { containsPattern, dayRangeFilter, whereWithinDays, type ListSpec } from '../../http/listQuery';
import { formatDateTime, localDayRange } from '../../http/time';
import { allowedActionsFor, mayReadOrder, type DeliveryCaller } from './deliveryAccess';
import { deliveryFileUrl } from './deliveryDecider';

export { DELIVERY_ORDERS_TABLE };

/** A row of `delivery_orders_v1` as the driver answers it: the projection's row, its numeric column as a string. */
export type DeliveryOrderRecord = Omit<DeliveryOrderRowColumns, 'total_commission'> & { total_commission: number | string };

/**
 * `/delivery-orders/page`, react-admin's `/delivery-orders` and the export (staff): deliveryOrderFilters, plus
 * getMany's ids; `/mine` and `/for-my-jobs` take the same filters narrowed to the caller.
 */
export const deliveryListSpec = {
  resource: 'delivery-orders',
  sortable: {
    id: 'id',
    orderNo: 'order_no',
    position: 'position',
    company: 'company',
    candidateName: 'candidate_name',
    state: 'state',
    auditTime: 'audit_time',
    deliveryTime: 'delivery_time',
    createTime: 'created_at',
    updateTime: 'updated_at',
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: 'id',
  filters: {
    orderNo: z.string().trim().max(40).optional(),
    position: z.string().trim().max(100).optional(),
    candidate: z.string().trim().max(100).optional(),
    company: z.string().trim().max(100).optional(),
    auditorId: z.coerce.number().int().min(1).optional(),
    deliveredById: z.coerce.number().int().min(1).optional(),
    state: z.enum(deliveryStates).optional(),
    auditType: z.string().trim().max(20).optional(),
    jobId: z.coerce.number().int().min(1).optional(),
    deliveryTime: dayRangeFilter,
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type DeliveryListFilters = z.infer<z.ZodObject<typeof deliveryListSpec.filters>>;

/** What a party waits to do, by role: the states in which the order needs them. */
const AUDITOR_STEPS: DeliveryState[] = ['PendingResumeReview', 'PendingInterview', 'PendingOnboarding'];
const PUBLISHER_STEPS: DeliveryState[] = ['PendingEmployerReview', 'PendingInterview', 'PendingOnboarding'];

/** A local calendar day of a `date` column (the driver makes it a Date at local midnight) or a string. */
function dayOf(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export function deliveryQueries(db: Knex, timeZone: string) {
  const time = (value: Date | null) => (value ? formatDateTime(value, timeZone) : null);

  async function namesOf(records: DeliveryOrderRecord[]): Promise<Map<number, string>> {
    const ids = [...new Set(records.flatMap((record) => [record.auditor_id, record.delivered_by_id]).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const rows = await db(USERS_TABLE).whereIn('id', ids).select<{ id: number; nickname: string }[]>('id', 'nickname');
    return new Map(rows.map((row) => [Number(row.id), row.nickname]));
  }

  /** Views of a page's rows: names of the auditor and delivery person fetched once, what the caller may do to each. */
  async function viewsOf(records: DeliveryOrderRecord[], caller: DeliveryCaller): Promise<DeliveryOrderView[]> {
    const names = await namesOf(records);
    return records.map((record) => {
      const id = Number(record.id);
      const parties = {
        seekerId: Number(record.seeker_id),
        deliveredById: Number(record.delivered_by_id),
        publisherId: Number(record.publisher_id),
        auditorId: record.auditor_id === null ? null : Number(record.auditor_id),
        state: record.state,
      };
      const files = (list: ResumeFile[] | null) => (list ?? []).map((file) => ({ name: file.name, url: deliveryFileUrl(id, file.fileId) }));
      return {
        id,
        orderNo: record.order_no,
        jobId: Number(record.job_id),
        position: record.position,
        company: record.company,
        publisherId: parties.publisherId,
        resumeId: Number(record.resume_id),
        seekerId: parties.seekerId,
        candidateName: record.candidate_name,
        candidatePhone: record.candidate_phone,
        candidateEmail: record.candidate_email,
        auditorId: parties.auditorId,
        auditorName: parties.auditorId === null ? null : (names.get(parties.auditorId) ?? null),
        deliveredById: parties.deliveredById,
        deliveredByName: names.get(parties.deliveredById) ?? '',
        deliveredByKind: record.delivered_by_kind,
        deliveryTime: time(record.delivery_time)!,
        state: record.state,
        awaitedAudit: record.awaited_audit ?? awaitedAuditOf[record.state] ?? null,
        auditType: record.audit_type,
        auditStatus: record.audit_status as DeliveryAuditStatus,
        auditTime: time(record.audit_time),
        remark: record.remark,
        rejectReasonCode: record.reject_reason_code,
        rejectReason: record.reject_reason,
        interviewAt: time(record.interview_at),
        interviewPlace: record.interview_place,
        onboardDate: dayOf(record.onboard_date),
        guaranteeMonth: record.guarantee_month,
        guaranteeEndsAt: time(record.guarantee_ends_at),
        invoiceDate: dayOf(record.invoice_date),
        uploadTime: time(record.upload_time),
        invoiceFiles: files(record.invoice_files),
        interviewProof: files(record.interview_proof),
        totalCommission: Number(record.total_commission),
        commission: record.commission,
        currency: record.currency,
        commissionOutcome: record.commission_outcome,
        allowedActions: allowedActionsFor(parties, caller),
        createTime: time(record.created_at)!,
        updateTime: time(record.updated_at),
      };
    });
  }

  const partiesOf = (record: DeliveryOrderRecord) => ({
    seekerId: Number(record.seeker_id),
    deliveredById: Number(record.delivered_by_id),
    publisherId: Number(record.publisher_id),
    auditorId: record.auditor_id === null ? null : Number(record.auditor_id),
  });

  return {
    viewsOf,

    byId: async (id: number): Promise<DeliveryOrderRecord | undefined> => db(DELIVERY_ORDERS_TABLE).where({ id }).first(),

    /** An order the caller may read (a party, or staff with query or audit); A0606 otherwise, existing or not. */
    async visibleById(id: number, caller: DeliveryCaller): Promise<DeliveryOrderRecord> {
      const record: DeliveryOrderRecord | undefined = await db(DELIVERY_ORDERS_TABLE).where({ id }).first();
      if (!record || !mayReadOrder(partiesOf(record), caller)) throw new AppError('A0606');
      return record;
    },

    async viewOf(id: number, caller: DeliveryCaller): Promise<DeliveryOrderView> {
      const record: DeliveryOrderRecord | undefined = await db(DELIVERY_ORDERS_TABLE).where({ id }).first();
      if (!record || !mayReadOrder(partiesOf(record), caller)) throw new AppError('A0606');
      return (await viewsOf([record], caller))[0]!;
    },

    /** The filtered orders, neither ordered nor paged. */
    list(filters: Partial<DeliveryListFilters>): Knex.QueryBuilder {
      const query = db(DELIVERY_ORDERS_TABLE).select('*');
      if (filters.orderNo) query.whereILike('order_no', containsPattern(filters.orderNo));
      if (filters.position) query.whereILike('position', containsPattern(filters.position));
      if (filters.candidate) query.whereILike('candidate_name', containsPattern(filters.candidate));
      if (filters.company) query.whereILike('company', containsPattern(filters.company));
      if (filters.auditorId !== undefined) query.where({ auditor_id: filters.auditorId });
      if (filters.deliveredById !== undefined) query.where({ delivered_by_id: filters.deliveredById });
      if (filters.state) query.where({ state: filters.state });
      if (filters.auditType) query.where({ audit_type: filters.auditType });
      if (filters.jobId !== undefined) query.where({ job_id: filters.jobId });
      whereWithinDays(query, 'delivery_time', filters.deliveryTime, timeZone);
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },

    /** Narrows a staff list to the caller's own orders when their data scope is narrower than "all". */
    withinScope(query: Knex.QueryBuilder, caller: DeliveryCaller): Knex.QueryBuilder {
      if (caller.seesAll) return query;
      return query.where((inner) =>
        inner.where({ seeker_id: caller.userId }).orWhere({ delivered_by_id: caller.userId }).orWhere({ publisher_id: caller.userId }).orWhere({ auditor_id: caller.userId }),
      );
    },

    /** Orders waiting for the caller: as resume auditor, publisher, delivery person (invoice), or staff who audit. */
    tasks(caller: DeliveryCaller): Knex.QueryBuilder {
      return db(DELIVERY_ORDERS_TABLE)
        .select('*')
        .where((inner) => {
          inner
            .where((auditor) => auditor.where({ auditor_id: caller.userId }).whereIn('state', AUDITOR_STEPS))
            .orWhere((publisher) => publisher.where({ publisher_id: caller.userId }).whereIn('state', PUBLISHER_STEPS))
            .orWhere((deliverer) => deliverer.where({ delivered_by_id: caller.userId, state: 'PendingUploadInvoice' }));
          if (caller.seesAll && caller.may.audit) inner.orWhereIn('state', AUDITOR_STEPS);
          if (caller.seesAll && caller.may.invoice) inner.orWhere({ state: 'PendingUploadInvoice' });
        });
    },

    /** Orders created and onboarded per local day over the last `days` days (today included). */
    async trend(days: number, now: Date): Promise<DeliveryTrend> {
      const today = formatDateTime(now, timeZone).slice(0, 10);
      const first = new Date(new Date(`${today}T00:00:00Z`).getTime() - (days - 1) * 24 * 3600_000).toISOString().slice(0, 10);
      const [from] = localDayRange(first, today, timeZone);
      const { rows } = await db.raw<{ rows: { day: string; created: number; onboarded: number }[] }>(
        `with days as (select generate_series(?::date, ?::date, interval '1 day')::date as day),
              created as (select (created_at at time zone ?)::date as day, count(*)::int as n from ?? where created_at >= ? group by 1),
              onboarded as (select onboard_date as day, count(*)::int as n from ?? where onboard_date >= ?::date group by 1)
         select days.day::text as day, coalesce(c.n, 0) as created, coalesce(o.n, 0) as onboarded
           from days left join created c using (day) left join onboarded o using (day)
          order by days.day`,
        [first, today, timeZone, DELIVERY_ORDERS_TABLE, from, DELIVERY_ORDERS_TABLE, first],
      );
      return { days: rows.map((row) => ({ date: row.day.slice(0, 10), created: row.created, onboarded: row.onboarded })) };
    },
  };
}

export type DeliveryQueries = ReturnType<typeof deliveryQueries>;
