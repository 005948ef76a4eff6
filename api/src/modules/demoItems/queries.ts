import type { DemoItemForm, DemoItemView } from '@jobmarket/contracts';
import { DEMO_ITEMS_TABLE } from '@jobmarket/projections/demoItems/demoItemsSchema';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, dayRangeFilter, type ListSpec } from '../../http/listQuery';
import { formatDateTime } from '../../http/time';

/** A demoItem as `demo_items_v1` holds it. */
export interface DemoItemRow {
  id: number;
  name: string;
  category: string;
  price: string | number | null;
  release_date: Date | null;
  active: boolean;
  cover: string;
  description: string;
  create_time: Date;
  update_time: Date | null;
}

/** Keeps the rows whose `column` lies within `[from, to]` (both inclusive, either open). */
function whereBetween(query: Knex.QueryBuilder, column: string, range: readonly [unknown?, unknown?] | undefined): void {
  const [from, to] = range ?? [];
  if (from !== undefined) query.where(column, '>=', from as Knex.Value);
  if (to !== undefined) query.where(column, '<=', to as Knex.Value);
}

/** A `date` column as node-postgres reads it (local midnight) → `YYYY-MM-DD`. */
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** `/demo-items/page` and react-admin's `/demo-items`: the filters the generator was told, getMany's ids. */
export const demoItemListSpec = {
  resource: 'demo-items',
  sortable: { id: 'id', name: 'name', category: 'category', price: 'price', releaseDate: 'release_date', active: 'active', createTime: 'create_time', updateTime: 'update_time' },
  defaultSort: { field: 'id', order: 'desc' },
  tieBreaker: 'id',
  filters: {
    name: z.string().trim().max(100).optional(),
    category: z.string().trim().max(255).optional(),
    releaseDate: dayRangeFilter,
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type DemoItemFilters = z.infer<z.ZodObject<typeof demoItemListSpec.filters>>;

/** What a form fills, as the demoItem's stream holds it. */
export const demoItemFormOf = (row: DemoItemRow): DemoItemForm => ({
  name: row.name,
  category: row.category,
  price: row.price === null ? null : Number(row.price),
  releaseDate: row.release_date === null ? null : dayOf(row.release_date),
  active: row.active,
  cover: row.cover,
  description: row.description,
});

export function demoItemViewOf(row: DemoItemRow, zone: string): DemoItemView {
  return {
    id: row.id,
    ...demoItemFormOf(row),
    createTime: formatDateTime(row.create_time, zone),
    updateTime: row.update_time ? formatDateTime(row.update_time, zone) : null,
  };
}

export function demoItemQueries(db: Knex, timeZone: string) {
  return {
    byId: (id: number) => db<DemoItemRow>(DEMO_ITEMS_TABLE).where({ id }).first(),
    list(filters: DemoItemFilters) {
      const query = db<DemoItemRow>(DEMO_ITEMS_TABLE).select('*');
      if (filters.name) query.where('name', 'ilike', containsPattern(filters.name));
      if (filters.category !== undefined) query.where('category', filters.category);
      whereBetween(query, 'release_date', filters.releaseDate);
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },
  };
}
