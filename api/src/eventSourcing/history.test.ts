import { USERS_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../testing/identityFixtures';
import type { TestApi } from '../testing/testApi';
import { redactSecrets, type HistoryEntry } from './history';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('redactSecrets', () => {
  it('drops password hashes and tokens at any depth but keeps role and department codes', () => {
    expect(redactSecrets({ id: 1, passwordHash: 'x', code: 'OPS', nested: [{ token: 't', name: 'n' }] })).toEqual({ id: 1, code: 'OPS', nested: [{ name: 'n' }] });
  });
});

describe('entity history over HTTP (GET /<resources>/{id}/history)', () => {
  let api: TestApi;
  let root: ApiClient;
  let rootActor: { id: string; username: string; nickname: string };

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    const row = await api.db(USERS_TABLE).where({ username: 'root' }).first<{ id: number; nickname: string }>('id', 'nickname');
    rootActor = { id: String(row!.id), username: 'root', nickname: row!.nickname };
  });
  afterAll(async () => api?.close());

  const historyOf = async (client: ApiClient, path: string) => {
    const { body } = await client.get(path);
    expect(body.code, body.msg).toBe('00000');
    return body.data as HistoryEntry[];
  };

  it("answers a user's events in order, each with the actor by name, an ISO time and the folded state, and never a password hash", async () => {
    const roles = (await root.get('/roles/page?pageSize=100')).body.data as { list: { id: number; code: string }[] };
    const roleId = (code: string) => roles.list.find((role) => role.code === code)!.id;
    const form = {
      username: `hist${Date.now().toString(36)}`,
      nickname: 'Before',
      mobile: '13800000000',
      gender: 1,
      email: 'before@example.com',
      status: 1,
      deptId: null,
      roleIds: [roleId('USER')],
    };
    const created = await root.post('/users', { ...form, password: 'secret123' });
    expect(created.body.code, created.body.msg).toBe('00000');
    const id = (created.body.data as { id: number }).id;
    await root.put(`/users/${id}`, { ...form, nickname: 'After', roleIds: [roleId('USER'), roleId('ADMIN')] });
    await root.put(`/users/${id}/password/reset?password=another-secret`);
    await signIn(api, form.username, 'another-secret');

    const history = await historyOf(root, `/users/${id}/history`);
    expect(history.map((entry) => [entry.revision, entry.type])).toEqual([
      [0, 'UserCreated'],
      [1, 'UserUpdated'],
      [2, 'UserPasswordChanged'],
      [3, 'UserSignedIn'],
    ]);
    expect(history.slice(0, 3).map((entry) => entry.actor)).toEqual([rootActor, rootActor, rootActor]);
    // signing in is the user's own doing
    expect(history[3]!.actor).toEqual({ id: String(id), username: form.username, nickname: 'After' });
    expect(history.every((entry) => ISO_INSTANT.test(entry.time))).toBe(true);
    expect(history[0]!.stateAfter).toMatchObject({ exists: true, nickname: 'Before', roleIds: [roleId('USER')] });
    expect(history[1]!.data).toMatchObject({ nickname: 'After' });
    expect(history[1]!.stateAfter).toMatchObject({ exists: true, username: form.username, nickname: 'After', mobile: '13800000000' });
    expect((history[1]!.stateAfter as { roleIds: number[] }).roleIds).toEqual(expect.arrayContaining([roleId('USER'), roleId('ADMIN')]));
    expect(history[2]!.data).toEqual({ id, reason: 'reset' });

    const text = JSON.stringify(history);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('$argon2');
  });

  it("names 'system' as the actor of seeded entities", async () => {
    const roles = (await root.get('/roles/page?pageSize=100')).body.data as { list: { id: number; code: string }[] };
    const seeded = roles.list.find((role) => role.code === 'ADMIN')!;
    const history = await historyOf(root, `/roles/${seeded.id}/history`);
    expect(history[0]).toMatchObject({ revision: 0, type: 'RoleCreated', actor: { id: 'system', username: null, nickname: null }, stateAfter: { code: 'ADMIN' } });
  });

  it('answers the history of a menu', async () => {
    const { body } = await root.post('/menus', { parentId: 0, name: 'History probe', type: 'CATALOG', routePath: 'history-probe', component: 'Layout', visible: 1, sort: 1, keepAlive: 0, alwaysShow: 0, params: [] });
    expect(body.code, body.msg).toBe('00000');
    const id = (body.data as { id: number }).id;
    await root.delete(`/menus/${id}`);
    const history = await historyOf(root, `/menus/${id}/history`);
    expect(history.map((entry) => entry.type)).toEqual(['MenuCreated', 'MenuDeleted']);
    expect(history[0]).toMatchObject({ actor: rootActor, stateAfter: { name: 'History probe' } });
  });

  it('answers A0606 for an entity that does not exist', async () => {
    for (const resource of ['users', 'roles', 'menus']) {
      const { status, body } = await root.get(`/${resource}/987654/history`);
      expect([resource, status, body.code]).toEqual([resource, 404, 'A0606']);
    }
  });

  it('refuses callers without the query permission of the resource', async () => {
    const user = as(api, await signIn(api, 'user'));
    for (const resource of ['users', 'roles', 'menus']) {
      const { status, body } = await user.get(`/${resource}/1/history`);
      expect([resource, status, body.code]).toEqual([resource, 403, 'A0301']);
    }
    expect((await api.call('/api/v1/users/1/history')).body.code).toBe('A0230');
  });

  it('describes the entries in the OpenAPI document', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, { get?: { 'x-permission'?: string; responses: { 200: { content: { 'application/json': { schema: { properties: { data: { items?: { properties: Record<string, unknown> } } } } } } } } } }>;
    };
    for (const [resource, perm] of [['users', 'sys:user:query'], ['roles', 'sys:role:query'], ['menus', 'sys:menu:query']] as const) {
      const operation = document.paths[`/api/v1/${resource}/{id}/history`]!.get!;
      expect(operation['x-permission']).toBe(perm);
      const item = operation.responses[200].content['application/json'].schema.properties.data.items!;
      expect(Object.keys(item.properties).sort()).toEqual(['actor', 'data', 'revision', 'stateAfter', 'time', 'type']);
    }
  });
});
