import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { appSettingsOf } from './appSettings';
import { configHandlers } from './handlers';

interface ConfigRow {
  id: number;
  configName: string;
  configKey: string;
  configValue: string;
  remark: string | null;
}

describe('system config', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
  });
  afterAll(async () => api?.close());

  const settings = () => appSettingsOf(api.moduleContext);

  async function pageOf(query: string) {
    const { body } = await root.get(`/config/page?${query}`);
    expect(body.code, body.msg).toBe('00000');
    return body.data as { list: ConfigRow[]; total: number };
  }

  async function entryOf(configKey: string): Promise<ConfigRow> {
    const entry = (await pageOf(`keywords=${encodeURIComponent(configKey)}`)).list.find((row) => row.configKey === configKey);
    expect(entry, configKey).toBeDefined();
    return entry!;
  }

  const withValue = (entry: ConfigRow, configValue: string) => ({ configName: entry.configName, configKey: entry.configKey, configValue, remark: entry.remark });

  it('answers a page of config entries as {id, configName, configKey, configValue, remark}, filtered by keywords', async () => {
    const page = await pageOf('pageNum=1&pageSize=10&keywords=vip.');
    expect(page.list.map((row) => [row.configKey, row.configValue])).toEqual([
      ['vip.paymentTimeLimitDays', '3'],
      ['vip.qrLifetimeMinutes', '15'],
      ['vip.freeJobCount', '3'],
      ['vip.adDays', '7'],
      ['vip.expiryReminderDays', '3'],
    ]);
    expect(Object.keys(page.list[0]!).sort()).toEqual(['configKey', 'configName', 'configValue', 'id', 'remark']);
    expect((await pageOf('keywords=currency')).list.map((row) => row.configValue)).toEqual(['LAK', '₭']);
  });

  it("serves react-admin's dialect on /config and /config/{id}, the latter equal to the form", async () => {
    const { body, response } = await root.get(
      `/config?sort=${encodeURIComponent('["configKey","DESC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{"keywords":"upload"}')}`,
    );
    expect(body.code).toBe('00000');
    const rows = body.data as ConfigRow[];
    expect(rows.map((row) => row.configKey)).toEqual(['upload.pdfMaxMb', 'upload.maxFilesPerField']);
    expect(response.headers.get('content-range')).toBe('config 0-1/4');
    const form = await root.get(`/config/${rows[0]!.id}/form`);
    expect(form.body.data).toEqual(rows[0]);
    expect((await root.get(`/config/${rows[0]!.id}`)).body.data).toEqual(rows[0]);
    expect((await root.get('/config/9999/form')).body.code).toBe('A0606');
  });

  it('creates, edits and deletes an entry; each answer is the saved form and the next read shows it', async () => {
    const created = await root.post('/config', { configName: 'Support e-mail', configKey: 'support.email', configValue: 'help@example.com' });
    expect(created.body.data).toEqual({ id: expect.any(Number), configName: 'Support e-mail', configKey: 'support.email', configValue: 'help@example.com', remark: null });
    const id = (created.body.data as { id: number }).id;
    const edited = await root.put(`/config/${id}`, { configName: 'Support mail', configKey: 'support.mail', configValue: 'care@example.com', remark: 'Footer' });
    expect(edited.body.data).toEqual({ id, configName: 'Support mail', configKey: 'support.mail', configValue: 'care@example.com', remark: 'Footer' });
    expect((await pageOf('keywords=support')).list).toEqual([edited.body.data]);

    expect((await root.delete(`/config/${id}`)).body).toMatchObject({ code: '00000', data: { id } });
    expect((await pageOf('keywords=support')).total).toBe(0);
    expect((await root.get(`/config/${id}/form`)).status).toBe(404);
  });

  it('keeps config keys unique and frees a key when its entry is deleted or renamed', async () => {
    const duplicate = await root.post('/config', { configName: 'Title again', configKey: 'site.title', configValue: 'X' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: 'A0402', msg: 'This config key is already used', data: { errors: { configKey: 'This config key is already used' } } });

    const probe = (await root.post('/config', { configName: 'Probe', configKey: 'probe.one', configValue: '1' })).body.data as ConfigRow;
    expect((await root.put(`/config/${probe.id}`, { ...probe, configKey: 'currency.code' })).body.code).toBe('A0402');
    expect((await root.put(`/config/${probe.id}`, { ...probe, configKey: 'probe.two' })).body.code).toBe('00000');
    expect((await root.post('/config', { configName: 'Probe', configKey: 'probe.one', configValue: '1' })).body.code).toBe('00000');
    await root.delete(`/config/${probe.id}`);
    expect((await root.post('/config', { configName: 'Probe', configKey: 'probe.two', configValue: '2' })).body.code).toBe('00000');
  });

  it("requires name, key and value, listing every failing field at once in the caller's language", async () => {
    const { body } = await api.call('/api/v1/config', {
      method: 'POST',
      headers: { Authorization: await signIn(api, 'root'), 'Content-Type': 'application/json', 'Accept-Language': 'zh-cn' },
      body: JSON.stringify({ configName: '', configValue: '   ' }),
    });
    expect(body.code).toBe('A0402');
    expect((body.data as { errors: Record<string, string> }).errors).toEqual({ configName: '此项为必填项', configKey: '此项为必填项', configValue: '此项为必填项' });
  });

  it('answers the seeded settings typed, and a changed value as soon as the edit returns', async () => {
    expect(await settings().current()).toEqual({
      'site.title': 'JobMarket',
      'user.initialPassword': '123456',
      'vip.paymentTimeLimitDays': 3,
      'vip.qrLifetimeMinutes': 15,
      'vip.freeJobCount': 3,
      'vip.adDays': 7,
      'vip.expiryReminderDays': 3,
      'job.validDays': 30,
      'job.maxValidDays': 90,
      'currency.code': 'LAK',
      'currency.symbol': '₭',
      'upload.imageMaxMb': 2,
      'upload.pdfMaxMb': 10,
      'upload.invoiceMaxMb': 10,
      'upload.maxFilesPerField': 2,
      'notice.allowedImageHosts': [],
      'counseling.noticeHours': 24,
      'counseling.paymentMinutes': 30,
    });
    const qr = await entryOf('vip.qrLifetimeMinutes');
    expect((await root.put(`/config/${qr.id}`, withValue(qr, '20'))).body.code).toBe('00000');
    expect(settings().get('vip.qrLifetimeMinutes')).toBe(20);
  });

  it('picks up a change made elsewhere (another api instance) on PUT /config/refresh', async () => {
    const title = await entryOf('site.title');
    // as another instance would: the command runs, but this instance's cache does not hear of it
    const written = await configHandlers(api.moduleContext).update(title.id, withValue(title, 'JobMarket Laos'), { actorId: '1', now: new Date() });
    await api.projectionWaiter.waitFor(written.position!);
    expect(settings().get('site.title')).toBe('JobMarket');

    const refreshed = await root.put('/config/refresh');
    expect(refreshed.body).toMatchObject({ code: '00000', data: null });
    expect(settings().get('site.title')).toBe('JobMarket Laos');
  });

  it('falls back to the default when a value is malformed or its key is gone', async () => {
    const days = await entryOf('vip.paymentTimeLimitDays');
    await root.put(`/config/${days.id}`, withValue(days, 'three'));
    expect(settings().get('vip.paymentTimeLimitDays')).toBe(3);
    await root.put(`/config/${days.id}`, withValue(days, '5'));
    expect(settings().get('vip.paymentTimeLimitDays')).toBe(5);

    const symbol = await entryOf('currency.symbol');
    await root.put(`/config/${symbol.id}`, withValue(symbol, '฿'));
    expect(settings().get('currency.symbol')).toBe('฿');
    await root.delete(`/config/${symbol.id}`);
    expect(settings().get('currency.symbol')).toBe('₭');
  });

  it('keeps the history of an entry with actor and state after each event', async () => {
    const limit = await entryOf('upload.invoiceMaxMb');
    await root.put(`/config/${limit.id}`, withValue(limit, '8'));
    const history = (await root.get(`/config/${limit.id}/history`)).body.data as { type: string; actor: { id: string }; stateAfter: { configValue: string } }[];
    expect(history.map((entry) => entry.type)).toEqual(['ConfigCreated', 'ConfigUpdated']);
    expect(history[0]).toMatchObject({ actor: { id: 'system' }, stateAfter: { configValue: '10' } });
    expect(history[1]!.stateAfter.configValue).toBe('8');
  });

  it('lets only holders of the config permissions in', async () => {
    expect((await api.call('/api/v1/config/page')).body.code).toBe('A0230');
    const seeker = as(api, await signIn(api, 'seeker'));
    expect((await seeker.get('/config/page')).body.code).toBe('A0301');
    const refused = await seeker.put('/config/refresh');
    expect(refused.status).toBe(403);
    expect((await seeker.post('/config', { configName: 'X', configKey: 'x', configValue: 'x' })).body.code).toBe('A0301');
    const admin = as(api, await signIn(api, 'admin'));
    expect((await admin.get('/config/page')).body.code).toBe('00000');
    expect((await admin.put('/config/refresh')).body.code).toBe('00000');
  });
});
