import { CONFIGS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../../http/listQuery';

export interface ConfigRow {
  id: number;
  config_name: string;
  config_key: string;
  config_value: string;
  remark: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A row of `GET /config/page`, react-admin's list and the form alike (API-CONTRACT §3 Config). */
export interface ConfigView {
  id: number;
  configName: string;
  configKey: string;
  configValue: string;
  remark: string | null;
}

export const configListSpec = {
  resource: 'config',
  sortable: { id: 'id', configName: 'config_name', configKey: 'config_key' },
  defaultSort: { field: 'id', order: 'asc' },
  filters: {
    keywords: z.string().trim().max(100).optional(),
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type ConfigListFilters = { keywords?: string; id?: number[] };

export const toConfigView = (row: ConfigRow): ConfigView => ({
  id: row.id,
  configName: row.config_name,
  configKey: row.config_key,
  configValue: row.config_value,
  remark: row.remark,
});

export function configQueries(db: Knex) {
  return {
    byId: (id: number) => db<ConfigRow>(CONFIGS_TABLE).where({ id }).first(),
    list(filters: ConfigListFilters) {
      const query = db<ConfigRow>(CONFIGS_TABLE).select('*');
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('config_name', pattern).orWhereILike('config_key', pattern));
      }
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },
    /** key → value of the given keys, for the typed settings. */
    async valuesOf(keys: readonly string[]): Promise<Map<string, string>> {
      const rows = await db<ConfigRow>(CONFIGS_TABLE).whereIn('config_key', keys).select('config_key', 'config_value');
      return new Map(rows.map((row) => [row.config_key, row.config_value]));
    },
    async existingKeys(): Promise<Set<string>> {
      const rows = await db<ConfigRow>(CONFIGS_TABLE).select('config_key');
      return new Set(rows.map((row) => row.config_key));
    },
  };
}
