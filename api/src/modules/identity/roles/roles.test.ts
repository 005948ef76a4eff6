import { permissions } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { USERS_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { userAccounts } from '../users/handlers';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface RoleRow {
  id: number;
  name: string;
  code: string;
  status: number;
  sort: number;
  createTime: string;
  updateTime: string;
}

describe('roles', () => {
  let api: TestApi;
  let root: ApiClient;
  let admin: ApiClient;
  let accountCount = 0;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
    admin = as(api, await signIn(api, 'admin'));
  });
  afterAll(async () => api?.close());

  const newRole = (code: string, extra: Record<string, unknown> = {}) => ({ name: `Role ${code}`, code, sort: 50, status: 1, dataScope: 3, ...extra });

  async function createRole(code: string, extra: Record<string, unknown> = {}): Promise<number> {
    const { body } = await root.post('/roles', newRole(code, extra));
    expect(body.code, body.msg).toBe('00000');
    return (body.data as { id: number }).id;
  }

  async function pageOf(client: ReturnType<typeof as>, query: string) {
    const { body } = await client.get(`/roles/page?${query}`);
    expect(body.code, body.msg).toBe('00000');
    return body.data as { list: RoleRow[]; total: number };
  }

  /** A staff account holding only the given role, signed in over HTTP. */
  async function accountWithRole(roleId: number) {
    const username = `member${++accountCount}`;
    await userAccounts(api.moduleContext).create(
      {
        username,
        password: '123456',
        kind: 'platform',
        fields: { nickname: username, mobile: null, gender: 0, avatar: null, email: null, status: 1, deptId: null, roleIds: [roleId] },
      },
      { actorId: 'test', correlationId: 'roles-test', now: new Date() },
    );
    return as(api, await signIn(api, username));
  }

  async function buttonId(perm: string): Promise<number> {
    const { body } = await root.get(`/menus?filter=${encodeURIComponent(JSON.stringify({ type: 'BUTTON' }))}&range=[0,99]`);
    const button = (body.data as { id: number; perm: string }[]).find((menu) => menu.perm === perm);
    expect(button, perm).toBeDefined();
    return button!.id;
  }

  it('answers a page of roles in the contract shape, filtered by keywords on name or code', async () => {
    const byCode = await pageOf(root, 'keywords=publish&pageNum=1&pageSize=10');
    expect(byCode.total).toBe(1);
    expect(Object.keys(byCode.list[0]!).sort()).toEqual(['code', 'createTime', 'id', 'name', 'sort', 'status', 'updateTime']);
    // a seeded role's name in the caller's language (stored as the catalog key roles.publisher)
    expect(byCode.list[0]).toMatchObject({ code: 'PUBLISHER', name: translate('en', 'roles.publisher'), status: 1 });
    expect(byCode.list[0]!.createTime).toMatch(DATE_TIME);
    expect(byCode.list[0]!.updateTime).toMatch(DATE_TIME);
    expect((await pageOf(root, 'keywords=roles.seek')).list.map((row) => row.code)).toEqual(['SEEKER']);

    const all = await pageOf(root, 'pageSize=2&pageNum=1');
    expect(all.list.map((row) => row.code)).toEqual(['ROOT', 'ADMIN']);
    expect(all.total).toBeGreaterThanOrEqual(6);
  });

  it("serves react-admin's dialect on /roles: an array and Content-Range", async () => {
    // "er" is in PUBLISHER, SEEKER and USER only
    const { body, response } = await root.get(`/roles?sort=${encodeURIComponent('["code","DESC"]')}&range=[0,1]&filter=${encodeURIComponent('{"keywords":"er"}')}`);
    expect(body.code).toBe('00000');
    const rows = body.data as RoleRow[];
    expect(rows.map((row) => row.code)).toEqual(['USER', 'SEEKER']);
    expect(Object.keys(rows[0]!).sort()).toEqual(['code', 'createTime', 'id', 'name', 'sort', 'status', 'updateTime']);
    expect(response.headers.get('content-range')).toBe('roles 0-1/3');
    const many = await root.get(`/roles?filter=${encodeURIComponent(JSON.stringify({ id: [rows[1]!.id] }))}`);
    expect((many.body.data as RoleRow[]).map((row) => row.code)).toEqual(['SEEKER']);
  });

  it('hides ROOT from everyone but ROOT, so it cannot be handed out through the user form', async () => {
    expect((await pageOf(admin, 'keywords=ROOT')).total).toBe(0);
    const options = (await admin.get('/roles/options')).body.data as { value: number; label: string }[];
    expect(options.map((option) => option.label)).not.toContain(translate('en', 'roles.root'));
    const rootOptions = (await root.get('/roles/options')).body.data as { value: number; label: string }[];
    expect(rootOptions[0]).toEqual({ value: expect.any(Number), label: translate('en', 'roles.root') });
  });

  it("answers seeded role names in the caller's language and typed ones as typed", async () => {
    const typed = await root.post('/roles', { name: 'Night shift', code: 'NIGHT_SHIFT', sort: 50, status: 1, dataScope: 3 });
    expect(typed.body.code, typed.body.msg).toBe('00000');
    const thai = { headers: { Authorization: await signIn(api, 'root'), 'Accept-Language': 'th' } };
    const page = (await api.call('/api/v1/roles/page?pageSize=100', thai)).body.data as { list: { code: string; name: string }[] };
    const options = (await api.call('/api/v1/roles/options', thai)).body.data as { label: string }[];
    expect(page.list.find((row) => row.code === 'ADMIN')!.name).toBe(translate('th', 'roles.admin'));
    expect(page.list.find((row) => row.code === 'NIGHT_SHIFT')!.name).toBe('Night shift');
    expect(options.map((option) => option.label)).toEqual(expect.arrayContaining([translate('th', 'roles.seeker'), 'Night shift']));
    for (const name of [...page.list.map((row) => row.name), ...options.map((option) => option.label)]) expect(name).not.toMatch(/^roles\./);
  });

  it('creates, edits and deletes a role; each answer is the saved form and the next read already shows it', async () => {
    const created = await root.post('/roles', newRole('REVIEWER', { name: 'Auditor', dataScope: 2 }));
    expect(created.body.code).toBe('00000');
    const id = (created.body.data as { id: number }).id;
    expect(created.body.data).toEqual({ id, name: 'Auditor', code: 'REVIEWER', sort: 50, status: 1, dataScope: 2 });
    expect((await pageOf(root, 'keywords=REVIEWER')).list).toMatchObject([{ id, name: 'Auditor', code: 'REVIEWER', status: 1, sort: 50 }]);

    const edited = await root.put(`/roles/${id}`, newRole('REVIEWER', { name: 'Senior auditor', status: 0, dataScope: 1 }));
    expect(edited.body.data).toEqual({ id, name: 'Senior auditor', code: 'REVIEWER', sort: 50, status: 0, dataScope: 1 });
    expect((await pageOf(root, 'keywords=REVIEWER')).list[0]).toMatchObject({ name: 'Senior auditor', status: 0 });
    expect((await root.get(`/roles/${id}/form`)).body.data).toEqual(edited.body.data);
    expect((await root.get(`/roles/${id}`)).body.data).toEqual(edited.body.data);
    // disabled roles are not offered in the user form
    expect(((await root.get('/roles/options')).body.data as { value: number }[]).map((option) => option.value)).not.toContain(id);

    const deleted = await root.delete(`/roles/${id}`);
    expect(deleted.body).toMatchObject({ code: '00000', data: { id } });
    expect((await pageOf(root, 'keywords=REVIEWER')).total).toBe(0);
    const gone = await root.get(`/roles/${id}/form`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('A0606');
    // the code is free again once its role is gone
    await createRole('REVIEWER');
  });

  it('validates the form and refuses a code another role already has', async () => {
    const invalid = await root.post('/roles', { name: '', code: 'lower case', status: 1 });
    expect(invalid.body.code).toBe('A0402');
    expect(Object.keys((invalid.body.data as { errors: object }).errors).sort()).toEqual(['code', 'dataScope', 'name']);

    const duplicate = await root.post('/roles', newRole('ADMIN'));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: 'A0402', msg: 'This role code is already used', data: { errors: { code: 'This role code is already used' } } });

    const other = await createRole('EDITOR');
    const renamed = await root.put(`/roles/${other}`, newRole('PUBLISHER'));
    expect(renamed.body.code).toBe('A0402');
  });

  it('refuses to delete a role users still hold, with a clear message in the caller’s language', async () => {
    const user = (await pageOf(root, 'keywords=USER')).list.find((row) => row.code === 'USER')!;
    const refused = await root.delete(`/roles/${user.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'A0440', msg: 'Role "roles.user" is held by 1 user(s); take it from them first' });

    const inChinese = await api.call(`/api/v1/roles/${user.id}`, {
      method: 'DELETE',
      headers: { Authorization: await signIn(api, 'root'), 'Accept-Language': 'zh-CN,zh;q=0.9' },
    });
    expect(inChinese.body).toMatchObject({ code: 'A0440', msg: '角色"roles.user"仍有 1 个用户在使用，请先为其移除该角色' });

    // a refused role in a selection leaves the others in place too
    const spare = await createRole('SPARE');
    expect((await root.delete(`/roles/${spare},${user.id}`)).body.code).toBe('A0440');
    expect((await root.get(`/roles/${spare}/form`)).body.code).toBe('00000');
  });

  it('never deletes ROOT, never changes its code and never disables it', async () => {
    const rootRole = (await pageOf(root, 'keywords=ROOT')).list.find((row) => row.code === 'ROOT')!;
    const deletion = await root.delete(`/roles/${rootRole.id}`);
    expect(deletion.body).toMatchObject({ code: 'A0440', msg: 'The ROOT role cannot be deleted, disabled or have its code changed' });

    const recode = await root.put(`/roles/${rootRole.id}`, { name: 'Root', code: 'SUPERUSER', sort: 1, status: 1, dataScope: 0 });
    expect(recode.body.code).toBe('A0440');
    expect((await root.put(`/roles/${rootRole.id}`, { name: 'Root', code: 'ROOT', sort: 1, status: 0, dataScope: 0 })).body.code).toBe('A0440');
    expect((await root.get(`/roles/${rootRole.id}/form`)).body.data).toMatchObject({ code: 'ROOT', status: 1 });
    // the refused rename did not keep SUPERUSER reserved
    await createRole('SUPERUSER');

    const renamed = await root.put(`/roles/${rootRole.id}`, { name: 'Platform root', code: 'ROOT', sort: 1, status: 1, dataScope: 0 });
    expect(renamed.body.data).toMatchObject({ name: 'Platform root', code: 'ROOT' });
  });

  it('assigns menus to a role and answers them back as ids; unknown menus are refused', async () => {
    const id = await createRole('MENU_HOLDER');
    expect((await root.get(`/roles/${id}/menuIds`)).body.data).toEqual([]);
    const deptQuery = await buttonId(permissions.dept.query);
    const userQuery = await buttonId(permissions.user.query);

    const assigned = await root.put(`/roles/${id}/menus`, [userQuery, deptQuery, deptQuery]);
    expect(assigned.body.code).toBe('00000');
    expect((await root.get(`/roles/${id}/menuIds`)).body.data).toEqual([deptQuery, userQuery].sort((a, b) => a - b));

    const unknown = await root.put(`/roles/${id}/menus`, [deptQuery, 999_999]);
    expect(unknown.body).toMatchObject({ code: 'A0402', data: { errors: { menuIds: expect.stringContaining('no longer exist') } } });
    expect((await root.put(`/roles/${id}/menus`, { wrong: true })).body.code).toBe('A0402');
    expect((await root.get('/roles/999999/menuIds')).body.code).toBe('A0606');
  });

  it('lets a holder of an assigned button through the route it guards, and shuts them out once it is taken away', async () => {
    const id = await createRole('DEPT_READER');
    const member = await accountWithRole(id);
    expect((await member.get('/dept')).body.code).toBe('A0301');
    expect((await member.get('/roles/options')).body.code).toBe('A0301');

    await root.put(`/roles/${id}/menus`, [await buttonId(permissions.dept.query), await buttonId(permissions.user.add)]);
    expect((await member.get('/dept')).body.code).toBe('00000');
    // the user form's role picker is open to whoever may add users
    expect((await member.get('/roles/options')).body.code).toBe('00000');
    expect((await member.get('/roles/page')).body.code).toBe('A0301');

    await root.put(`/roles/${id}/menus`, []);
    const denied = await member.get('/dept');
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('A0301');
  });

  it('keeps role management to holders of sys:role:* permissions', async () => {
    const user = as(api, await signIn(api, 'user'));
    expect((await user.get('/roles/page')).body.code).toBe('A0301');
    expect((await user.post('/roles', newRole('SNEAKY'))).body.code).toBe('A0301');
    expect((await api.call('/api/v1/roles/page')).body.code).toBe('A0230');
  });

  it("lists a role's history with actor and the state after each event", async () => {
    const id = await createRole('HISTORIAN');
    await root.put(`/roles/${id}`, newRole('HISTORIAN', { name: 'Historian' }));
    await root.put(`/roles/${id}/menus`, [await buttonId(permissions.role.query)]);
    const rootUser = await api.db(USERS_TABLE).where({ username: 'root' }).first<{ id: number }>('id');

    const { body } = await root.get(`/roles/${id}/history`);
    const history = body.data as { revision: number; type: string; actor: { id: string; username: string }; time: string; data: unknown; stateAfter: Record<string, unknown> }[];
    expect(history.map((entry) => entry.type)).toEqual(['RoleCreated', 'RoleUpdated', 'RoleMenusAssigned']);
    expect(history.map((entry) => entry.revision)).toEqual([0, 1, 2]);
    expect(history.every((entry) => entry.actor.id === String(rootUser!.id) && entry.actor.username === 'root' && entry.time)).toBe(true);
    expect(history[1]!.stateAfter).toMatchObject({ exists: true, id, name: 'Historian', code: 'HISTORIAN', menuIds: [] });
    expect(history[2]!.stateAfter).toMatchObject({ name: 'Historian', menuIds: [expect.any(Number)] });
  });
});
