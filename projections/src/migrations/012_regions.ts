import { loadRegions } from '../regions/loadRegions';
import { REGIONS_TABLE } from '../regions/regionRows';
import type { NamedMigration } from './index';

/**
 * Where jobs are (issue 12, the location cascade): Laos, Thailand and China, their provinces and each province's
 * districts or cities. Reference data, not events and not a read model: the same rows everywhere, never rebuilt; the
 * rows come from projections/src/regions/data/ (generated from published packages, sources in the README).
 *
 * Codes — stable, every one starting with its country's ISO 3166-1 code:
 * - countries: 'LA', 'TH', 'CN';
 * - Laos: provinces by ISO 3166-2:LA ('LA-VT' Vientiane Capital … 'LA-XS' Xaisomboun); districts 'LA-<province>-<nn>',
 *   nn the Lao Statistics Bureau's district number within the province ('LA-VT-01' Chanthabuly);
 * - Thailand: the Department of Provincial Administration's codes, which ISO 3166-2:TH uses for provinces ('TH-10'
 *   Bangkok, 'TH-50' Chiang Mai); districts (amphoe, khet) by their four-digit code ('TH-1001' Phra Nakhon);
 * - China: GB/T 2260 — provincial level by two digits ('CN-11' Beijing … 'CN-71' Taiwan, 'CN-81' Hong Kong,
 *   'CN-82' Macao); prefecture level by four ('CN-1301' Shijiazhuang); where the second level is county-level (the
 *   four municipalities' districts and counties, county-level divisions directly under a province, Hong Kong's and
 *   Macao's districts) by six ('CN-110108' Haidian); Taiwan's cities and counties, which GB/T 2260 does not list,
 *   'CN-7101' Taipei … 'CN-7122' Lienchiang in the generator's order.
 * A job's country follows from the first two letters of its province code.
 */
export const regions012: NamedMigration = {
  name: '012_regions',
  async up(db) {
    if (!(await db.schema.hasTable(REGIONS_TABLE))) {
      await db.schema.createTable(REGIONS_TABLE, (table) => {
        table.text('code').primary();
        table.text('parent_code').references('code').inTable(REGIONS_TABLE);
        table.text('level').notNullable();
        table.text('country').notNullable();
        table.text('name_en').notNullable();
        table.text('name_local').notNullable();
        table.integer('sort').notNullable();
        table.index(['parent_code', 'sort']);
      });
      await db.raw(`alter table ${REGIONS_TABLE} add constraint regions_level check (level in ('country', 'province', 'district'))`);
      await db.raw(`alter table ${REGIONS_TABLE} add constraint regions_country check (country in ('LA', 'TH', 'CN'))`);
      // every code starts with its country's; a country alone has no parent
      await db.raw(
        `alter table ${REGIONS_TABLE} add constraint regions_code check (left(code, 2) = country and (parent_code is null) = (level = 'country'))`,
      );
    }
    await loadRegions(db);
  },
  async down(db) {
    await db.schema.dropTableIfExists(REGIONS_TABLE);
  },
};
