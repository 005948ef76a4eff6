import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, memoryTokens, ok } from '../test/fakeApi';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  const http = createHttpClient({ tokens: memoryTokens({ access: 'Bearer a', refresh: 'r' }), locale: () => 'en', onSessionExpired: vi.fn() });
  return { api, dataProvider: createDataProvider((url, options) => http.json(url, options)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('admin data provider', () => {
  it('lists in the react-admin dialect with the total from Content-Range', async () => {
    const { api, dataProvider } = setup({
      'GET /api/v1/dict-data': () => ok([{ id: 3, label: 'Male' }], { 'Content-Range': 'dict-data 10-10/11' }),
    });
    const page = await dataProvider.getList('dict-data', { pagination: { page: 2, perPage: 10 }, sort: { field: 'sort', order: 'ASC' }, filter: { dictCode: 'gender' } });
    expect(page).toEqual({ data: [{ id: 3, label: 'Male' }], total: 11 });
    const [request] = api.requests;
    expect(JSON.parse(request!.url.searchParams.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(request!.url.searchParams.get('filter')!)).toEqual({ dictCode: 'gender' });
  });

  it('reads, creates and deletes through the unwrapped envelope', async () => {
    const { dataProvider } = setup({
      'GET /api/v1/dept/4': () => ok({ id: 4, name: 'Operations' }),
      'POST /api/v1/roles': () => ok({ id: 9, name: 'Auditor' }),
      'DELETE /api/v1/config/5': () => ok({ id: 5 }),
    });
    expect((await dataProvider.getOne('dept', { id: 4 })).data).toEqual({ id: 4, name: 'Operations' });
    expect((await dataProvider.create('roles', { data: { name: 'Auditor' } })).data).toEqual({ id: 9, name: 'Auditor' });
    expect((await dataProvider.delete('config', { id: 5 })).data).toEqual({ id: 5 });
  });

  it('maps a resource whose api path differs and pages an api that answers a plain array', async () => {
    const { api, dataProvider } = setup({
      'GET /api/v1/system/projections': () => ok([{ name: 'users_v1', state: 'running' }, { name: 'jobs_v1', state: 'stopped' }]),
    });
    const page = await dataProvider.getList('projections', { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(page).toEqual({ data: [{ id: 'jobs_v1', name: 'jobs_v1', state: 'stopped' }], total: 2 });
    expect(api.requests[0]!.path).toBe('/api/v1/system/projections');
  });
});
