import { labelIn, type LabelTranslations, type Locale } from '@jobmarket/contracts';
import { DICT_DATA_TABLE, DICTS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../../http/listQuery';

export interface DictRow {
  id: number;
  name: string;
  dict_code: string;
  status: number;
  remark: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A row of `GET /dict/page` and of react-admin's list (API-CONTRACT §3 Dictionaries). */
export interface DictView {
  id: number;
  name: string;
  dictCode: string;
  status: number;
}

export interface DictFormView extends DictView {
  remark: string | null;
}

/** One dictionary of `GET /dict/list`, which clients cache by dictCode. */
export interface DictWithItems {
  name: string;
  dictCode: string;
  dictDataList: { value: string; label: string; tagType: string | null }[];
}

export const dictListSpec = {
  resource: 'dict',
  sortable: { id: 'id', name: 'name', dictCode: 'dict_code', status: 'status' },
  defaultSort: { field: 'id', order: 'asc' },
  filters: {
    keywords: z.string().trim().max(50).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    // react-admin's getMany asks for `filter={"id":[…]}`
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type DictListFilters = { keywords?: string; status?: number; id?: number[] };

export const toDictView = (row: DictRow): DictView => ({ id: row.id, name: row.name, dictCode: row.dict_code, status: row.status });
export const toDictForm = (row: DictRow): DictFormView => ({ ...toDictView(row), remark: row.remark });

export function dictQueries(db: Knex) {
  return {
    byId: (id: number) => db<DictRow>(DICTS_TABLE).where({ id }).first(),
    byCode: (dictCode: string) => db<DictRow>(DICTS_TABLE).where({ dict_code: dictCode }).first(),
    list(filters: DictListFilters) {
      const query = db<DictRow>(DICTS_TABLE).select('*');
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('name', pattern).orWhereILike('dict_code', pattern));
      }
      if (filters.status !== undefined) query.where({ status: filters.status });
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },
    /** Every enabled dictionary with its enabled items in sort order, labels in the caller's language. */
    async withEnabledItems(locale: Locale): Promise<DictWithItems[]> {
      const dicts = await db<DictRow>(DICTS_TABLE).where({ status: 1 }).orderBy('id').select('id', 'name', 'dict_code');
      const items = await db(DICT_DATA_TABLE)
        .whereIn('dict_id', dicts.map((dict) => dict.id))
        .where({ status: 1 })
        .orderBy([{ column: 'sort' }, { column: 'id' }])
        .select<{ dict_id: number; value: string; label: string; label_i18n: LabelTranslations; tag_type: string | null }[]>(
          'dict_id',
          'value',
          'label',
          'label_i18n',
          'tag_type',
        );
      const byDict = new Map(dicts.map((dict) => [dict.id, [] as DictWithItems['dictDataList']]));
      for (const item of items) byDict.get(item.dict_id)?.push({ value: item.value, label: labelIn(locale, item.label, item.label_i18n), tagType: item.tag_type });
      return dicts.map((dict) => ({ name: dict.name, dictCode: dict.dict_code, dictDataList: byDict.get(dict.id) ?? [] }));
    },
  };
}
