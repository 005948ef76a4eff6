import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';

/**
 * Issue 11 §1: every role × every user-changing operation × target (self, a plain user, an ADMIN, a ROOT), and role
 * edits. A caller may touch only accounts holding no more rights than it does (ROOT accounts only by ROOT), may not
 * change its own roles or department, and may grant only roles whose permissions and data scope it holds.
 */

const PASSWORD = 'secret123';

interface UserForm {
  id: number;
  username: string;
  nickname: string;
  mobile: string | null;
  gender: number;
  avatar: string | null;
  email: string | null;
  status: number;
  deptId: number | null;
  roleIds: number[];
}
type MenuNode = { id: number; perm: string | null; children?: MenuNode[] };

type CallerRole = 'ROOT' | 'ADMIN' | 'USER_MANAGER' | 'PUBLISHER' | 'SEEKER' | 'USER';
type TargetKind = 'self' | 'plain' | 'admin' | 'root';
type Operation = 'editProfile' | 'changeRoles' | 'grantAdmin' | 'changeDepartment' | 'disable' | 'resetPassword' | 'delete' | 'changeMobile' | 'changeEmail';
/** 00000 done; A0301 refused as forbidden; A0440 refused by a rule about yourself (cannot disable or delete yourself). */
type Answer = '00000' | 'A0301' | 'A0440';

const OPERATIONS: Operation[] = ['editProfile', 'changeRoles', 'grantAdmin', 'changeDepartment', 'disable', 'resetPassword', 'delete', 'changeMobile', 'changeEmail'];
const everything = (answer: Answer): Record<Operation, Answer> => Object.fromEntries(OPERATIONS.map((operation) => [operation, answer])) as Record<Operation, Answer>;

/** The table: caller role → target → operation → answer. */
const EXPECTED: Record<CallerRole, Record<TargetKind, Record<Operation, Answer>>> = {
  ROOT: {
    // ROOT passes every authority rule; only the decider's rules about yourself remain
    self: { ...everything('00000'), disable: 'A0440', delete: 'A0440' },
    plain: everything('00000'),
    admin: everything('00000'),
    root: everything('00000'),
  },
  ADMIN: {
    // grantAdmin on yourself changes nothing (you hold ADMIN already), so nothing is refused
    self: { ...everything('00000'), changeRoles: 'A0301', changeDepartment: 'A0301', disable: 'A0440', delete: 'A0440' },
    plain: everything('00000'),
    // another ADMIN holds exactly the caller's rights
    admin: everything('00000'),
    // recovery contacts included: a changed mobile would let the public password reset take the account over
    root: everything('A0301'),
  },
  USER_MANAGER: {
    self: { ...everything('00000'), changeRoles: 'A0301', grantAdmin: 'A0301', changeDepartment: 'A0301', disable: 'A0440', delete: 'A0440' },
    // SEEKER holds nothing the manager lacks; ADMIN does
    plain: { ...everything('00000'), grantAdmin: 'A0301' },
    admin: everything('A0301'),
    root: everything('A0301'),
  },
  // no sys:user:* permission at all
  PUBLISHER: { self: everything('A0301'), plain: everything('A0301'), admin: everything('A0301'), root: everything('A0301') },
  SEEKER: { self: everything('A0301'), plain: everything('A0301'), admin: everything('A0301'), root: everything('A0301') },
  USER: { self: everything('A0301'), plain: everything('A0301'), admin: everything('A0301'), root: everything('A0301') },
};

