import type { RegionOption } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/testApi';

describe('GET /api/v1/regions/options (the location cascade)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  /** Anonymous, as a signed-out visitor of the job board asks. */
  async function options(parentCode: string | undefined, language: string) {
    const query = parentCode === undefined ? '' : `?parentCode=${encodeURIComponent(parentCode)}`;
    const { status, body, response } = await api.call(`/api/v1/regions/options${query}`, { headers: { 'Accept-Language': language } });
    expect(status).toBe(200);
    expect(body.code).toBe('00000');
    return { options: body.data as RegionOption[], response };
  }
  const labelOf = (list: RegionOption[], value: string) => list.find((option) => option.value === value)?.label;

  it('answers the three countries without a parent, named in each language', async () => {
    expect((await options(undefined, 'en')).options).toEqual([
      { value: 'LA', label: 'Laos', leaf: false },
      { value: 'TH', label: 'Thailand', leaf: false },
      { value: 'CN', label: 'China', leaf: false },
    ]);
    expect((await options(undefined, 'zh-CN')).options.map((option) => option.label)).toEqual(['老挝', '泰国', '中国']);
    expect((await options(undefined, 'lo')).options.map((option) => option.label)).toEqual(['ລາວ', 'ໄທ', 'ຈີນ']);
    expect((await options('', 'th')).options.map((option) => option.label)).toEqual(['ลาว', 'ไทย', 'จีน']);
  });

  it("answers a country's provinces in the country's language to its readers and in English to the others", async () => {
    const thai = await options('TH', 'th');
    expect(thai.options).toHaveLength(77);
    expect(thai.options[0]).toEqual({ value: 'TH-10', label: 'กรุงเทพมหานคร', leaf: false });
    expect(labelOf((await options('TH', 'zh-cn')).options, 'TH-50')).toBe('Chiang Mai');
    expect(labelOf((await options('TH', 'lo')).options, 'TH-50')).toBe('Chiang Mai');

    const lao = await options('LA', 'lo');
    expect(lao.options).toHaveLength(18);
    expect(lao.options[0]).toEqual({ value: 'LA-VT', label: 'ນະຄອນຫລວງວຽງຈັນ', leaf: false });
    expect(labelOf((await options('LA', 'en')).options, 'LA-VT')).toBe('Vientiane Capital');

    const chinese = await options('CN', 'zh-cn');
    expect(chinese.options).toHaveLength(34);
    expect(labelOf(chinese.options, 'CN-44')).toBe('广东省');
    expect(labelOf((await options('CN', 'th')).options, 'CN-44')).toBe('Guangdong');
  });

  it("answers a province's districts or cities as leaves", async () => {
    const vientiane = await options('LA-VT', 'lo');
    expect(vientiane.options).toHaveLength(9);
    expect(vientiane.options[0]).toEqual({ value: 'LA-VT-01', label: 'ຈັນທະບູລີ', leaf: true });
    expect((await options('LA-VT', 'en')).options[0]?.label).toBe('Chanthabuly');

    const chiangMai = await options('TH-50', 'th');
    expect(chiangMai.options).toHaveLength(25);
    expect(chiangMai.options[0]).toEqual({ value: 'TH-5001', label: 'เมืองเชียงใหม่', leaf: true });

    const guangdong = await options('CN-44', 'zh-cn');
    expect(labelOf(guangdong.options, 'CN-4403')).toBe('深圳市');
    expect(labelOf((await options('CN-44', 'en')).options, 'CN-4403')).toBe('Shenzhen');
    expect(guangdong.options.every((option) => option.leaf)).toBe(true);
  });

  it('answers no options under an unknown or leaf region', async () => {
    expect((await options('XX-1', 'en')).options).toEqual([]);
    expect((await options('TH-5001', 'en')).options).toEqual([]);
  });

  it('lets browsers keep the answer, per language', async () => {
    const { response } = await options('TH', 'th');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-language');
  });

  it('refuses an over-long parent code as malformed input', async () => {
    const { status, body } = await api.call(`/api/v1/regions/options?parentCode=${'X'.repeat(40)}`);
    expect(status).toBe(400);
    expect(body.code).toMatch(/^A04/);
  });

  it('is described in the OpenAPI document as a public route', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/openapi.json`);
    const document = (await response.json()) as { paths: Record<string, { get?: { security?: unknown[] } }> };
    expect(document.paths['/api/v1/regions/options']?.get?.security).toEqual([]);
  });
});
