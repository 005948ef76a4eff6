import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';

type Page<Row> = { list: Row[]; total: number };

const PAGE_ROW_KEYS = ['createTime', 'id', 'isRead', 'level', 'publishStatus', 'publishTime', 'publisherName', 'revokeTime', 'targetType', 'title', 'type'];
const MY_ROW_KEYS = ['id', 'isRead', 'level', 'publishTime', 'publisherName', 'title', 'type'];
const FORM_KEYS = ['content', 'id', 'level', 'targetType', 'targetUserIds', 'title', 'type'];
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('notices', () => {
  let api: TestApi;
  let root: ApiClient;
  let seeker: ApiClient;
  let user: ApiClient;
  let seekerId: string;
  let userId: string;
  let runTag = 0;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    seeker = as(api, await signIn(api, 'seeker'));
    user = as(api, await signIn(api, 'user'));
    seekerId = String(((await seeker.get('/users/me')).body.data as { userId: number }).userId);
    userId = String(((await user.get('/users/me')).body.data as { userId: number }).userId);
  });
  afterAll(async () => api?.close());

  /** A unique title, so each test finds its own notices among the others'. */
  const titled = (what: string) => `${what} #${++runTag}`;

  async function draft(fields: Record<string, unknown> = {}): Promise<number> {
    const { body } = await root.post('/notices', { title: titled('Notice'), content: '<p>Hello</p>', type: '1', level: 'M', targetType: 1, ...fields });
    expect(body.code, body.msg).toBe('00000');
    return (body.data as { id: number }).id;
  }

  async function published(fields: Record<string, unknown> = {}): Promise<number> {
    const id = await draft(fields);
    const { body } = await root.put(`/notices/${id}/publish`);
    expect(body.code, body.msg).toBe('00000');
    return id;
  }

  const myPage = async (client: ApiClient, query = '') => (await client.get(`/notices/my-page?pageSize=100${query}`)).body.data as Page<Record<string, unknown>>;

  describe('contract shapes', () => {
    it('answers the page, form, record and react-admin list in the contract’s shapes', async () => {
      const title = titled('Shapes');
      const created = await root.post('/notices', { title, content: '<p>Body</p>', type: '2', level: 'H', targetType: 2, targetUserIds: [Number(seekerId)] });
      expect(created.body.code, created.body.msg).toBe('00000');
      const id = (created.body.data as { id: number }).id;
      expect(created.body.data).toMatchObject({ id, title, publishStatus: 0, targetType: 2, targetUserIds: [seekerId], publisherName: 'Root', publishTime: null });

      const page = (await root.get(`/notices/page?pageNum=1&pageSize=10&title=${encodeURIComponent(title)}`)).body.data as Page<Record<string, unknown>>;
      expect(page.total).toBe(1);
      expect(Object.keys(page.list[0]!).sort()).toEqual(PAGE_ROW_KEYS);
      expect(page.list[0]).toMatchObject({ id, title, publishStatus: 0, type: '2', level: 'H', isRead: 0, targetType: 2, publishTime: null, revokeTime: null });
      expect(page.list[0]!.createTime).toMatch(TIME);

      const form = (await root.get(`/notices/${id}/form`)).body.data as Record<string, unknown>;
      expect(Object.keys(form).sort()).toEqual(FORM_KEYS);
      expect(form).toEqual({ id, title, content: '<p>Body</p>', type: '2', level: 'H', targetType: 2, targetUserIds: [seekerId] });

      const restList = await root.get(`/notices?sort=${encodeURIComponent('["createTime","DESC"]')}&range=[0,4]&filter=${encodeURIComponent(JSON.stringify({ title }))}`);
      expect(restList.body.data).toEqual([expect.objectContaining({ id, title })]);
      expect(restList.response.headers.get('content-range')).toBe('notices 0-0/1');

      const record = (await root.get(`/notices/${id}`)).body.data as Record<string, unknown>;
      expect(record).toMatchObject({ ...form, publishStatus: 0 });

      const byStatus = (await root.get(`/notices/page?publishStatus=0&title=${encodeURIComponent(title)}`)).body.data as Page<unknown>;
      expect(byStatus.total).toBe(1);
      expect(((await root.get(`/notices/page?publishStatus=1&title=${encodeURIComponent(title)}`)).body.data as Page<unknown>).total).toBe(0);
    });

    it('answers my-page rows and the detail in their shapes, with publish times', async () => {
      const id = await published({ title: titled('Mine') });
      const mine = await myPage(seeker);
      const row = mine.list.find((entry) => entry.id === id)!;
      expect(Object.keys(row).sort()).toEqual(MY_ROW_KEYS);
      expect(row).toMatchObject({ isRead: 0, level: 'M', type: '1', publisherName: 'Root' });
      expect(row.publishTime).toMatch(TIME);
      const detail = (await seeker.get(`/notices/${id}/detail`)).body.data as Record<string, unknown>;
      expect(detail).toMatchObject({ id, content: '<p>Hello</p>', publishStatus: 1, isRead: 1, publisherName: 'Root' });
    });

    it("keeps each notice's history in order", async () => {
      const id = await published();
      await root.put(`/notices/${id}/revoke`);
      const history = (await root.get(`/notices/${id}/history`)).body.data as { type: string }[];
      expect(history.map((entry) => entry.type)).toEqual(['NoticeCreated', 'NoticePublished', 'NoticeRevoked']);
    });
  });

  describe('validation', () => {
    it('lists every missing field at once', async () => {
      const { status, body } = await root.post('/notices', {});
      expect(status).toBe(400);
      expect(body.code).toMatch(/^A04(10|02)$/);
      expect(Object.keys((body.data as { errors: Record<string, string> }).errors).sort()).toEqual(['content', 'title', 'type']);
    });

    it("gives the default level to a notice created without one, or with the origin form's default 0", async () => {
      for (const level of [undefined, 0, '0', null, '']) {
        const created = await root.post('/notices', { title: titled('No level'), content: '<p>x</p>', type: '1', ...(level === undefined ? {} : { level }) });
        expect(created.body.code, `level ${JSON.stringify(level)}: ${created.body.msg}`).toBe('00000');
        const id = (created.body.data as { id: number }).id;
        expect(((await root.get(`/notices/${id}/form`)).body.data as { level: string }).level).toBe('L');
      }
    });

    it('refuses an unknown level, a free-text type and recipients that do not exist', async () => {
      const wrong = await root.post('/notices', { title: 'x', content: '<p>x</p>', type: 'not a code!', level: 'X' });
      expect(wrong.body.code).toBe('A0402');
      expect(Object.keys((wrong.body.data as { errors: object }).errors).sort()).toEqual(['level', 'type']);
      const nobody = await root.post('/notices', { title: 'x', content: '<p>x</p>', type: '1', targetType: 2, targetUserIds: ['999999'] });
      expect(nobody.body.code).toBe('A0402');
      expect(nobody.body.data).toEqual({ errors: { targetUserIds: 'Some of the chosen recipients do not exist' } });
    });
  });

  describe('rich text', () => {
    it('stores hostile HTML with the dangerous parts removed and reads it back safe', async () => {
      const hostile = [
        '<p onclick="steal()">Hello <b>team</b><script>alert(1)</script></p>',
        '<img src="/api/v1/files/00000000-0000-4000-8000-000000000001" onerror="alert(2)">',
        '<img src="javascript:alert(3)"><img src="data:image/png;base64,AAAA">',
        '<a href="javascript:alert(4)">bad</a> <a href="https://example.com" target="_blank">good</a>',
        '<p style="background:url(javascript:alert(5))">styled</p><iframe src="https://evil.example"></iframe>',
      ].join('');
      const id = await published({ content: hostile });
      const stored = ((await root.get(`/notices/${id}/form`)).body.data as { content: string }).content;
      const read = ((await seeker.get(`/notices/${id}/detail`)).body.data as { content: string }).content;
      for (const content of [stored, read]) {
        expect(content).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|data:|style=|<iframe/i);
        expect(content).toContain('<b>team</b>');
        expect(content).toContain('<img src="/api/v1/files/00000000-0000-4000-8000-000000000001" />');
        expect(content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
      }
    });

    it('refuses content that is empty once the unsafe parts are gone', async () => {
      const { body } = await root.post('/notices', { title: 'x', content: '<script>alert(1)</script>', type: '1' });
      expect(body.code).toBe('A0402');
      expect(body.data).toEqual({ errors: { content: 'The content is empty once unsafe markup is removed' } });
    });
  });

  describe('publish states', () => {
    it('edits a draft, then refuses to publish twice, to edit or delete once published', async () => {
      const id = await draft();
      const edited = await root.put(`/notices/${id}`, { title: 'Edited', content: '<p>New</p>', type: '3', level: 'L', targetType: 1 });
      expect(edited.body.data).toMatchObject({ title: 'Edited', type: '3', level: 'L' });
      expect((await root.put(`/notices/${id}/publish`)).body.code).toBe('00000');

      const twice = await root.put(`/notices/${id}/publish`);
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({ code: 'A0440', msg: 'This notice has already been published' });
      const edit = await root.put(`/notices/${id}`, { title: 'Late', content: '<p>x</p>', type: '1' });
      expect(edit.body).toMatchObject({ code: 'A0440', msg: 'A published notice cannot be edited; revoke it and create a new one' });
      expect((await root.delete(`/notices/${id}`)).body).toMatchObject({ code: 'A0440', msg: 'Revoke the published notice before deleting it' });
    });

    it('refuses to revoke a draft or to revoke twice, and deletes a revoked notice', async () => {
      const draftId = await draft();
      expect((await root.put(`/notices/${draftId}/revoke`)).body).toMatchObject({ code: 'A0440', msg: 'Only a published notice can be revoked' });

      const id = await published();
      const revoked = await root.put(`/notices/${id}/revoke`);
      expect(revoked.body.data).toMatchObject({ publishStatus: -1 });
      expect((revoked.body.data as { revokeTime: string }).revokeTime).toMatch(TIME);
      expect((await root.put(`/notices/${id}/revoke`)).body.code).toBe('A0440');

      expect((await root.delete(`/notices/${id},${draftId}`)).body.data).toEqual({ id: [id, draftId] });
      expect((await root.get(`/notices/${id}/form`)).body.code).toBe('A0606');
      expect((await root.get(`/notices/${draftId}/form`)).body.code).toBe('A0606');
    });

    it('edits a revoked notice and publishes it again, back in its recipients’ lists', async () => {
      const id = await published({ targetType: 2, targetUserIds: [seekerId] });
      expect((await root.put(`/notices/${id}/revoke`)).body.code).toBe('00000');
      expect((await myPage(seeker)).list.map((row) => row.id)).not.toContain(id);

      const corrected = titled('Corrected');
      const edited = await root.put(`/notices/${id}`, { title: corrected, content: '<p>Fixed</p>', type: '1', level: 'H', targetType: 2, targetUserIds: [seekerId] });
      expect(edited.body.code, edited.body.msg).toBe('00000');
      expect(edited.body.data).toMatchObject({ title: corrected, level: 'H', publishStatus: -1 });
      const republished = await root.put(`/notices/${id}/publish`);
      expect(republished.body.code, republished.body.msg).toBe('00000');
      expect(republished.body.data).toMatchObject({ publishStatus: 1, revokeTime: null });
      expect((await myPage(seeker)).list.find((row) => row.id === id)).toMatchObject({ title: corrected, level: 'H' });
      expect((await root.put(`/notices/${id}/publish`)).body.code).toBe('A0440');
    });

    it('refuses to publish to specific users without any, in the caller’s language', async () => {
      const id = await draft({ targetType: 2, targetUserIds: [] });
      const english = await root.put(`/notices/${id}/publish`);
      expect(english.body).toMatchObject({ code: 'A0440', msg: 'Choose at least one recipient before publishing to specific users' });
      const authorization = await signIn(api, 'root');
      const chinese = await api.call(`/api/v1/notices/${id}/publish`, { method: 'PUT', headers: { Authorization: authorization, 'Accept-Language': 'zh-CN' } });
      expect(chinese.body).toMatchObject({ code: 'A0440', msg: '发布给指定用户前，请至少选择一位接收人' });
    });
  });

  describe('notification centre', () => {
    it('shows a notice published while the recipient was away as unread, and only to its recipients', async () => {
      const id = await published({ title: titled('For the seeker'), targetType: 2, targetUserIds: [seekerId] });
      expect((await myPage(seeker, '&isRead=0')).list.map((row) => row.id)).toContain(id);
      expect((await myPage(user)).list.map((row) => row.id)).not.toContain(id);
      const peek = await user.get(`/notices/${id}/detail`);
      expect(peek.status).toBe(404);
      expect(peek.body.code).toBe('A0606');
    });

    it('keeps the notices addressed to the caller apart from the broadcasts (the message tab asks targetType 2)', async () => {
      const direct = await published({ title: titled('Personal'), targetType: 2, targetUserIds: [seekerId] });
      const broadcast = await published({ title: titled('Everyone') });
      const personal = (await myPage(seeker, '&targetType=2')).list.map((row) => row.id);
      expect(personal).toContain(direct);
      expect(personal).not.toContain(broadcast);
      const broadcasts = (await myPage(seeker, '&targetType=1')).list.map((row) => row.id);
      expect(broadcasts).toContain(broadcast);
      expect(broadcasts).not.toContain(direct);
      expect((await seeker.get('/notices/my-page?targetType=3')).body.code).toBe('A0402');
    });

    it('marks a notice read when its recipient opens it, and everything with read-all', async () => {
      const opened = await published({ title: titled('Open me') });
      const others = [await published({ title: titled('Broadcast') }), await published({ title: titled('Direct'), targetType: 2, targetUserIds: [userId] })];

      expect((await user.get(`/notices/${opened}/detail`)).body.data).toMatchObject({ isRead: 1 });
      expect((await myPage(user, '&isRead=1')).list.map((row) => row.id)).toContain(opened);
      const unread = (await myPage(user, '&isRead=0')).list.map((row) => row.id);
      expect(unread).toEqual(expect.arrayContaining(others));
      expect(unread).not.toContain(opened);

      expect((await user.put('/notices/read-all')).body.code).toBe('00000');
      expect((await myPage(user, '&isRead=0')).total).toBe(0);
      // the admin list shows the caller's own marks
      expect((await root.get(`/notices/page?title=${encodeURIComponent('Open me')}`)).body.data).toMatchObject({ list: [expect.objectContaining({ isRead: 0 })] });
    });

    it("lets staff preview a draft without marking it read, and revoking removes a notice from recipients' lists", async () => {
      const preview = await draft();
      expect((await root.get(`/notices/${preview}/detail`)).body.data).toMatchObject({ id: preview, publishStatus: 0, isRead: 0 });
      expect((await seeker.get(`/notices/${preview}/detail`)).body.code).toBe('A0606');

      const id = await published({ title: titled('Soon gone') });
      expect((await myPage(seeker)).list.map((row) => row.id)).toContain(id);
      await root.put(`/notices/${id}/revoke`);
      expect((await myPage(seeker)).list.map((row) => row.id)).not.toContain(id);
      expect((await seeker.get(`/notices/${id}/detail`)).body.code).toBe('A0606');
    });
  });

  describe('permissions', () => {
    it('keeps administration to sys:notice:* and the notification centre to signed-in users', async () => {
      expect((await seeker.get('/notices/page')).body.code).toBe('A0301');
      expect((await seeker.post('/notices', { title: 'x', content: '<p>x</p>', type: '1' })).body.code).toBe('A0301');
      expect((await seeker.put('/notices/1/publish')).body.code).toBe('A0301');
      expect((await api.call('/api/v1/notices/my-page')).body.code).toBe('A0230');
      const admin = as(api, await signIn(api, 'admin'));
      expect((await admin.get('/notices/page')).body.code).toBe('00000');
    });
  });
});