describe('privilege matrix (issue 11 §1)', () => {
  let api: TestApi;
  let root: ApiClient;
  let roleIds: Record<string, number>;
  let deptIds: Record<string, number>;
  let menuIdsByPerm: Map<string, number>;
  let serial = 0;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
    const roles = (await root.get('/roles/page?pageSize=100')).body.data as { list: { id: number; code: string }[] };
    roleIds = Object.fromEntries(roles.list.map((role) => [role.code, role.id]));
    type DeptNode = { id: number; code: string; children?: DeptNode[] };
    const flattenDepts = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((node) => [node, ...flattenDepts(node.children ?? [])]);
    deptIds = Object.fromEntries(flattenDepts((await root.get('/dept')).body.data as DeptNode[]).map((dept) => [dept.code, dept.id]));
    const flattenMenus = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flattenMenus(node.children ?? [])]);
    menuIdsByPerm = new Map(flattenMenus((await root.get('/menus')).body.data as MenuNode[]).flatMap((menu) => (menu.perm ? [[menu.perm, menu.id]] : [])));
    roleIds.USER_MANAGER = await createRole('USER_MANAGER', 2, ['sys:user:query', 'sys:user:edit', 'sys:user:password:reset', 'sys:user:delete']);
    roleIds.ROLE_MANAGER = await createRole('ROLE_MANAGER', 1, ['sys:role:query', 'sys:role:add', 'sys:role:edit', 'sys:role:delete', 'sys:user:query']);
  });
  afterAll(async () => api?.close());

  async function createRole(code: string, dataScope: number, perms: string[]): Promise<number> {
    const created = await root.post('/roles', { name: code, code, sort: 10, status: 1, dataScope });
    expect(created.body.code, created.body.msg).toBe('00000');
    const id = (created.body.data as { id: number }).id;
    const assigned = await root.put(`/roles/${id}/menus`, perms.map((perm) => menuIdsByPerm.get(perm)!));
    expect(assigned.body.code, assigned.body.msg).toBe('00000');
    return id;
  }

  /** An account in the Operations department (where the user manager's "own department" scope reaches). */
  async function createAccount(roleCode: string): Promise<UserForm> {
    const username = `m${++serial}${Date.now().toString(36)}`;
    const created = await root.post('/users', {
      username,
      nickname: username,
      mobile: '13800000000',
      gender: 0,
      email: `${username}@example.com`,
      status: 1,
      deptId: deptIds.OPS,
      roleIds: [roleIds[roleCode]!],
      password: PASSWORD,
    });
    expect(created.body.code, created.body.msg).toBe('00000');
    return created.body.data as UserForm;
  }

  const formOf = async (id: number) => (await root.get(`/users/${id}/form`)).body.data as UserForm;

  async function perform(caller: string, operation: Operation, target: UserForm) {
    const client = as(api, caller);
    const edit = (changes: Partial<UserForm>) => client.put(`/users/${target.id}`, { ...target, ...changes });
    switch (operation) {
      case 'editProfile':
        return edit({ nickname: `${target.nickname}!` });
      case 'changeRoles':
        return edit({ roleIds: [...target.roleIds, roleIds.SEEKER!] });
      case 'grantAdmin':
        return edit({ roleIds: [...new Set([...target.roleIds, roleIds.ADMIN!])] });
      case 'changeDepartment':
        return edit({ deptId: deptIds.AUDIT });
      case 'changeMobile':
        return edit({ mobile: '13911112222' });
      case 'changeEmail':
        return edit({ email: 'attacker@example.com' });
      case 'disable':
        return api.call(`/api/v1/users/${target.id}/status?status=0`, { method: 'PATCH', headers: { Authorization: caller } });
      case 'resetPassword':
        return client.put(`/users/${target.id}/password/reset?password=${PASSWORD}`);
      case 'delete':
        return client.delete(`/users/${target.id}`);
    }
  }

  const TARGET_ROLE: Record<Exclude<TargetKind, 'self'>, string> = { plain: 'USER', admin: 'ADMIN', root: 'ROOT' };

  for (const callerRole of Object.keys(EXPECTED) as CallerRole[]) {
    for (const targetKind of ['self', 'plain', 'admin', 'root'] as TargetKind[]) {
      it(`${callerRole} on ${targetKind === 'self' ? 'itself' : `a ${targetKind} account`}: ${JSON.stringify(EXPECTED[callerRole][targetKind])}`, async () => {
        const callerAccount = await createAccount(callerRole);
        let token = await signIn(api, callerAccount.username, PASSWORD);
        let target: UserForm | undefined;
        const answers: Partial<Record<Operation, string>> = {};
        for (const operation of OPERATIONS) {
          // a fresh target after anything that changed one, so each cell starts from the same account
          target ??= targetKind === 'self' ? await formOf(callerAccount.id) : await createAccount(TARGET_ROLE[targetKind]);
          const before = await formOf(target.id);
          const { body } = await perform(token, operation, target);
          answers[operation] = body.code;
          if (body.code === '00000') {
            target = undefined;
            // a reset ends the caller's own sessions; a self edit may leave the form stale
            if (targetKind === 'self') token = await signIn(api, callerAccount.username, PASSWORD);
          } else {
            // a refusal leaves the account exactly as it was
            expect(await formOf(target.id), `${operation} refused but changed the account`).toEqual(before);
          }
        }
        expect(answers).toEqual(EXPECTED[callerRole][targetKind]);
      });
    }
  }

  describe('role edits', () => {
    let roleManager: ApiClient;
    let admin: ApiClient;
    const menuIdsOf = (perms: string[]) => perms.map((perm) => menuIdsByPerm.get(perm)!);

    beforeAll(async () => {
      roleManager = as(api, await signIn(api, (await createAccount('ROLE_MANAGER')).username, PASSWORD));
      admin = as(api, await signIn(api, 'admin'));
    });

    async function newRole(client: ApiClient, dataScope: number) {
      const code = `R${++serial}${Date.now().toString(36)}`.toUpperCase();
      return client.post('/roles', { name: code, code, sort: 20, status: 1, dataScope });
    }

    it('lets an editor give a role only permissions it holds itself', async () => {
      const role = (await newRole(roleManager, 2)).body.data as { id: number };
      expect((await roleManager.put(`/roles/${role.id}/menus`, menuIdsOf(['sys:user:query']))).body.code).toBe('00000');
      const beyond = await roleManager.put(`/roles/${role.id}/menus`, menuIdsOf(['sys:user:query', 'sys:user:edit']));
      expect(beyond.status).toBe(403);
      expect(beyond.body).toMatchObject({ code: 'A0301', msg: 'You can only give a role permissions and a data scope you hold yourself' });
      expect((await root.get(`/roles/${role.id}/menuIds`)).body.data).toEqual(menuIdsOf(['sys:user:query']));
      // nor to its own role, which would raise itself
      expect((await roleManager.put(`/roles/${roleIds.ROLE_MANAGER}/menus`, menuIdsOf(['sys:role:query', 'sys:user:edit']))).body.code).toBe('A0301');
      expect((await admin.put(`/roles/${role.id}/menus`, menuIdsOf(['sys:user:query', 'sys:user:edit']))).body.code).toBe('00000');
    });

    it('lets an editor give a role only a data scope as narrow as its own or narrower', async () => {
      expect((await newRole(roleManager, 0)).body.code).toBe('A0301');
      expect((await newRole(roleManager, 1)).body.code).toBe('00000');
      const role = (await newRole(roleManager, 3)).body.data as { id: number; name: string; code: string };
      const widened = await roleManager.put(`/roles/${role.id}`, { name: role.code, code: role.code, sort: 20, status: 1, dataScope: 0 });
      expect(widened.body.code).toBe('A0301');
    });

    it('refuses to let an editor change or delete a role holding rights it lacks; ROOT and ADMIN may', async () => {
      const adminRole = (await root.get(`/roles/${roleIds.ADMIN}/form`)).body.data as Record<string, unknown>;
      const renamed = await roleManager.put(`/roles/${roleIds.ADMIN}`, { ...adminRole, name: 'Renamed' });
      expect(renamed.body).toMatchObject({ code: 'A0301', msg: 'This role holds permissions or a data scope you do not have; only someone holding them can change it' });
      expect((await roleManager.put(`/roles/${roleIds.ADMIN}/menus`, [])).body.code).toBe('A0301');
      expect((await roleManager.delete(`/roles/${roleIds.ADMIN}`)).body.code).toBe('A0301');
      expect((await root.get(`/roles/${roleIds.ADMIN}/menuIds`)).body.data).not.toEqual([]);

      const rootRole = (await root.get(`/roles/${roleIds.ROOT}/form`)).body.data as Record<string, unknown>;
      expect((await admin.put(`/roles/${roleIds.ROOT}`, { ...rootRole, name: 'Renamed' })).body.code).toBe('A0301');
      expect((await admin.put(`/roles/${roleIds.USER_MANAGER}`, { ...(await root.get(`/roles/${roleIds.USER_MANAGER}/form`)).body.data as object, sort: 11 })).body.code).toBe('00000');
    });
  });

  it('lets a menu editor re-point a menu only between permissions it holds', async () => {
    roleIds.MENU_MANAGER = await createRole('MENU_MANAGER', 3, ['sys:menu:query', 'sys:menu:edit']);
    const menuManager = as(api, await signIn(api, (await createAccount('MENU_MANAGER')).username, PASSWORD));
    const menuForm = async (perm: string) => (await root.get(`/menus/${menuIdsByPerm.get(perm)}/form`)).body.data as { id: number; perm: string; name: string };
    const own = await menuForm('sys:menu:query');
    // otherwise every role holding this button, its own included, would gain user deletion
    const raised = await menuManager.put(`/menus/${own.id}`, { ...own, perm: 'sys:user:delete' });
    expect(raised.body).toMatchObject({ code: 'A0301', msg: 'You can only give a menu a permission you hold yourself, and only change the permission of a menu if you hold it' });
    const foreign = await menuForm('sys:user:add');
    expect((await menuManager.put(`/menus/${foreign.id}`, { ...foreign, perm: 'sys:menu:query' })).body.code).toBe('A0301');
    expect((await menuManager.put(`/menus/${own.id}`, { ...own, name: `${own.name}` })).body.code).toBe('00000');
    expect((await menuForm('sys:menu:query')).id).toBe(own.id);
  });

  it('imports users only with roles the importer may grant', async () => {
    roleIds.IMPORTER = await createRole('IMPORTER', 2, ['sys:user:query', 'sys:user:import']);
    const importer = await signIn(api, (await createAccount('IMPORTER')).username, PASSWORD);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    const tag = `imp${Date.now().toString(36)}`;
    for (const row of [
      ['username', 'nickname', 'gender', 'mobile', 'email', 'roleCodes', 'password'],
      [`${tag}a`, 'Plain', 0, '', '', 'USER', PASSWORD],
      [`${tag}b`, 'Would be admin', 0, '', '', 'ADMIN', PASSWORD],
      [`${tag}c`, 'Would be root', 0, '', '', 'ROOT', PASSWORD],
    ]) {
      sheet.addRow(row);
    }
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'users.xlsx');
    const { body } = await api.call(`/api/v1/users/import?deptId=${deptIds.OPS}`, { method: 'POST', headers: { Authorization: importer }, body: form });
    expect(body.code, body.msg).toBe('00000');
    expect(body.data).toMatchObject({
      imported: 1,
      errors: [
        { row: 3, username: `${tag}b`, reason: 'roleCodes: You can only grant roles whose permissions and data scope you hold yourself' },
        { row: 4, username: `${tag}c`, reason: expect.stringMatching(/^roleCodes: Only a ROOT user can grant or remove the ROOT role/) },
      ],
    });
  });

  it('answers the refusal in the caller’s language', async () => {
    const admin = await signIn(api, 'admin');
    const rootForm = await formOf(((await root.get('/users/me')).body.data as { userId: number }).userId);
    for (const [language, text] of [
      ['en', 'Only a ROOT user can change, reset the password of, disable or delete a ROOT account'],
      ['zh-CN', '只有 ROOT 用户才能修改、重置密码、停用或删除 ROOT 账号'],
    ] as const) {
      const { status, body } = await api.call(`/api/v1/users/${rootForm.id}`, {
        method: 'PUT',
        headers: { Authorization: admin, 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify({ ...rootForm, mobile: '13900009999' }),
      });
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 'A0301', msg: text });
    }
    expect((await formOf(rootForm.id)).mobile).toBe(rootForm.mobile);
  });
});
