import { JOBS_TABLE, USERS_TABLE, VIP_PROMOTIONS_TABLE } from '@jobmarket/projections';
import type { PromotionStatus, PromotionView } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../../http/listQuery';
import { formatDateTime } from '../../../http/time';

/** A promotion as `vip_promotions_v1` holds it, with its job's position and its publisher's name. */
export interface PromotionRecord {
  id: number;
  publisher_id: number;
  job_id: number;
  start_time: Date;
  end_time: Date;
  status: PromotionStatus;
  ended_by: PromotionView['endedBy'];
  reason: string | null;
  position: string | null;
  publisher_name: string | null;
}

/**
 * `/vip-promotions/page` and `/vip-promotions/mine/page`: keywords (position, publisher), status as read now (an
 * active promotion past its end counts as ended before its timer runs), publisher, job.
 */
export const promotionListSpec = {
  resource: 'vip-promotions',
  sortable: { id: 'p.id', startTime: 'p.start_time', endTime: 'p.end_time' },
  defaultSort: { field: 'startTime', order: 'desc' },
  tieBreaker: 'p.id',
  filters: {
    keywords: z.string().trim().max(100).optional(),
    status: z.enum(['active', 'ended']).optional(),
    publisherId: z.coerce.number().int().min(1).optional(),
    jobId: z.coerce.number().int().min(1).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type PromotionFilters = z.infer<z.ZodObject<typeof promotionListSpec.filters>>;

export function promotionQueries(db: Knex, zone: string) {
  return {
    list(filters: PromotionFilters, now: Date): Knex.QueryBuilder {
      const query = db(`${VIP_PROMOTIONS_TABLE} as p`)
        .leftJoin(`${JOBS_TABLE} as j`, 'j.id', 'p.job_id')
        .leftJoin(`${USERS_TABLE} as u`, 'u.id', 'p.publisher_id')
        .select('p.*', 'j.position', db.raw(`coalesce(nullif(u.nickname, ''), u.username) as publisher_name`));
      if (filters.keywords) {
        const like = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('j.position', like).orWhereILike('u.nickname', like).orWhereILike('u.username', like));
      }
      if (filters.status === 'active') query.where('p.status', 'active').where('p.end_time', '>', now);
      else if (filters.status === 'ended') query.where((where) => where.where('p.status', 'ended').orWhere('p.end_time', '<=', now));
      if (filters.publisherId) query.where('p.publisher_id', filters.publisherId);
      if (filters.jobId) query.where('p.job_id', filters.jobId);
      if (filters.id) query.whereIn('p.id', filters.id);
      return query;
    },

    viewOf(record: PromotionRecord, now: Date): PromotionView {
      const isActive = record.status === 'active' && record.end_time.getTime() > now.getTime();
      return {
        id: record.id,
        publisherId: record.publisher_id,
        publisherName: record.publisher_name ?? String(record.publisher_id),
        jobId: record.job_id,
        position: record.position ?? '',
        startTime: formatDateTime(record.start_time, zone),
        endTime: formatDateTime(record.end_time, zone),
        status: isActive ? 'active' : 'ended',
        endedBy: record.ended_by,
        reason: record.reason,
      };
    },

    /** Whose promotion this is (staff end promotions by id; the row says which membership stream holds it). */
    async publisherOf(promotionId: number): Promise<number | undefined> {
      const row = (await db(VIP_PROMOTIONS_TABLE).where({ id: promotionId }).first('publisher_id')) as { publisher_id: number } | undefined;
      return row?.publisher_id;
    },
  };
}
