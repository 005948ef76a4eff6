import type { CodegenConfigView, CodegenTableView, DemoItemView, Page } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../eventSourcing/decider';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { seedDemoCodegen } from '../../codegen/seed/seedDemoCodegen';
import { demoItems, seedDemoItems } from './seedDemoItems';

describe('the curd demo data: demo items and the code generator configuration of demo_items_v1', () => {
  let api: TestApi;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    const command: CommandContext = { actorId: 'system', correlationId: 'seed', now: new Date() };
    expect(await seedDemoItems(api.moduleContext, command)).toBe(demoItems.length);
    expect(await seedDemoCodegen(api.moduleContext, command)).toEqual({ tableName: 'demo_items_v1', saves: 2 });
    // ADMIN holds sys:demo-item:* through the buttons under the curd demo's menu
    admin = as(api, await signIn(api, 'admin'));
  }, 120_000);
  afterAll(async () => api?.close());

  it('lists the demo items, in four languages, to ADMIN, who may also create, edit and delete one', async () => {
    const { body } = await admin.get('/demo-items/page?pageNum=1&pageSize=20');
    expect(body.code, body.msg).toBe('00000');
    const { list, total } = body.data as Page<DemoItemView>;
    expect(total).toBe(demoItems.length);
    expect(list.map((row) => row.name).sort()).toEqual(demoItems.map((item) => item.name).sort());
    expect(list.find((row) => row.name === 'Leather work boots')).toMatchObject({ active: false, releaseDate: null });

    const created = await admin.post('/demo-items', { name: 'Bamboo sticky-rice basket', category: '0' });
    expect(created.body.code, created.body.msg).toBe('00000');
    const { id } = created.body.data as DemoItemView;
    expect((await admin.put(`/demo-items/${id}`, { name: 'Bamboo basket', category: '0' })).body.code).toBe('00000');
    expect((await admin.delete(`/demo-items/${id}`)).body.code).toBe('00000');
  });

  it('lists demo_items_v1 as configured, its saved configuration the sample with two saves in its history', async () => {
    const tables = (await admin.get('/codegen/table/page?pageNum=1&pageSize=50&keywords=demo_items')).body.data as Page<CodegenTableView>;
    expect(tables.list.find((table) => table.tableName === 'demo_items_v1')).toMatchObject({ isConfigured: 1 });

    const config = (await admin.get('/codegen/demo_items_v1/config')).body.data as CodegenConfigView;
    expect(config).toMatchObject({ saved: true, moduleName: 'demoItems', entityName: 'DemoItem', resource: 'demo-items', permissionPrefix: 'sys:demo-item', author: 'JobMarket' });
    expect(config.fieldConfigs.map((field) => field.fieldName)).toEqual(['name', 'category', 'price', 'releaseDate', 'active', 'cover', 'description']);

    const history = (await admin.get('/codegen/demo_items_v1/history')).body.data as unknown[];
    expect(history).toHaveLength(2);
    const preview = await admin.get('/codegen/demo_items_v1/preview');
    expect(preview.body.code, preview.body.msg).toBe('00000');
    expect((preview.body.data as { fileName: string }[]).map((file) => file.fileName)).toContain('DemoItemList.tsx');
  });
});
