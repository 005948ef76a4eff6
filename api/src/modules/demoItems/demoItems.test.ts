import type { DemoItemForm, DemoItemView } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';

const fields: DemoItemForm = {
  name: 'Sample',
  category: 'Sample',
  price: 12.5,
  releaseDate: '2026-01-15',
  active: true,
  cover: '/api/v1/files/a',
  description: '<p>Sample</p>',
};
const changed: DemoItemForm = {
  name: 'Changed',
  category: 'Changed',
  price: 13.25,
  releaseDate: '2026-02-20',
  active: false,
  cover: '/api/v1/files/b',
  description: '<p>Changed</p>',
};

describe('demoItems over HTTP (/demo-items)', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
  }, 60_000);
  afterAll(async () => api?.close());

  it('creates a demoItem, finds it with the list filters, edits and deletes it', async () => {
    const created = await root.post('/demo-items', fields);
    expect(created.body.code, created.body.msg).toBe('00000');
    const { id } = created.body.data as DemoItemView;
    expect((await root.get(`/demo-items/${id}/form`)).body.data).toMatchObject({ id, ...fields });

    const found = await root.get('/demo-items/page?pageNum=1&pageSize=10&name=ampl&category=Sample&releaseDate=2026-01-15%2C2026-01-15');
    expect(found.body.code, found.body.msg).toBe('00000');
    expect((found.body.data as { list: DemoItemView[] }).list.map((row) => row.id)).toEqual([id]);

    const edited = await root.put(`/demo-items/${id}`, changed);
    expect(edited.body.code, edited.body.msg).toBe('00000');
    expect(edited.body.data).toMatchObject({ id, ...changed });

    expect((await root.delete(`/demo-items/${id}`)).body.code).toBe('00000');
    expect((await root.get(`/demo-items/${id}/form`)).body.code).toBe('A0606');
  });

  it('refuses a form without its required fields, naming each', async () => {
    const { body } = await root.post('/demo-items', {});
    expect(body.code).toBe('A0410');
    expect(Object.keys((body.data as { errors: Record<string, string> }).errors).sort()).toEqual(['category', 'name']);
  });
});
