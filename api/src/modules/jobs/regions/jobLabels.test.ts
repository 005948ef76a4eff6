import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startSeededApi } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { jobLabels } from './jobLabels';
import { queryTagSource } from '../search/queryTags';
import { parseSearchWords, tagLexeme } from '@jobmarket/projections';

describe('job labels (dictionary values and regions of a job, per language)', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    // the seed's industry and education dictionaries, through the same commands the api runs
    ({ api, root } = await startSeededApi());
  });
  afterAll(() => api?.close());

  it('labels industry and education values as /dict/list does in each language', async () => {
    const labels = jobLabels(api.db);
    const [en, zhCn, lo, th] = await Promise.all([labels.forLocale('en'), labels.forLocale('zh-cn'), labels.forLocale('lo'), labels.forLocale('th')]);
    expect(en.industry('internet')).toEqual({ value: 'internet', label: 'Internet and IT' });
    expect(zhCn.industry('internet').label).toBe('互联网/IT');
    expect(lo.industry('internet').label).toBe('ອິນເຕີເນັດ ແລະ ໄອທີ');
    expect(th.industry('internet').label).toBe('อินเทอร์เน็ตและไอที');
    expect(th.education('3').label).toBe('ปริญญาตรี');

    // the same words the public dictionary list answers in Thai
    const { body } = await api.call('/api/v1/dict/list', { headers: { 'Accept-Language': 'th' } });
    const industry = (body.data as { dictCode: string; dictDataList: { value: string; label: string }[] }[]).find((dict) => dict.dictCode === 'industry');
    for (const item of industry?.dictDataList ?? []) expect(th.industry(item.value).label).toBe(item.label);
  });

  it('shows a value the dictionary does not know as it is', async () => {
    expect((await jobLabels(api.db).forLocale('en')).industry('no-such-industry')).toEqual({ value: 'no-such-industry', label: 'no-such-industry' });
  });

  it("names a job's location in the reader's language", async () => {
    const labels = jobLabels(api.db);
    expect((await labels.forLocale('th')).location('TH-50', 'TH-5001')).toEqual({
      country: 'TH',
      countryName: 'ไทย',
      provinceCode: 'TH-50',
      provinceName: 'เชียงใหม่',
      districtCode: 'TH-5001',
      districtName: 'เมืองเชียงใหม่',
    });
    expect((await labels.forLocale('zh-cn')).location('TH-50', 'TH-5001')).toMatchObject({ countryName: '泰国', provinceName: 'Chiang Mai', districtName: 'Mueang Chiang Mai' });
    expect((await labels.forLocale('zh-cn')).location('CN-44', 'CN-4403')).toMatchObject({ country: 'CN', countryName: '中国', provinceName: '广东省', districtName: '深圳市' });
    expect((await labels.forLocale('lo')).location('LA-VT', 'LA-VT-01')).toMatchObject({ country: 'LA', countryName: 'ລາວ', provinceName: 'ນະຄອນຫລວງວຽງຈັນ', districtName: 'ຈັນທະບູລີ' });
    expect((await labels.forLocale('en')).location('LA-VT', 'LA-VT-01')).toMatchObject({ countryName: 'Laos', provinceName: 'Vientiane Capital', districtName: 'Chanthabuly' });
  });

  it('tells the country of a location only when the district lies in the province', async () => {
    const labels = jobLabels(api.db);
    expect(await labels.countryOf('TH-50', 'TH-5001')).toBe('TH');
    expect(await labels.countryOf('LA-VT', 'LA-VT-09')).toBe('LA');
    expect(await labels.countryOf('CN-11', 'CN-110108')).toBe('CN');
    expect(await labels.countryOf('TH-10', 'TH-5001')).toBeUndefined();
    expect(await labels.countryOf('TH-50', 'LA-VT-01')).toBeUndefined();
    expect(await labels.countryOf('TH-50', 'TH-50')).toBeUndefined();
    expect(await labels.countryOf('XX-1', 'XX-101')).toBeUndefined();
  });

  it('answers a relabelled dictionary item, and finds jobs by its new name, as soon as the save answers', async () => {
    const labels = jobLabels(api.db);
    const tags = queryTagSource(api.db);
    const [newName] = parseSearchWords('การเกษตร') as [string[]];
    expect((await labels.forLocale('th')).industry('agriculture').label).toBe('เกษตรกรรม');
    expect((await tags.index()).tagsOf(newName)).not.toContain(tagLexeme('industry', 'agriculture'));

    const page = await root.get('/dict-data/page?dictCode=industry&pageSize=100');
    const agriculture = (page.body.data as { list: { id: number; value: string }[] }).list.find((item) => item.value === 'agriculture');
    const form = (await root.get(`/dict-data/${agriculture?.id}/form`)).body.data as { labelI18n: Record<string, string> };
    const saved = await root.put(`/dict-data/${agriculture?.id}`, { ...form, labelI18n: { ...form.labelI18n, th: 'การเกษตร' } });
    expect(saved.body.code).toBe('00000');

    // the save answered once the dictionaries projection had it, and its checkpoint dropped every cache built from it
    expect((await labels.forLocale('th')).industry('agriculture').label).toBe('การเกษตร');
    expect((await labels.forLocale('en')).industry('agriculture').label).toBe('Agriculture');
    expect((await tags.index()).tagsOf(newName)).toContain(tagLexeme('industry', 'agriculture'));
  });
});
