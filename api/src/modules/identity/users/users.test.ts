import { translate } from '@jobmarket/contracts/i18n/translate';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../http/time';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { userDecider, userStream, type UserState } from './decider';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ROW_KEYS = ['avatar', 'createTime', 'deptName', 'email', 'gender', 'id', 'mobile', 'nickname', 'roleNames', 'status', 'username'];
// the contract's fields, plus kind (what the account is: the admin shows a seeker's school only for seekers)
const FORM_KEYS = ['avatar', 'deptId', 'email', 'gender', 'id', 'kind', 'mobile', 'nickname', 'roleIds', 'status', 'username'];

interface UserRow {
  id: number;
  username: string;
  nickname: string;
  status: number;
  deptName: string | null;
  roleNames: string;
  createTime: string;
}
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
describe('users over HTTP', () => {
  let api: TestApi;
  let root: ApiClient;
  let admin: ApiClient;
  let roleIds: Record<string, number>;
  let deptIds: Record<string, number>;
  let serial = 0;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
    const roles = (await root.get('/roles/page?pageSize=100')).body.data as { list: { id: number; code: string }[] };
    roleIds = Object.fromEntries(roles.list.map((role) => [role.code, role.id]));
    type DeptNode = { id: number; code: string; children?: DeptNode[] };
    const flatten = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
    deptIds = Object.fromEntries(flatten((await root.get('/dept')).body.data as DeptNode[]).map((dept) => [dept.code, dept.id]));
  });
  afterAll(async () => api?.close());

  const uniqueName = (prefix: string) => `${prefix}${++serial}${Date.now().toString(36)}`;
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    username: uniqueName('u'),
    nickname: 'New User',
    mobile: '13800000000',
    gender: 1,
    email: 'new.user@example.com',
    status: 1,
    deptId: deptIds.OPS,
    roleIds: [roleIds.USER],
    password: 'secret123',
    ...overrides,
  });
  async function createUser(overrides: Record<string, unknown> = {}): Promise<UserForm & { password: string }> {
    const payload = newUser(overrides);
    const { body } = await root.post('/users', payload);
    expect(body.code, body.msg).toBe('00000');
    return { ...(body.data as UserForm), password: payload.password as string };
  }
  const login = (username: string, password: string) =>
    api.call('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  async function tokensOf(username: string, password: string) {
    const { body } = await login(username, password);
    expect(body.code, body.msg).toBe('00000');
    return body.data as { accessToken: string; refreshToken: string };
  }
  const refresh = (refreshToken: string) =>
    api.call('/api/v1/auth/refresh-token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refreshToken }) });
  const editable = ({ password: _password, ...form }: UserForm & { password?: string }) => form;

  describe('reading', () => {
    it('answers /me with ids, names, role codes and sorted permissions', async () => {
      const me = (await admin.get('/users/me')).body;
      expect(me.code).toBe('00000');
      const data = me.data as { userId: number; username: string; nickname: string; avatar: string | null; roles: string[]; perms: string[] };
      // the contract's fields, and whether the initial password must be changed first (an addition clients may ignore)
      expect(Object.keys(data).sort()).toEqual(['avatar', 'mustChangePassword', 'nickname', 'perms', 'roles', 'userId', 'username']);
      expect(data).toMatchObject({ username: 'admin', nickname: 'Administrator', roles: ['ADMIN'], mustChangePassword: false });
      expect(typeof data.userId).toBe('number');
      expect(data.perms).toContain('sys:user:query');
      expect(data.perms).toEqual([...data.perms].sort());
      const rootMe = (await root.get('/users/me')).body.data as { roles: string[]; perms: string[] };
      expect(rootMe.roles).toEqual(['ROOT']);
    });

    it('lists a user right after creating it, in the spec dialect and in react-admin’s', async () => {
      const created = await createUser({ nickname: 'Fresh Face' });
      const page = (await root.get(`/users/page?pageNum=1&pageSize=10&keywords=${created.username}`)).body;
      expect(page.code).toBe('00000');
      const { list, total } = page.data as { list: UserRow[]; total: number };
      expect(total).toBe(1);
      expect(Object.keys(list[0]!).sort()).toEqual(ROW_KEYS);
      expect(list[0]).toMatchObject({ id: created.id, username: created.username, nickname: 'Fresh Face', mobile: '13800000000', gender: 1, status: 1, deptName: 'Operations' });
      expect(list[0]!.createTime).toMatch(DATE_TIME);
      // seeded role names are message keys, shown in the caller's language
      expect(list[0]!.roleNames).toBe(translate('en', 'roles.user'));

      const filter = encodeURIComponent(JSON.stringify({ q: created.username }));
      const rest = await root.get(`/users?filter=${filter}&range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["username","ASC"]')}`);
      expect(rest.body.code).toBe('00000');
      expect(rest.response.headers.get('content-range')).toBe('users 0-0/1');
      expect(rest.body.data).toEqual(list);
      const getMany = await root.get(`/users?filter=${encodeURIComponent(JSON.stringify({ id: [created.id] }))}`);
      expect((getMany.body.data as UserRow[]).map((row) => row.id)).toEqual([created.id]);
      expect((await root.get(`/users?sort=${encodeURIComponent('["password_hash","ASC"]')}`)).body.code).toBe('A0400');
    });

    it('answers the form and react-admin’s getOne with the same shape', async () => {
      const created = await createUser();
      const form = (await root.get(`/users/${created.id}/form`)).body;
      expect(form.code).toBe('00000');
      expect(Object.keys(form.data as object).sort()).toEqual(FORM_KEYS);
      expect(form.data).toMatchObject({ id: created.id, username: created.username, deptId: deptIds.OPS, roleIds: [roleIds.USER], email: 'new.user@example.com' });
      expect((await root.get(`/users/${created.id}`)).body.data).toEqual(form.data);
      const missing = await root.get('/users/999999/form');
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('A0606');
    });

    it('filters by status, by department including sub-departments, and by creation day', async () => {
      const disabled = await createUser({ status: 0, nickname: 'Filter Probe' });
      const enabled = await createUser({ status: 1, nickname: 'Filter Probe' });
      const ids = (path: string) => root.get(path).then(({ body }) => (body.data as { list: UserRow[] }).list.map((row) => row.id));
      expect(await ids('/users/page?keywords=Filter%20Probe&status=0')).toEqual([disabled.id]);
      const underPlatform = await ids(`/users/page?pageSize=100&deptId=${deptIds.JM}`);
      expect(underPlatform).toEqual(expect.arrayContaining([enabled.id, disabled.id]));
      expect(await ids(`/users/page?pageSize=100&deptId=${deptIds.AUDIT}`)).not.toContain(enabled.id);
      const today = formatDateTime(new Date(), api.config.TIME_ZONE)!.slice(0, 10);
      expect(await ids(`/users/page?keywords=Filter%20Probe&createTime[]=${today}&createTime[]=${today}`)).toHaveLength(2);
      expect(await ids('/users/page?keywords=Filter%20Probe&createTime[0]=2001-01-01&createTime[1]=2001-01-31')).toEqual([]);
    });

    it('offers enabled users as {value, label}', async () => {
      const enabled = await createUser({ nickname: 'Option Enabled' });
      const disabled = await createUser({ nickname: 'Option Disabled', status: 0 });
      const options = (await root.get('/users/options')).body.data as { value: number; label: string }[];
      expect(options).toContainEqual({ value: enabled.id, label: 'Option Enabled' });
      expect(options.map((option) => option.value)).not.toContain(disabled.id);
    });

    it('shows the history of a user without ever showing a password hash', async () => {
      const created = await createUser();
      await root.put(`/users/${created.id}`, { ...editable(created), nickname: 'Renamed' });
      await root.put(`/users/${created.id}/password/reset?password=another-secret`);
      const history = (await root.get(`/users/${created.id}/history`)).body;
      expect(history.code).toBe('00000');
      const entries = history.data as { revision: number; type: string; actor: string | null; time: string; stateAfter: { nickname?: string } }[];
      expect(entries.map((entry) => entry.type)).toEqual(['UserCreated', 'UserUpdated', 'UserPasswordChanged']);
      expect(entries[1]!.stateAfter.nickname).toBe('Renamed');
      expect(entries[0]!.actor).not.toBeNull();
      const text = JSON.stringify(history.data);
      expect(text).not.toContain('passwordHash');
      expect(text).not.toContain('$argon2');
    });
  });

  describe('writing', () => {
    it('refuses a username already taken, in any letter case (A0111)', async () => {
      const first = await createUser();
      const again = await root.post('/users', newUser({ username: first.username.toUpperCase() }));
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 'A0111', msg: 'Username already exists' });
    });

    it('lists every malformed field at once, localised', async () => {
      const { body, status } = await api.call('/api/v1/users', {
        method: 'POST',
        headers: { Authorization: (await signIn(api, 'root')), 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
        body: JSON.stringify(newUser({ mobile: 'not-a-phone', email: 'not-an-email' })),
      });
      expect(status).toBe(400);
      expect(body.code).toBe('A0421');
      expect((body.data as { errors: Record<string, string> }).errors).toEqual({ mobile: '手机号格式不正确', email: '邮箱格式不正确' });
    });

    it('refuses a password shorter than 6 characters on create', async () => {
      const short = await root.post('/users', newUser({ password: '12345' }));
      expect((short.body.data as { errors: Record<string, string> }).errors).toEqual({ password: 'The password must be at least 6 characters' });
    });

    it('creates a user without a password with the initial password from system config, told once, to be changed at first sign-in', async () => {
      // the origin's user form has no password field (API-CONTRACT §3 Users)
      const setting = ((await root.get('/config/page?keywords=user.initialPassword')).body.data as { list: { id: number; configName: string; configKey: string; remark: string }[] }).list;
      expect(setting.map((row) => row.configKey)).toEqual(['user.initialPassword']);
      const { configName, configKey, remark } = setting[0]!;
      expect((await root.put(`/config/${setting[0]!.id}`, { configName, configKey, remark, configValue: 'Welcome-2026' })).body.code).toBe('00000');

      const { password: _password, ...withoutPassword } = newUser();
      const created = await root.post('/users', withoutPassword);
      expect(created.body.code, created.body.msg).toBe('00000');
      expect(created.body.msg).toBe('User created. Initial password: Welcome-2026 (they must change it at first sign-in)');
      expect(JSON.stringify(created.body.data)).not.toContain('Welcome-2026');
      const chinese = await api.call('/api/v1/users', {
        method: 'POST',
        headers: { Authorization: await signIn(api, 'root'), 'Content-Type': 'application/json', 'Accept-Language': 'zh-cn' },
        body: JSON.stringify(newUser({ password: undefined })),
      });
      expect(chinese.body.msg).toContain('Welcome-2026');
      expect(chinese.body.msg).not.toBe(created.body.msg);

      const { accessToken } = await tokensOf(withoutPassword.username, 'Welcome-2026');
      const self = as(api, `Bearer ${accessToken}`);
      expect((await self.get('/users/me')).body.data).toMatchObject({ username: withoutPassword.username, mustChangePassword: true });
      const changed = await self.put('/users/password', { oldPassword: 'Welcome-2026', newPassword: 'mine-now-1', confirmPassword: 'mine-now-1' });
      expect(changed.body.code, changed.body.msg).toBe('00000');
      const { accessToken: next } = await tokensOf(withoutPassword.username, 'mine-now-1');
      expect((await as(api, `Bearer ${next}`).get('/users/me')).body.data).toMatchObject({ mustChangePassword: false });

      // a password chosen by staff is not asked to change, and its answer says nothing more than success
      const chosen = await root.post('/users', newUser());
      expect(chosen.body.msg).toBe('Success');
      const { accessToken: chosenToken } = await tokensOf((chosen.body.data as { username: string }).username, 'secret123');
      expect((await as(api, `Bearer ${chosenToken}`).get('/users/me')).body.data).toMatchObject({ mustChangePassword: false });
    });

    it('edits a user but never its username, and refuses unknown roles or departments per field', async () => {
      const created = await createUser();
      const edited = await root.put(`/users/${created.id}`, { ...editable(created), username: 'someone-else', nickname: 'Edited', deptId: deptIds.AUDIT });
      expect(edited.body.code).toBe('00000');
      expect(edited.body.data).toMatchObject({ id: created.id, username: created.username, nickname: 'Edited', deptId: deptIds.AUDIT });
      const wrong = await root.put(`/users/${created.id}`, { ...editable(created), deptId: 987654, roleIds: [987654] });
      expect(wrong.body.code).toBe('A0402');
      expect((wrong.body.data as { errors: object }).errors).toEqual({ deptId: 'The department does not exist', roleIds: 'One or more of the roles do not exist' });
    });

    it('resets a password (at least 6 characters) and ends the user’s sessions', async () => {
      const created = await createUser();
      const tokens = await tokensOf(created.username, created.password);
      const short = await root.put(`/users/${created.id}/password/reset?password=123`);
      expect(short.body.code).toBe('A0402');
      expect((short.body.data as { errors: Record<string, string> }).errors.password).toBe('The password must be at least 6 characters');

      expect((await root.put(`/users/${created.id}/password/reset?password=brand-new-1`)).body.code).toBe('00000');
      expect((await as(api, `Bearer ${tokens.accessToken}`).get('/users/me')).body.code).toBe('A0230');
      expect((await refresh(tokens.refreshToken)).body.code).toBe('A0231');
      expect((await login(created.username, created.password)).body.code).toBe('A0210');
      expect((await login(created.username, 'brand-new-1')).body.code).toBe('00000');
    });

    it('disables a user: no sign-in (A0201), their token stops working (A0230), refresh fails (A0231); enabling lets them back', async () => {
      const created = await createUser();
      const tokens = await tokensOf(created.username, created.password);
      const session = as(api, `Bearer ${tokens.accessToken}`);
      expect((await session.get('/users/me')).body.code).toBe('00000');

      const disabled = await root.put(`/users/${created.id}`, { ...editable(created), status: 0 });
      expect(disabled.body.data).toMatchObject({ status: 0 });
      const stale = await session.get('/users/me');
      expect(stale.status).toBe(401);
      expect(stale.body.code).toBe('A0230');
      expect((await refresh(tokens.refreshToken)).body.code).toBe('A0231');
      const refused = await login(created.username, created.password);
      expect(refused.body.code).toBe('A0201');

      const enabled = await api.call(`/api/v1/users/${created.id}/status?status=1`, { method: 'PATCH', headers: { Authorization: await signIn(api, 'root') } });
      expect(enabled.body.data).toMatchObject({ status: 1 });
      expect((await login(created.username, created.password)).body.code).toBe('00000');
    });

    it('refuses to disable yourself', async () => {
      const me = (await root.get('/users/me')).body.data as { userId: number };
      const self = (await root.get(`/users/${me.userId}/form`)).body.data as UserForm;
      const refused = await root.put(`/users/${me.userId}`, { ...self, status: 0 });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'A0440', msg: 'You cannot disable your own account' });
    });

    it('soft-deletes: gone from lists, token dead, username free again', async () => {
      const created = await createUser();
      const tokens = await tokensOf(created.username, created.password);
      const deleted = await root.delete(`/users/${created.id}`);
      expect(deleted.body).toMatchObject({ code: '00000', data: { id: created.id } });
      expect((await root.get(`/users/page?keywords=${created.username}`)).body.data).toEqual({ list: [], total: 0 });
      expect((await root.get(`/users/${created.id}/form`)).body.code).toBe('A0606');
      expect((await as(api, `Bearer ${tokens.accessToken}`).get('/users/me')).body.code).toBe('A0230');
      expect((await refresh(tokens.refreshToken)).body.code).toBe('A0231');
      const reused = await createUser({ username: created.username });
      expect(reused.id).not.toBe(created.id);
    });

    it('refuses to delete yourself or the last ROOT (which only ROOT may touch), and to take the ROOT role from the last ROOT', async () => {
      const me = (await root.get('/users/me')).body.data as { userId: number };
      const self = await root.delete(`/users/${me.userId}`);
      expect(self.body).toMatchObject({ code: 'A0440', msg: 'You cannot delete your own account' });
      // the last-ROOT rule itself is the decider's (its spec); over HTTP only ROOT reaches it, and ROOT cannot delete itself
      const byAdmin = await admin.delete(`/users/${me.userId}`);
      expect(byAdmin.body).toMatchObject({ code: 'A0301', msg: 'Only a ROOT user can change, reset the password of, disable or delete a ROOT account' });
      const rootForm = (await root.get(`/users/${me.userId}/form`)).body.data as UserForm;
      const demoted = await root.put(`/users/${me.userId}`, { ...rootForm, roleIds: [roleIds.ADMIN] });
      expect(demoted.body.code).toBe('A0440');
      expect((await root.get('/users/me')).body.data).toMatchObject({ roles: ['ROOT'] });
    });

    it('lets only ROOT hand out the ROOT role', async () => {
      const attempt = await admin.post('/users', newUser({ roleIds: [roleIds.ROOT] }));
      expect(attempt.status).toBe(403);
      expect(attempt.body.code).toBe('A0301');
      const secondRoot = await createUser({ roleIds: [roleIds.ROOT] });
      // leave a single ROOT behind for the other tests
      expect((await root.delete(`/users/${secondRoot.id}`)).body.code).toBe('00000');
    });

    it('lets exactly one of two simultaneous edits win; the other answers A0506', async () => {
      const created = await createUser();
      // both requests must read the stream before either appends: hold each read until the other has read too
      const readStream = api.store.readStream.bind(api.store);
      let readers = 0;
      let releaseReaders!: () => void;
      const bothRead = new Promise<void>((resolve) => (releaseReaders = resolve));
      const spy = vi.spyOn(api.store, 'readStream').mockImplementation(async (stream, options) => {
        const events = await readStream(stream, options);
        if (stream === userStream(created.id)) {
          if (++readers === 2) releaseReaders();
          await Promise.race([bothRead, new Promise((resolve) => setTimeout(resolve, 5000))]);
        }
        return events;
      });
      try {
        const answers = await Promise.all(
          ['Edit A', 'Edit B'].map((nickname) => root.put(`/users/${created.id}`, { ...editable(created), nickname })),
        );
        expect(readers).toBe(2);
        expect(answers.map((answer) => answer.body.code).sort()).toEqual(['00000', 'A0506']);
        const conflict = answers.find((answer) => answer.body.code === 'A0506')!;
        expect(conflict.status).toBe(409);
        const winner = answers.find((answer) => answer.body.code === '00000')!;
        spy.mockRestore();
        expect((await root.get(`/users/${created.id}/form`)).body.data).toMatchObject({ nickname: (winner.body.data as UserForm).nickname });
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('spreadsheets', () => {
    const workbookOf = async (rows: (string | number)[][]) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('users');
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const readWorkbook = async (response: Response) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      return workbook.worksheets[0]!;
    };
    const upload = async (bytes: Buffer, fileName: string, query = '') => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type: XLSX }), fileName);
      return api.call(`/api/v1/users/import${query}`, { method: 'POST', headers: { Authorization: await signIn(api, 'root') }, body: form });
    };
    const header = ['username', 'nickname', 'gender', 'mobile', 'email', 'roleCodes', 'password'];

    it('downloads the template with the exact headers and the import columns', async () => {
      const response = await fetch(`${api.baseUrl}/api/v1/users/template`, { headers: { Authorization: await signIn(api, 'admin') } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=user-import-template.xlsx');
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
      expect(response.headers.get('content-type')).toBe(XLSX);
      const sheet = await readWorkbook(response);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    });

    it('imports exactly the good rows and reports every bad one with its reasons', async () => {
      const tag = uniqueName('imp');
      const rows = [
        header,
        [`${tag}a`, 'Good One', 1, '13800000001', 'good1@example.com', 'USER', 'secret123'],
        [`${tag}b`, 'Bad Mobile', 0, 'phone?', '', 'USER', 'secret123'],
        [`${tag}c`, 'Bad Email Short Password', 0, '', 'nope', 'USER', '123'],
        [`${tag}d`, 'Unknown Role', 0, '', '', 'NOPE', 'secret123'],
        [`${tag}a`, 'Duplicate In File', 0, '', '', 'USER', 'secret123'],
        ['admin', 'Taken Username', 0, '', '', 'USER', 'secret123'],
        [`${tag}e`, 'Good Two', 2, '', '', 'user, admin', 'secret456'],
        [`${tag}f`, '', 0, '', '', 'USER', 'secret123'],
      ];
      const { body, status } = await upload(await workbookOf(rows), 'people.xlsx', `?deptId=${deptIds.AUDIT}`);
      expect(status).toBe(200);
      expect(body.code).toBe('00000');
      expect(body.msg).toBe('Imported 2 user(s), rejected 6');
      const report = body.data as { imported: number; rejected: number; errors: { row: number; username: string; reason: string }[] };
      expect(report.imported).toBe(2);
      expect(report.rejected).toBe(6);
      expect(report.errors.map((error) => error.row)).toEqual([3, 4, 5, 6, 7, 9]);
      const reasonOf = (row: number) => report.errors.find((error) => error.row === row)!.reason;
      expect(reasonOf(3)).toContain('mobile: Invalid mobile format');
      expect(reasonOf(4)).toContain('email: Invalid email format');
      expect(reasonOf(4)).toContain('password: The password must be at least 6 characters');
      expect(reasonOf(5)).toContain('Unknown role code(s): NOPE');
      expect(reasonOf(6)).toContain('more than once');
      expect(reasonOf(7)).toContain('Username already exists');
      expect(reasonOf(9)).toContain('nickname: This field is required');

      const listed = (await root.get(`/users/page?keywords=${tag}`)).body.data as { list: UserRow[] };
      expect(listed.list.map((row) => row.username).sort()).toEqual([`${tag}a`, `${tag}e`]);
      expect(listed.list.every((row) => row.deptName === 'Audit')).toBe(true);
      expect(listed.list.find((row) => row.username === `${tag}e`)!.roleNames.split(',').sort()).toEqual([translate('en', 'roles.admin'), translate('en', 'roles.user')].sort());
      expect((await login(`${tag}a`, 'secret123')).body.code).toBe('00000');
    });

    it('refuses files that are too large, not xlsx, or have more than 5,000 rows', async () => {
      const tooLarge = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const large = await upload(tooLarge, 'big.xlsx');
      expect(large.status).toBe(413);
      expect(large.body.code).toBe('A0702');
      const notXlsx = await upload(Buffer.from('username,nickname\nx,y\n'), 'users.xlsx');
      expect(notXlsx.status).toBe(415);
      expect(notXlsx.body.code).toBe('A0701');
      const many = [header, ...Array.from({ length: 5001 }, (_, index) => [`bulk${index}`, 'Bulk', 0, '', '', 'USER', 'secret123'])];
      const tooMany = await upload(await workbookOf(many), 'many.xlsx');
      expect(tooMany.body).toMatchObject({ code: 'A0402', msg: 'The file has 5001 rows; at most 5000 can be imported at once' });
      expect((await root.get('/users/page?keywords=bulk')).body.data).toMatchObject({ total: 0 });
    });

    it('exports the page’s filters as xlsx with formula-like text neutralised', async () => {
      const created = await createUser({ nickname: '=1+2' });
      const response = await fetch(`${api.baseUrl}/api/v1/users/export?keywords=${created.username}`, { headers: { Authorization: await signIn(api, 'root') } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename=users.xlsx');
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
      expect(response.headers.get('content-type')).toBe(XLSX);
      const sheet = await readWorkbook(response);
      expect(sheet.actualRowCount).toBe(2);
      const headerCells = (sheet.getRow(1).values as unknown[]).slice(1);
      const nickname = sheet.getRow(2).getCell(headerCells.indexOf('nickname') + 1);
      expect(nickname.type).toBe(ExcelJS.ValueType.String);
      expect(nickname.value).toBe("'=1+2");
      expect(sheet.getRow(2).getCell(headerCells.indexOf('username') + 1).value).toBe(created.username);
    });
  });
});

