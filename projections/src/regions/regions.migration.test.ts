import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../migrations';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { loadRegions } from './loadRegions';
import { REGIONS_TABLE, type RegionRow } from './regionRows';

describe('migration 012: the region table', () => {
  let testbed: ProjectionTestbed;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
  });
  afterAll(() => testbed?.dispose());

  const childrenOf = (parentCode: string) =>
    testbed.db<RegionRow>(REGIONS_TABLE).where({ parent_code: parentCode }).orderBy('sort').select('code', 'name_en', 'name_local', 'level', 'country');
  const countOf = async (where: Partial<RegionRow>) => Number((await testbed.db(REGIONS_TABLE).where(where).count({ n: '*' }))[0]?.n);

  it('holds the three countries, in the order the cascade offers them', async () => {
    const countries = await testbed.db<RegionRow>(REGIONS_TABLE).whereNull('parent_code').orderBy('sort').select('code', 'name_en', 'name_local', 'level');
    expect(countries).toEqual([
      { code: 'LA', name_en: 'Laos', name_local: 'ລາວ', level: 'country' },
      { code: 'TH', name_en: 'Thailand', name_local: 'ไทย', level: 'country' },
      { code: 'CN', name_en: 'China', name_local: '中国', level: 'country' },
    ]);
  });

  it('holds every province: 17 of Laos and Vientiane Capital, 77 of Thailand, 34 provincial-level divisions of China', async () => {
    expect(await countOf({ parent_code: 'LA', level: 'province' })).toBe(18);
    expect(await countOf({ parent_code: 'TH', level: 'province' })).toBe(77);
    expect(await countOf({ parent_code: 'CN', level: 'province' })).toBe(34);
    expect((await childrenOf('LA'))[0]).toMatchObject({ code: 'LA-VT', name_en: 'Vientiane Capital' });
    expect((await childrenOf('TH'))[0]).toMatchObject({ code: 'TH-10', name_en: 'Bangkok', name_local: 'กรุงเทพมหานคร' });
    expect((await childrenOf('CN')).map((row) => row.code)).toEqual(expect.arrayContaining(['CN-11', 'CN-71', 'CN-81', 'CN-82']));
  });

  it("holds every province's districts or cities, named in English and in the country's language", async () => {
    expect(await countOf({ country: 'LA', level: 'district' })).toBe(148);
    expect(await countOf({ country: 'TH', level: 'district' })).toBe(928);
    // 333 prefecture-level divisions, with the municipalities and the directly administered counties one level down
    expect(await countOf({ country: 'CN', level: 'district' })).toBeGreaterThanOrEqual(333);
    expect(await childrenOf('LA-VT')).toHaveLength(9);
    expect((await childrenOf('LA-VT'))[0]).toMatchObject({ code: 'LA-VT-01', name_en: 'Chanthabuly', name_local: 'ຈັນທະບູລີ', level: 'district', country: 'LA' });
    expect(await childrenOf('TH-10')).toHaveLength(50);
    expect(await childrenOf('TH-50')).toHaveLength(25);
    expect((await childrenOf('TH-50'))[0]).toMatchObject({ code: 'TH-5001', name_en: 'Mueang Chiang Mai', name_local: 'เมืองเชียงใหม่' });
    expect(await childrenOf('CN-11')).toHaveLength(16);
    expect(await childrenOf('CN-44')).toHaveLength(21);
    expect((await childrenOf('CN-44'))[0]).toMatchObject({ code: 'CN-4401', name_en: 'Guangzhou', name_local: '广州市' });
    expect(await childrenOf('CN-81')).toHaveLength(18);
  });

  it('lets no province stand empty and codes every region under its parent and its country', async () => {
    const emptyProvinces = await testbed
      .db(`${REGIONS_TABLE} as province`)
      .where('province.level', 'province')
      .whereNotExists((sub) => sub.select(1).from(`${REGIONS_TABLE} as child`).whereRaw('child.parent_code = province.code'))
      .select('province.code');
    expect(emptyProvinces).toEqual([]);
    const misplaced = await testbed
      .db(`${REGIONS_TABLE} as child`)
      .join(`${REGIONS_TABLE} as parent`, 'parent.code', 'child.parent_code')
      .whereRaw('child.country <> parent.country or left(child.code, 2) <> child.country')
      .select('child.code');
    expect(misplaced).toEqual([]);
  });

  it('loads again, and runs the migrations again, without duplicating a row', async () => {
    const before = await countOf({});
    expect(await loadRegions(testbed.db)).toBe(before);
    await migrateReadModels(testbed.db);
    expect(await countOf({})).toBe(before);
  });
});
