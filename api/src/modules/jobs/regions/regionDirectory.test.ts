import type { RegionRow } from '@jobmarket/projections';
import { describe, expect, it } from 'vitest';
import { RegionDirectory } from './regionDirectory';
import { regionName } from './regionNames';

const row = (code: string, parent_code: string | null, level: RegionRow['level'], name_en: string, name_local: string, sort = 1): RegionRow => ({
  code,
  parent_code,
  level,
  country: code.slice(0, 2) as RegionRow['country'],
  name_en,
  name_local,
  sort,
});

// a slice of the real table, rows deliberately out of order
const directory = new RegionDirectory([
  row('TH-5002', 'TH-50', 'district', 'Chom Thong', 'จอมทอง', 2),
  row('TH-5001', 'TH-50', 'district', 'Mueang Chiang Mai', 'เมืองเชียงใหม่', 1),
  row('TH-50', 'TH', 'province', 'Chiang Mai', 'เชียงใหม่', 2),
  row('TH-10', 'TH', 'province', 'Bangkok', 'กรุงเทพมหานคร', 1),
  row('CN-11', 'CN', 'province', 'Beijing', '北京市'),
  row('LA-VT', 'LA', 'province', 'Vientiane Capital', 'ນະຄອນຫລວງວຽງຈັນ'),
  row('CN', null, 'country', 'China', '中国', 3),
  row('LA', null, 'country', 'Laos', 'ລາວ', 1),
  row('TH', null, 'country', 'Thailand', 'ไทย', 2),
]);

describe('region names', () => {
  const chiangMai = { code: 'TH-50', level: 'province', country: 'TH', nameEn: 'Chiang Mai', nameLocal: 'เชียงใหม่' } as const;

  it("names a region in the reader's language only where it is the country's own, else in English", () => {
    expect(regionName(chiangMai, 'th')).toBe('เชียงใหม่');
    expect(regionName(chiangMai, 'lo')).toBe('Chiang Mai');
    expect(regionName(chiangMai, 'zh-cn')).toBe('Chiang Mai');
    expect(regionName(chiangMai, 'en')).toBe('Chiang Mai');
    expect(regionName({ code: 'CN-11', level: 'province', country: 'CN', nameEn: 'Beijing', nameLocal: '北京市' }, 'zh-cn')).toBe('北京市');
    expect(regionName({ code: 'LA-VT', level: 'province', country: 'LA', nameEn: 'Vientiane Capital', nameLocal: 'ນະຄອນຫລວງວຽງຈັນ' }, 'lo')).toBe('ນະຄອນຫລວງວຽງຈັນ');
  });

  it('falls back to English when the local name is missing', () => {
    expect(regionName({ ...chiangMai, nameLocal: '' }, 'th')).toBe('Chiang Mai');
  });

  it('names the countries in all four languages', () => {
    const laos = { code: 'LA', level: 'country', country: 'LA', nameEn: 'Laos', nameLocal: 'ລາວ' } as const;
    expect([regionName(laos, 'en'), regionName(laos, 'zh-cn'), regionName(laos, 'lo'), regionName(laos, 'th')]).toEqual(['Laos', '老挝', 'ລາວ', 'ลาว']);
  });
});

describe('the region directory', () => {
  it('offers the countries without a parent, each region\'s children in their order, leaves marked', () => {
    expect(directory.optionsOf(undefined, 'en')).toEqual([
      { value: 'LA', label: 'Laos', leaf: false },
      { value: 'TH', label: 'Thailand', leaf: false },
      { value: 'CN', label: 'China', leaf: false },
    ]);
    expect(directory.optionsOf('TH', 'th')).toEqual([
      { value: 'TH-10', label: 'กรุงเทพมหานคร', leaf: true },
      { value: 'TH-50', label: 'เชียงใหม่', leaf: false },
    ]);
    expect(directory.optionsOf('TH-50', 'en').map((option) => option.label)).toEqual(['Mueang Chiang Mai', 'Chom Thong']);
    expect(directory.optionsOf('TH-50', 'en').every((option) => option.leaf)).toBe(true);
  });

  it('offers nothing under an unknown region', () => {
    expect(directory.optionsOf('XX-99', 'en')).toEqual([]);
  });

  it('tells the country of a district only when it lies in the given province', () => {
    expect(directory.countryOf('TH-50', 'TH-5001')).toBe('TH');
    expect(directory.countryOf('TH-10', 'TH-5001')).toBeUndefined();
    expect(directory.countryOf('TH', 'TH-50')).toBeUndefined();
    expect(directory.countryOf('TH-50', 'TH-5099')).toBeUndefined();
  });
});