describe('user decider', () => {
  const created = (status = 1): UserState =>
    userDecider.evolve(userDecider.initialState, {
      type: 'UserCreated',
      data: { id: 7, username: 'ann', kind: 'platform', passwordHash: 'x', nickname: 'Ann', mobile: null, gender: 0, avatar: null, email: null, status, deptId: null, roleIds: [1] },
    });
  const fields = { nickname: 'Ann', mobile: null, gender: 0, avatar: null, email: null, status: 0, deptId: null, roleIds: [1] };

  it('refuses disabling yourself through the edit form, as through a status change', () => {
    expect(() => userDecider.decide({ type: 'UpdateUser', fields, isLastRootLosingRoot: false, isSelf: true, isLastRoot: false }, created())).toThrow(
      expect.objectContaining({ code: 'A0440', messageKey: 'identity.user.cannotDisableSelf' }),
    );
  });

  it('refuses disabling the last ROOT through the edit form', () => {
    expect(() => userDecider.decide({ type: 'UpdateUser', fields, isLastRootLosingRoot: false, isSelf: false, isLastRoot: true }, created())).toThrow(
      expect.objectContaining({ messageKey: 'identity.user.lastRoot' }),
    );
  });

  it('lets an already disabled user be edited by themselves', () => {
    const events = userDecider.decide({ type: 'UpdateUser', fields, isLastRootLosingRoot: false, isSelf: true, isLastRoot: true }, created(0));
    expect(events.map((event) => event.type)).toEqual(['UserUpdated']);
  });
});
