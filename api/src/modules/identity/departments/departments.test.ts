import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { userAccounts } from '../users/handlers';

describe('departments', () => {
  let api: TestApi;
  let root: ApiClient;
  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
  });
  afterAll(async () => api?.close());

  it('creates a department and shows it in the tree at once (read your writes)', async () => {
    const created = await root.post('/dept', { parentId: 2, name: 'Hiring', code: 'HIRE', sort: 3, status: 1 });
    expect(created.body).toMatchObject({ code: '00000', data: { parentId: 2, name: 'Hiring', code: 'HIRE', sort: 3, status: 1 } });
    const tree = (await root.get('/dept')).body.data as { id: number; children?: { id: number; name: string; children?: { name: string }[] }[] }[];
    const operations = tree[0]!.children!.find((child) => child.id === 2)!;
    expect(operations.children?.map((child) => child.name)).toEqual(['Hiring']);
    expect(Object.keys(tree[0]!).sort()).toEqual(['children', 'code', 'createTime', 'id', 'name', 'parentId', 'sort', 'status', 'updateTime']);
  });

  it('filters the tree by keywords and status, and serves react-admin a flat list with Content-Range', async () => {
    const filtered = (await root.get('/dept?keywords=aud')).body.data as { name: string }[];
    expect(filtered.map((node) => node.name)).toEqual(['Audit']);
    const flat = await root.get(`/dept?filter=${encodeURIComponent('{"status":1}')}&range=${encodeURIComponent('[0,99]')}`);
    expect(Array.isArray(flat.body.data)).toBe(true);
    expect(flat.response.headers.get('content-range')).toMatch(/^dept 0-\d+\/\d+$/);
  });

  it('answers options as {value, label, children} and the form of one department', async () => {
    const options = (await root.get('/dept/options')).body.data as { value: number; label: string; children?: unknown[] }[];
    expect(options[0]).toMatchObject({ value: 1, label: 'JobMarket' });
    expect(options[0]!.children).toBeDefined();
    expect((await root.get('/dept/3/form')).body.data).toEqual({ id: 3, parentId: 1, name: 'Audit', code: 'AUDIT', sort: 2, status: 1 });
    expect((await root.get('/dept/3')).body.data).toEqual((await root.get('/dept/3/form')).body.data);
    expect((await root.get('/dept/999/form')).body.code).toBe('A0606');
  });

  it('requires parent, name, code and sort, listing every missing field at once', async () => {
    const answer = await root.post('/dept', { name: '' });
    expect(answer.body.code).toBe('A0402');
    expect(Object.keys((answer.body.data as { errors: object }).errors).sort()).toEqual(['code', 'name', 'parentId', 'sort']);
  });

  it('refuses to move a department under itself or its own child', async () => {
    const self = await root.put('/dept/1', { parentId: 1, name: 'JobMarket', code: 'JM', sort: 1, status: 1 });
    expect(self.body).toMatchObject({ code: 'A0402', data: { errors: { parentId: 'A department cannot be moved under itself or one of its own sub-departments' } } });
    const underChild = await root.put('/dept/1', { parentId: 2, name: 'JobMarket', code: 'JM', sort: 1, status: 1 });
    expect(underChild.body.code).toBe('A0402');
  });

  it('moves a subtree with its parent', async () => {
    const team = (await root.post('/dept', { parentId: 3, name: 'Team', code: 'TEAM', sort: 1, status: 1 })).body.data as { id: number };
    const squad = (await root.post('/dept', { parentId: team.id, name: 'Squad', code: 'SQUAD', sort: 1, status: 1 })).body.data as { id: number };
    await root.put(`/dept/${team.id}`, { parentId: 2, name: 'Team', code: 'TEAM', sort: 1, status: 1 });
    const row = await api.db('departments_v1').where({ id: squad.id }).first('tree_path');
    expect(row.tree_path).toBe(`/1/2/${team.id}/${squad.id}/`);
  });

  it('refuses to delete a department with children or users, with the reason, and deletes an empty one', async () => {
    const withChildren = await root.delete('/dept/1');
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.msg).toBe('Department "JobMarket" still has sub-departments; delete or move them first');
    const staffed = (await root.post('/dept', { parentId: 1, name: 'Staffed', code: 'STAFFED', sort: 8, status: 1 })).body.data as { id: number };
    await userAccounts(api.moduleContext).create(
      {
        username: 'staffer',
        password: 'secret-1',
        kind: 'platform',
        fields: { nickname: 'Staffer', mobile: null, gender: 0, avatar: null, email: null, status: 1, deptId: staffed.id, roleIds: [2] },
      },
      { now: new Date() },
    );
    const withUsers = await api.call(`/api/v1/dept/${staffed.id}`, { method: 'DELETE', headers: { Authorization: await signIn(api, 'root'), 'Accept-Language': 'zh-cn' } });
    expect(withUsers.body).toMatchObject({ code: 'A0440', msg: '部门"Staffed"下还有用户，请先将其调到其他部门' });
    const empty = (await root.post('/dept', { parentId: 1, name: 'Temporary', code: 'TMP', sort: 9, status: 1 })).body.data as { id: number };
    expect((await root.delete(`/dept/${empty.id}`)).body).toMatchObject({ code: '00000', data: { id: empty.id } });
    expect((await root.get(`/dept/${empty.id}/form`)).body.code).toBe('A0606');
  });

  it('keeps the history of a department with actor and state after each event', async () => {
    const history = (await root.get('/dept/3/history')).body.data as { revision: number; type: string; actor: { id: string }; stateAfter: { name: string } }[];
    expect(history[0]).toMatchObject({ revision: 0, type: 'DepartmentCreated', actor: { id: 'system', username: null }, stateAfter: { name: 'Audit' } });
  });

  it('lets only holders of the department permissions in', async () => {
    const seeker = as(api, await signIn(api, 'seeker'));
    expect((await seeker.get('/dept')).body.code).toBe('A0301');
    expect((await seeker.post('/dept', { parentId: 0, name: 'X', code: 'X', sort: 1 })).status).toBe(403);
    const admin = as(api, await signIn(api, 'admin'));
    expect((await admin.get('/dept')).body.code).toBe('00000');
  });
});
