import type { CodegenConfigView, CodegenFileView, CodegenTableView } from '@jobmarket/contracts';
import { codegenConfigForm } from '@jobmarket/contracts';
import { projections } from '@jobmarket/projections';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../eventSourcing/history';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { codegenConfigFormOf } from './codegenFixtures';

type Page<Row> = { list: Row[]; total: number };

describe('code generator api', () => {
  let api: TestApi;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ api } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
  }, 120_000);
  afterAll(async () => api?.close());

  const tablesPage = async (query = '') => {
    const { body } = await admin.get(`/codegen/table/page?pageSize=100${query}`);
    expect(body.code, body.msg).toBe('00000');
    return body.data as Page<CodegenTableView>;
  };

  it('lists the read-model tables with their projections, never the event store or infrastructure tables', async () => {
    const { rows } = await api.db.raw<{ rows: { table_name: string }[] }>(`select table_name::text from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    const readModels = new Set(projections.flatMap((projection) => projection.tables));
    const infrastructure = rows.map((row) => row.table_name).filter((table) => !readModels.has(table));
    // the event store and the projections' own bookkeeping are in this schema: the list must leave them out
    expect(infrastructure).toEqual(expect.arrayContaining(['projection_checkpoints', 'notice_outbox']));
    expect(infrastructure.some((table) => /event/.test(table))).toBe(true);

    const page = await tablesPage();
    const names = page.list.map((row) => row.tableName);
    expect(names.filter((name) => infrastructure.includes(name))).toEqual([]);
    expect(names).toEqual([...names].sort());
    expect(page.total).toBe(page.list.length);
    expect(page.list.find((row) => row.tableName === 'jobs_v1')).toEqual({
      tableName: 'jobs_v1',
      tableComment: 'jobs_v1',
      projection: 'jobs_v1',
      rowCount: expect.any(Number),
      tableCollation: expect.any(String),
      engine: 'PostgreSQL',
      charset: 'UTF8',
      createTime: null,
      isConfigured: 0,
    });
    expect(page.list.find((row) => row.tableName === 'vip_levels_v1')).toMatchObject({ projection: 'membership_v1' });

    const searched = await tablesPage(`&keywords=${encodeURIComponent('vip_l')}`);
    expect(searched.list.map((row) => row.tableName)).toEqual(['vip_levels_v1']);
    const byProjection = await tablesPage('&keywords=membership_v1');
    expect(byProjection.list.map((row) => row.tableName)).toEqual(expect.arrayContaining(['vip_levels_v1', 'vip_orders_v1', 'memberships_v1']));
    const paged = (await admin.get('/codegen/table/page?pageNum=2&pageSize=3')).body.data as Page<CodegenTableView>;
    expect(paged.list.map((row) => row.tableName)).toEqual(names.slice(3, 6));
  });

  it("derives a read-model table's configuration from its columns until one is saved", async () => {
    const { body } = await admin.get('/codegen/vip_levels_v1/config');
    expect(body.code, body.msg).toBe('00000');
    const config = body.data as CodegenConfigView;
    expect(config).toMatchObject({
      tableName: 'vip_levels_v1',
      businessName: 'Vip level',
      businessLabels: { en: 'Vip level', 'zh-cn': '', lo: '', th: '' },
      moduleName: 'vipLevels',
      entityName: 'VipLevel',
      resource: 'vip-levels',
      permissionPrefix: 'biz:vip-level',
      parentMenuId: null,
      saved: false,
      revision: null,
      updateTime: null,
    });
    // id and the audit columns (create_by, create_time, update_time) are the generated code's own
    expect(config.fieldConfigs.map((field) => [field.columnName, field.fieldName, field.fieldType, field.formType])).toEqual([
      ['names', 'names', 'string', 'INPUT'],
      ['price', 'price', 'integer', 'INPUT_NUMBER'],
      ['valid_days', 'validDays', 'integer', 'INPUT_NUMBER'],
      ['job_count', 'jobCount', 'integer', 'INPUT_NUMBER'],
      ['viewable_resumes', 'viewableResumes', 'integer', 'INPUT_NUMBER'],
      ['downloadable_resumes', 'downloadableResumes', 'integer', 'INPUT_NUMBER'],
      ['ad_count', 'adCount', 'integer', 'INPUT_NUMBER'],
      ['sort', 'sort', 'integer', 'INPUT_NUMBER'],
      ['enabled', 'enabled', 'boolean', 'SWITCH'],
    ]);
    expect(config.fieldConfigs.find((field) => field.columnName === 'valid_days')).toMatchObject({ columnType: 'integer', fieldComment: 'Valid days', labels: { en: 'Valid days' }, isRequired: 1, fieldSort: 3 });
    // what it derives is a configuration the form accepts as it is
    const { saved: _saved, revision: _revision, updateTime: _updateTime, ...form } = config;
    expect(codegenConfigForm.safeParse(form).success).toBe(true);
  });

  it('derives a configuration the form accepts, and previews it, for every read-model table', async () => {
    const failures: string[] = [];
    for (const { tableName } of (await tablesPage()).list) {
      const { body } = await admin.get(`/codegen/${tableName}/config`);
      const { saved: _saved, revision: _revision, updateTime: _updateTime, ...form } = body.data as CodegenConfigView;
      const parsed = codegenConfigForm.safeParse(form);
      if (!parsed.success) failures.push(`${tableName}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
      const preview = await admin.get(`/codegen/${tableName}/preview`);
      if (preview.body.code !== '00000') failures.push(`${tableName} preview: ${preview.body.code} ${JSON.stringify(preview.body.data)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers A0606 for a table that is neither a read model nor a saved configuration, and A0402 for a malformed name', async () => {
    for (const table of ['no_such_table', 'projection_checkpoints', 'notice_outbox']) {
      for (const path of [`/codegen/${table}/config`, `/codegen/${table}/preview`, `/codegen/${table}/history`, `/codegen/${table}/download`]) {
        const { status, body } = await admin.get(path);
        expect([path, status, body.code, body.msg]).toEqual([path, 404, 'A0606', 'This table is neither a read-model table nor a saved configuration']);
      }
    }
    const malformed = await admin.get('/codegen/Jobs-1/config');
    expect(malformed.body.code).toBe('A0421');
    expect(malformed.body.data).toEqual({ errors: { table: expect.stringContaining('lowercase letters') } });
  });

  it('saves a configuration from scratch, answers it, appends nothing for the same one, and keeps its history', async () => {
    // a table no projection owns yet
    const sketch = (overrides: Parameters<typeof codegenConfigFormOf>[1] = {}) =>
      codegenConfigFormOf('demo_sketches_v1', { moduleName: 'demoSketches', entityName: 'DemoSketch', resource: 'demo-sketches', permissionPrefix: 'biz:demo-sketch', ...overrides });
    const first = await admin.post('/codegen/demo_sketches_v1/config', sketch());
    expect(first.body.code, first.body.msg).toBe('00000');
    expect(first.body.data).toMatchObject({ ...codegenConfigForm.parse(sketch()), saved: true, revision: 0, updateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect((await admin.get('/codegen/demo_sketches_v1/config')).body.data).toEqual(first.body.data);

    const again = await admin.post('/codegen/demo_sketches_v1/config', sketch());
    expect(again.body.data).toEqual(first.body.data);
    const changed = await admin.post('/codegen/demo_sketches_v1/config', sketch({ author: 'second author' }));
    expect(changed.body.data).toMatchObject({ author: 'second author', saved: true, revision: 1 });

    const history = (await admin.get('/codegen/demo_sketches_v1/history')).body.data as HistoryEntry[];
    expect(history.map((entry) => [entry.revision, entry.type, entry.actor?.username, (entry.stateAfter as { config: { author: string } }).config.author])).toEqual([
      [0, 'CodegenConfigSaved', 'admin', 'codegen test'],
      [1, 'CodegenConfigSaved', 'admin', 'second author'],
    ]);

    // not created yet, but listed: it is the table the generated projection will own
    const listed = (await tablesPage('&keywords=demo_sketches')).list;
    expect(listed).toEqual([expect.objectContaining({ tableName: 'demo_sketches_v1', projection: 'demo_sketches_v1', tableComment: 'Demo item', rowCount: 0, isConfigured: 1 })]);

    // reset: nothing left to derive from, so the table is unknown again, its history kept
    const reset = await admin.delete('/codegen/demo_sketches_v1/config');
    expect(reset.body).toMatchObject({ code: '00000', data: null });
    expect((await admin.get('/codegen/demo_sketches_v1/config')).body.code).toBe('A0606');
    expect(((await admin.get('/codegen/demo_sketches_v1/history')).body.data as HistoryEntry[]).map((entry) => entry.type)).toEqual(['CodegenConfigSaved', 'CodegenConfigSaved', 'CodegenConfigReset']);
    expect((await admin.delete('/codegen/demo_sketches_v1/config')).body.code).toBe('A0606');
  });

  it("saves a read-model table's configuration and resets it to the derived one", async () => {
    const derived = (await admin.get('/codegen/vip_levels_v1/config')).body.data as CodegenConfigView;
    const { saved: _saved, revision: _revision, updateTime: _updateTime, ...form } = derived;
    expect((await admin.get('/codegen/vip_levels_v1/history')).body).toMatchObject({ code: '00000', data: [] });

    const saved = await admin.post('/codegen/vip_levels_v1/config', { ...form, businessName: 'Membership level', businessLabels: { ...form.businessLabels, en: 'Membership level' } });
    expect(saved.body.code, saved.body.msg).toBe('00000');
    expect(saved.body.data).toMatchObject({ businessName: 'Membership level', saved: true, revision: 0 });
    expect((await tablesPage('&keywords=vip_levels')).list).toEqual([expect.objectContaining({ tableName: 'vip_levels_v1', isConfigured: 1 })]);

    const reset = await admin.delete('/codegen/vip_levels_v1/config');
    expect(reset.body.code, reset.body.msg).toBe('00000');
    expect(reset.body.data).toEqual(derived);
    expect((await admin.get('/codegen/vip_levels_v1/config')).body.data).toEqual(derived);
    expect((await tablesPage('&keywords=vip_levels')).list).toEqual([expect.objectContaining({ isConfigured: 0 })]);
  });

  it('refuses to configure an infrastructure table, or a table other than the path names', async () => {
    const infrastructure = await admin.post('/codegen/projection_checkpoints/config', codegenConfigFormOf('projection_checkpoints'));
    expect(infrastructure.body).toMatchObject({ code: 'A0402', data: { errors: { tableName: expect.stringContaining('event store or the infrastructure') } } });
    const mismatch = await admin.post('/codegen/demo_things_v1/config', codegenConfigFormOf('other_things_v1'));
    expect(mismatch.body).toMatchObject({ code: 'A0402', data: { errors: { tableName: 'The table name must be the one being configured' } } });
    expect((await admin.get('/codegen/demo_things_v1/history')).body.code).toBe('A0606');
  });

  it('says everything wrong with a configuration at once, in the reader’s language', async () => {
    const form = codegenConfigFormOf('demo_items_v1');
    const invalid = {
      ...form,
      moduleName: 'Demo-Items',
      permissionPrefix: 'demo',
      fieldConfigs: [
        { ...form.fieldConfigs[0], fieldName: 'id' },
        { ...form.fieldConfigs[1], dictType: '' },
        { ...form.fieldConfigs[2], fieldName: 'status' },
      ],
    };
    const { body } = await admin.post('/codegen/preview', invalid);
    expect(body.code).toBe('A0402');
    expect((body.data as { errors: Record<string, string> }).errors).toEqual({
      moduleName: 'Use camelCase: a lowercase letter first, then letters and digits (releaseDate)',
      permissionPrefix: 'Write biz: or sys: followed by the resource, e.g. biz:demo-item',
      'fieldConfigs.0.fieldName': 'This name is reserved for the id and audit fields every entity has',
      'fieldConfigs.1.dictType': 'Choose the dictionary this select takes its options from',
      'fieldConfigs.2.fieldName': 'Another field already has this name',
    });
    const chinese = await api.call('/api/v1/codegen/preview', {
      method: 'POST',
      headers: { Authorization: await signIn(api, 'admin'), 'Accept-Language': 'zh-cn', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...form, fieldConfigs: [] }),
    });
    expect(chinese.body.data).toEqual({ errors: { fieldConfigs: '请至少添加一个字段' } });
  });

  it('previews the generated files of a saved, a derived and an unsaved configuration alike, and zips the same files', async () => {
    const form = codegenConfigFormOf('demo_previews_v1', { moduleName: 'demoPreviews', entityName: 'DemoPreview', resource: 'demo-previews', permissionPrefix: 'biz:demo-preview' });
    expect((await admin.post('/codegen/demo_previews_v1/config', form)).body.code).toBe('00000');
    const preview = await admin.get('/codegen/demo_previews_v1/preview');
    expect(preview.body.code, preview.body.msg).toBe('00000');
    const files = preview.body.data as CodegenFileView[];
    for (const file of files) expect(file).toEqual({ path: expect.any(String), fileName: expect.stringMatching(/\.\w+$/), content: expect.any(String), language: expect.stringMatching(/^(typescript|tsx|json|sql|markdown)$/) });
    expect((await admin.post('/codegen/preview', form)).body.data).toEqual(files);
    const derived = await admin.get('/codegen/vip_levels_v1/preview');
    expect(derived.body.code, derived.body.msg).toBe('00000');
    expect(Array.isArray(derived.body.data)).toBe(true);
    if (files.length > 0) {
      // the generator has landed: every part of the entity is there, named after it
      const paths = files.map((file) => `${file.path}/${file.fileName}`);
      expect(paths.some((path) => path.includes('demoPreviews'))).toBe(true);
      expect(new Set(paths).size).toBe(paths.length);
    }

    const response = await fetch(`${api.baseUrl}/api/v1/codegen/demo_previews_v1/download`, { headers: { Authorization: await signIn(api, 'admin') } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=demoPreviews.zip');
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    const entries = Object.values(zip.files).filter((entry) => !entry.dir);
    const unzipped = Object.fromEntries(await Promise.all(entries.map(async (entry) => [entry.name, await entry.async('string')] as const)));
    expect(unzipped).toEqual(Object.fromEntries(files.map((file) => [[file.path, file.fileName].filter(Boolean).join('/'), file.content])));
  });

  it('keeps every codegen route behind sys:codegen:*, documented under the codegen tag', async () => {
    const user = await signIn(api, 'user');
    const calls = [
      ['GET', '/codegen/table/page', 'sys:codegen:query'],
      ['GET', '/codegen/jobs_v1/config', 'sys:codegen:query'],
      ['POST', '/codegen/jobs_v1/config', 'sys:codegen:edit'],
      ['DELETE', '/codegen/jobs_v1/config', 'sys:codegen:edit'],
      ['GET', '/codegen/jobs_v1/history', 'sys:codegen:query'],
      ['GET', '/codegen/jobs_v1/preview', 'sys:codegen:query'],
      ['POST', '/codegen/preview', 'sys:codegen:query'],
      ['GET', '/codegen/jobs_v1/download', 'sys:codegen:download'],
    ] as const;
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { tags: string[]; 'x-permission': string }>> };
    for (const [method, path, permission] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(codegenConfigFormOf('jobs_v1'));
      const anonymous = await api.call(`/api/v1${path}`, { method, headers: { 'Content-Type': 'application/json' }, body });
      expect([path, anonymous.status, anonymous.body.code]).toEqual([path, 401, 'A0230']);
      const refused = await api.call(`/api/v1${path}`, { method, headers: { Authorization: user, 'Content-Type': 'application/json' }, body });
      expect([method, path, refused.status, refused.body.code]).toEqual([method, path, 403, 'A0301']);
      const operation = document.paths[`/api/v1${path.replace('jobs_v1', '{table}')}`]?.[method.toLowerCase()];
      expect([path, operation?.tags, operation?.['x-permission']]).toEqual([path, ['codegen'], permission]);
    }
    expect((await admin.get('/codegen/jobs_v1/history')).body.data).toEqual([]);
  });
});
