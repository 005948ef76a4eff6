import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './http/route';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList, type ListSpec } from './http/listQuery';
import { startTestApi, type TestApi } from './testing/testApi';

const frontEnds = mkdtempSync(path.join(tmpdir(), 'jm-frontends-'));
for (const app of ['admin', 'portal']) {
  mkdirSync(path.join(frontEnds, app, 'assets'), { recursive: true });
  writeFileSync(path.join(frontEnds, app, 'index.html'), `<!doctype html><title>${app} index</title>`);
  writeFileSync(path.join(frontEnds, app, 'assets', 'app-abc123.js'), `console.log('${app}')`);
}

const probeSpec: ListSpec = {
  resource: 'probes',
  sortable: { id: 'id', name: 'name' },
  defaultSort: { field: 'id', order: 'asc' },
  filters: { name: z.string().optional() },
};

describe('api skeleton over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(
      { JSON_BODY_LIMIT: '2kb', RATE_LIMIT_PER_MINUTE: '1000' },
      {
        frontEnds: { adminDist: path.join(frontEnds, 'admin'), portalDist: path.join(frontEnds, 'portal') },
        extraRoutes: [
          {
            prefix: '/api/v1',
            routes: [
              defineRoute({
                method: 'get',
                path: '/probes/explode',
                permission: 'public',
                tag: 'test',
                summary: 'throws',
                handler: async () => {
                  throw new Error('select * from secret_table -- internal detail');
                },
              }),
              defineRoute({
                method: 'post',
                path: '/probes',
                permission: 'public',
                tag: 'test',
                summary: 'validates',
                body: z.object({ name: z.string().min(1), email: z.email(), age: z.number().int().min(18) }),
                handler: async ({ body }) => body,
              }),
              defineRoute({
                method: 'get',
                path: '/probes/echo-query',
                permission: 'public',
                tag: 'test',
                summary: 'echoes the parsed query',
                handler: async ({ query }) => query,
              }),
              defineRoute({
                method: 'get',
                path: '/probes/page',
                permission: 'public',
                tag: 'test',
                summary: 'spec dialect',
                handler: async ({ query }) => {
                  const request = parsePageQuery(probeSpec, query as Record<string, unknown>);
                  return fetchPage(probeQuery(request.filters as { name?: string }), request);
                },
              }),
              defineRoute({
                method: 'get',
                path: '/probes',
                permission: 'public',
                tag: 'test',
                summary: 'react-admin dialect',
                raw: true,
                handler: async ({ query, res }) => {
                  const request = parseRestQuery(probeSpec, query as Record<string, unknown>);
                  sendRestList(res, 'probes', request, await fetchPage(probeQuery(request.filters as { name?: string }), request));
                },
              }),
            ],
          },
        ],
      },
    );
    await api.db.schema.createTable('probes', (table) => {
      table.integer('id').primary();
      table.text('name');
    });
    await api.db('probes').insert(Array.from({ length: 25 }, (_, n) => ({ id: n + 1, name: n % 2 ? 'odd' : 'even' })));
  });
  afterAll(async () => api?.close());

  const probeQuery = (filters: { name?: string }) => {
    const query = api.db('probes').select('id', 'name');
    if (filters.name) query.where('name', filters.name);
    return query;
  };

  it('answers an unknown api route with C0113 and 404 in the envelope', async () => {
    const { status, body } = await api.call('/api/v1/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'C0113', data: null, msg: 'No such endpoint' });
  });

  it('localises msg from Accept-Language', async () => {
    const expected = { 'zh-CN,zh;q=0.9': '接口不存在', th: 'ไม่มี endpoint นี้', 'lo-LA': 'ບໍ່ມີ endpoint ນີ້', 'fr, en;q=0.5': 'No such endpoint' };
    for (const [language, msg] of Object.entries(expected)) {
      const { body } = await api.call('/api/v1/no-such-thing', { headers: { 'Accept-Language': language } });
      expect(body.msg).toBe(msg);
    }
  });

  it('answers malformed JSON with A0400', async () => {
    const { status, body } = await api.call('/api/v1/probes', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name": ' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'A0400', msg: 'The request body is not valid JSON' });
  });

  it('answers a body over the limit with A0400 and 413', async () => {
    const { status, body } = await api.call('/api/v1/probes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(5000) }),
    });
    expect(status).toBe(413);
    expect(body.code).toBe('A0400');
  });

  it('lists every invalid field at once, localised', async () => {
    const { status, body } = await api.call('/api/v1/probes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-cn' },
      body: JSON.stringify({ email: 'not-an-email', age: 12 }),
    });
    expect(status).toBe(400);
    expect(body.code).toBe('A0402');
    expect(body.data).toEqual({ errors: { name: '此项为必填项', email: '邮箱格式不正确', age: '不能小于 18' } });
  });

  it('answers an unexpected error with B0001, a request id and no internals', async () => {
    const { status, body, response } = await api.call('/api/v1/probes/explode');
    expect(status).toBe(500);
    expect(body.code).toBe('B0001');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(body.data).toEqual({ requestId });
    expect(body.msg).toContain(requestId);
    expect(JSON.stringify(body)).not.toMatch(/secret_table|select|at .*\.ts/);
  });

  it('parses bracket-style arrays in queries', async () => {
    const bracket = await api.call('/api/v1/probes/echo-query?createTime[]=2026-01-01&createTime[]=2026-01-07');
    const indexed = await api.call('/api/v1/probes/echo-query?createTime[0]=2026-01-01&createTime[1]=2026-01-07');
    expect(bracket.body.data).toEqual({ createTime: ['2026-01-01', '2026-01-07'] });
    expect(indexed.body.data).toEqual(bracket.body.data);
  });

  it("serves one query in the spec's page dialect and react-admin's dialect", async () => {
    const page = await api.call('/api/v1/probes/page?pageNum=2&pageSize=5&name=odd');
    expect(page.body.data).toEqual({ list: [12, 14, 16, 18, 20].map((id) => ({ id, name: 'odd' })), total: 12 });

    const rest = await api.call(`/api/v1/probes?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,2]')}`);
    expect(rest.body.data).toEqual([25, 24, 23].map((id) => ({ id, name: id % 2 ? 'even' : 'odd' })));
    expect(rest.response.headers.get('content-range')).toBe('probes 0-2/25');

    const badSort = await api.call('/api/v1/probes/page?sortField=secret');
    expect(badSort.body.code).toBe('A0400');
  });

  it('serves /healthz and /readyz in the envelope', async () => {
    expect((await api.call('/healthz')).body).toEqual({ code: '00000', data: { status: 'up' }, msg: 'Success' });
    const ready = await api.call('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', checks: { postgres: { ok: true }, redis: { ok: true }, mqtt: { ok: true } } });
  });

  it('denies a protected route without a token or with a forged one', async () => {
    const missing = await api.call('/api/v1/system/projections');
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('A0230');
    const forged = await api.call('/api/v1/system/projections', { headers: { Authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' } });
    expect(forged.body.code).toBe('A0230');
  });

  it('publishes an OpenAPI document generated from the routes, and a docs page with no CDN', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/openapi.json`);
    // any: the test reads deep, ad-hoc paths of a JSON document
    const document = (await response.json()) as any;
    expect(document.openapi).toBe('3.0.3');
    expect(document.paths['/api/v1/probes'].post.requestBody.content['application/json'].schema.required).toEqual(['name', 'email', 'age']);
    expect(document.paths['/api/v1/system/projections'].get['x-permission']).toBe('sys:projection:query');
    expect(document.paths['/healthz'].get.security).toEqual([]);

    const docs = await fetch(`${api.baseUrl}/api/v1/docs/`);
    const html = await docs.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    expect((await fetch(`${api.baseUrl}/api/v1/docs/swagger-ui-bundle.js`)).status).toBe(200);
    expect((await fetch(`${api.baseUrl}/api/v1/docs/init.js`)).status).toBe(200);
  });

  it('serves the admin at /admin/ and the portal at / with history fallback and a CSP', async () => {
    // (a job page, /jobs/42, is rendered by the api itself: publicPages)
    const deepPortal = await fetch(`${api.baseUrl}/dashboard/myNotice?tab=unread`);
    expect(await deepPortal.text()).toContain('portal index');
    expect(deepPortal.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(deepPortal.headers.get('content-security-policy')).toContain("frame-src 'self' blob:");
    expect(await (await fetch(`${api.baseUrl}/admin/users/1`)).text()).toContain('admin index');
    expect(await (await fetch(`${api.baseUrl}/admin/`)).text()).toContain('admin index');
    const asset = await fetch(`${api.baseUrl}/admin/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await api.call('/api/v1/anything/else')).body.code).toBe('C0113');
  });
});

describe('rate limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => api?.close());

  it('answers A0501 and 429 with Retry-After once the per-IP budget is spent', async () => {
    for (let n = 0; n < 3; n++) expect((await api.call('/api/v1/no-such-thing')).status).toBe(404);
    const limited = await api.call('/api/v1/no-such-thing');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('A0501');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
