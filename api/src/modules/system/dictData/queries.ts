import { labelIn, type LabelTranslations, type Locale, type TagType } from '@jobmarket/contracts';
import { DICT_DATA_TABLE, DICTS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../../http/listQuery';

export interface DictDataRow {
  id: number;
  dict_id: number;
  dict_code: string;
  value: string;
  label: string;
  label_i18n: LabelTranslations;
  sort: number;
  status: number;
  tag_type: TagType | null;
  created_at: Date;
  updated_at: Date;
}

/** A row of `GET /dict-data/page` and of react-admin's list; the label is in the caller's language. */
export interface DictDataView {
  id: number;
  dictCode: string;
  label: string;
  value: string;
  sort: number;
  status: number;
}

/** The form shows the stored label and its translations as they are, for editing. */
export interface DictDataFormView {
  id: number;
  dictCode: string;
  value: string;
  label: string;
  sort: number;
  status: number;
  tagType: TagType | null;
  labelI18n: LabelTranslations;
}

export const dictDataListSpec = {
  resource: 'dict-data',
  sortable: { id: 'id', dictCode: 'dict_code', label: 'label', value: 'value', sort: 'sort', status: 'status' },
  defaultSort: { field: 'sort', order: 'asc' },
  tieBreaker: 'id',
  filters: {
    dictCode: z.string().trim().max(50).optional(),
    keywords: z.string().trim().max(50).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type DictDataListFilters = { dictCode?: string; keywords?: string; status?: number; id?: number[] };

export const toDictDataView = (row: DictDataRow, locale: Locale): DictDataView => ({
  id: row.id,
  dictCode: row.dict_code,
  label: labelIn(locale, row.label, row.label_i18n),
  value: row.value,
  sort: row.sort,
  status: row.status,
});

export const toDictDataForm = (row: DictDataRow): DictDataFormView => ({
  id: row.id,
  dictCode: row.dict_code,
  value: row.value,
  label: row.label,
  sort: row.sort,
  status: row.status,
  tagType: row.tag_type,
  labelI18n: row.label_i18n ?? {},
});

export function dictDataQueries(db: Knex) {
  return {
    byId: (id: number) => db<DictDataRow>(DICT_DATA_TABLE).where({ id }).first(),
    list(filters: DictDataListFilters) {
      const query = db<DictDataRow>(DICT_DATA_TABLE).select('*');
      if (filters.dictCode) query.where({ dict_code: filters.dictCode });
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('label', pattern).orWhereILike('value', pattern));
      }
      if (filters.status !== undefined) query.where({ status: filters.status });
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },
    /** Ids of a dictionary's items, for deleting them with it. */
    async idsOf(dictId: number): Promise<number[]> {
      const rows = await db(DICT_DATA_TABLE).where({ dict_id: dictId }).orderBy('id').select<{ id: number }[]>('id');
      return rows.map((row) => row.id);
    },
    /** Enabled items of an enabled dictionary as `{value, label}`; an unknown or disabled dictionary has none. */
    async options(dictCode: string, locale: Locale): Promise<{ value: string; label: string }[]> {
      const rows = await db(DICT_DATA_TABLE)
        .join(DICTS_TABLE, `${DICTS_TABLE}.id`, `${DICT_DATA_TABLE}.dict_id`)
        .where({ [`${DICTS_TABLE}.dict_code`]: dictCode, [`${DICTS_TABLE}.status`]: 1, [`${DICT_DATA_TABLE}.status`]: 1 })
        .orderBy([{ column: `${DICT_DATA_TABLE}.sort` }, { column: `${DICT_DATA_TABLE}.id` }])
        .select<{ value: string; label: string; label_i18n: LabelTranslations }[]>(
          `${DICT_DATA_TABLE}.value`,
          `${DICT_DATA_TABLE}.label`,
          `${DICT_DATA_TABLE}.label_i18n`,
        );
      return rows.map((row) => ({ value: row.value, label: labelIn(locale, row.label, row.label_i18n) }));
    },
  };
}
