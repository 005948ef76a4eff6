import type { RegionLevel } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import { regionRows, REGIONS_TABLE } from './regionRows';

/**
 * Writes every region: one multi-row insert per level (parents first, for the foreign key), each an upsert, so loading
 * again — a later migration shipping corrected names — updates rows in place and never duplicates them.
 */
export async function loadRegions(db: Knex): Promise<number> {
  const rows = regionRows();
  const levels: RegionLevel[] = ['country', 'province', 'district'];
  await db.transaction(async (tx) => {
    for (const level of levels) {
      const ofLevel = rows.filter((row) => row.level === level);
      await tx(REGIONS_TABLE).insert(ofLevel).onConflict('code').merge();
    }
  });
  return rows.length;
}
