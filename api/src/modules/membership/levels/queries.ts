import type { Locale, VipLevelForm, VipLevelNames, VipLevelOption, VipLevelView } from '@jobmarket/contracts';
import { VIP_LEVELS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../../http/listQuery';
import { formatDateTime } from '../../../http/time';

/** A level as `vip_levels_v1` holds it; bigint arrives as a string. */
export interface VipLevelRow {
  id: number;
  names: VipLevelNames;
  price: string | number;
  valid_days: number;
  job_count: number;
  viewable_resumes: number;
  downloadable_resumes: number;
  ad_count: number;
  sort: number;
  enabled: boolean;
  create_by: string | null;
  create_time: Date;
  update_time: Date | null;
}

/** `/vip-levels/page` and react-admin's `/vip-levels`: keywords in any language's name, enabled; getMany's ids. */
export const vipLevelListSpec = {
  resource: 'vip-levels',
  sortable: { id: 'id', sort: 'sort', price: 'price', validDays: 'valid_days', createTime: 'create_time' },
  defaultSort: { field: 'sort', order: 'asc' },
  tieBreaker: 'id',
  filters: {
    keywords: z.string().trim().max(50).optional(),
    enabled: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean()).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type VipLevelFilters = z.infer<z.ZodObject<typeof vipLevelListSpec.filters>>;

/** What a form fills, as the level's stream and the staff form hold it. */
export const vipLevelFormOf = (row: VipLevelRow): VipLevelForm => ({
  names: row.names,
  price: Number(row.price),
  validDays: row.valid_days,
  jobCount: row.job_count,
  viewableResumes: row.viewable_resumes,
  downloadableResumes: row.downloadable_resumes,
  adCount: row.ad_count,
  sort: row.sort,
  enabled: row.enabled,
});

export function vipLevelViewOf(row: VipLevelRow, locale: Locale, currency: string, zone: string): VipLevelView {
  return {
    id: row.id,
    ...vipLevelFormOf(row),
    name: row.names[locale],
    currency,
    createTime: formatDateTime(row.create_time, zone),
    updateTime: row.update_time ? formatDateTime(row.update_time, zone) : null,
  };
}

export function vipLevelQueries(db: Knex) {
  return {
    byId: (id: number) => db<VipLevelRow>(VIP_LEVELS_TABLE).where({ id }).first(),
    list(filters: VipLevelFilters) {
      const query = db<VipLevelRow>(VIP_LEVELS_TABLE).select('*');
      // the name in any of the four languages
      if (filters.keywords) query.whereRaw('exists (select 1 from jsonb_each_text(names) as name where name.value ilike ?)', [containsPattern(filters.keywords)]);
      if (filters.enabled !== undefined) query.where({ enabled: filters.enabled });
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },
    /** The levels on offer, in the portal's order. */
    async options(locale: Locale, currency: string): Promise<VipLevelOption[]> {
      const rows = await db<VipLevelRow>(VIP_LEVELS_TABLE).where({ enabled: true }).orderBy([{ column: 'sort' }, { column: 'id' }]).select('*');
      return rows.map((row) => {
        const { names: _names, createTime: _created, updateTime: _updated, enabled: _enabled, ...option } = vipLevelViewOf(row, locale, currency, 'UTC');
        return option;
      });
    },
  };
}
