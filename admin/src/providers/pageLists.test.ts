import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, memoryTokens, ok } from '../test/fakeApi';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { pageQueryOf } from './pageLists';

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  const http = createHttpClient({ tokens: memoryTokens({ access: 'Bearer a', refresh: 'r' }), locale: () => 'en', onSessionExpired: vi.fn() });
  return { api, dataProvider: createDataProvider((url, options) => http.json(url, options)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('page-dialect resources', () => {
  it("write react-admin's page, sort and filters as the spec's query, day ranges bracket-style and blanks left out", () => {
    const query = pageQueryOf({
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'submitTime', order: 'DESC' },
      filter: { keywords: 'Somchai', status: '', paidTime: ['2026-11-01', ''], levelId: 2, empty: ['', ''] },
    });
    expect(query.get('pageNum')).toBe('3');
    expect(query.get('pageSize')).toBe('25');
    expect(query.get('sortField')).toBe('submitTime');
    expect(query.get('sortOrder')).toBe('desc');
    expect(query.get('keywords')).toBe('Somchai');
    expect(query.getAll('paidTime[]')).toEqual(['2026-11-01', '']);
    expect(query.get('levelId')).toBe('2');
    expect(query.has('status')).toBe(false);
    expect(query.has('empty[]')).toBe(false);
    // react-admin's default field: the api keeps its own order
    expect(pageQueryOf({ pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).has('sortField')).toBe(false);
  });

  it('list VIP orders from /vip-orders/page keyed by order number, and read one from its form', async () => {
    const { api, dataProvider } = setup({
      'GET /api/v1/vip-orders/page': () => ok({ list: [{ orderNo: 'VIP20261120000042', amount: 1500000 }], total: 31 }),
      'GET /api/v1/vip-orders/VIP20261120000042/form': () => ok({ orderNo: 'VIP20261120000042', status: 'paid' }),
    });
    const page = await dataProvider.getList('vip-orders', { pagination: { page: 2, perPage: 10 }, sort: { field: 'submitTime', order: 'DESC' }, filter: { status: 'paid' } });
    expect(page).toEqual({ data: [{ id: 'VIP20261120000042', orderNo: 'VIP20261120000042', amount: 1500000 }], total: 31 });
    expect(api.requests[0]!.url.searchParams.get('status')).toBe('paid');
    expect(api.requests[0]!.url.searchParams.get('pageNum')).toBe('2');

    const order = await dataProvider.getOne('vip-orders', { id: 'VIP20261120000042' });
    expect(order.data).toEqual({ id: 'VIP20261120000042', orderNo: 'VIP20261120000042', status: 'paid' });
  });

  it('key the VIP list by publisher and leave crud resources to the react-admin dialect', async () => {
    const { api, dataProvider } = setup({
      'GET /api/v1/vip/page': () => ok({ list: [{ publisherId: 11, publisherName: 'Somchai' }], total: 1 }),
      'GET /api/v1/vip-levels/2': () => ok({ id: 2, name: 'Gold' }),
    });
    expect((await dataProvider.getList('vip-members', { pagination: { page: 1, perPage: 10 }, sort: { field: 'endTime', order: 'DESC' }, filter: {} })).data).toEqual([
      { id: 11, publisherId: 11, publisherName: 'Somchai' },
    ]);
    expect((await dataProvider.getOne('vip-levels', { id: 2 })).data).toEqual({ id: 2, name: 'Gold' });
    expect(api.requests.map((request) => request.path)).toEqual(['/api/v1/vip/page', '/api/v1/vip-levels/2']);
  });
});
