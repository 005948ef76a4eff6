import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { multipart, send } from '../registration/registrationFixtures';

interface Received {
  topic: string;
  body: Record<string, unknown>;
}

/** Resolves with the first message the client hears that matches, or fails after the deadline (no sleeps). */
function nextMessage(client: MqttClient, match: (message: Received) => boolean, timeoutMs = 5000): Promise<Received> {
  return new Promise((resolve, reject) => {
    const listener = (topic: string, payload: Buffer) => {
      const message = { topic, body: JSON.parse(payload.toString()) as Record<string, unknown> };
      if (!match(message)) return;
      clearTimeout(timer);
      client.off('message', listener);
      resolve(message);
    };
    const timer = setTimeout(() => {
      client.off('message', listener);
      reject(new Error(`no matching message within ${timeoutMs} ms`));
    }, timeoutMs);
    client.on('message', listener);
  });
}

describe('demo endpoints', () => {
  let api: TestApi;
  let root: ApiClient;
  let admin: ApiClient;
  let adminToken: string;
  let seekerToken: string;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    adminToken = await signIn(api, 'admin');
    seekerToken = await signIn(api, 'seeker');
    admin = as(api, adminToken);
    await api.realtime.ready;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync(true).catch(() => undefined)));
    await api?.close();
  });

  async function listen(authorization: string): Promise<{ client: MqttClient; userId: string }> {
    const userId = String(((await as(api, authorization).get('/users/me')).body.data as { userId: number }).userId);
    const client = await mqtt.connectAsync(`${api.baseUrl.replace(/^http/, 'ws')}/mqtt`, {
      username: 'Bearer',
      password: authorization.replace(/^Bearer /, ''),
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(client);
    await client.subscribeAsync([`u/${userId}/#`, 'b/#'], { qos: 1 });
    return { client, userId };
  }

  describe('POST /demo/sanitize', () => {
    const hostile = '<p onclick="steal()">Hello <b>team</b><script>alert(1)</script></p><img src="/api/v1/files/00000000-0000-4000-8000-000000000001" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>';

    it('answers the HTML as sent and as a notice stores it: scripts and on* attributes gone', async () => {
      const { body } = await admin.post('/demo/sanitize', { html: hostile });
      expect(body.code, body.msg).toBe('00000');
      const { input, stored } = body.data as { input: string; stored: string };
      expect(input).toBe(hostile);
      expect(stored).not.toMatch(/<script|alert\(|onclick|onerror|javascript:/i);
      expect(stored).toContain('<b>team</b>');
      expect(stored).toContain('<img src="/api/v1/files/00000000-0000-4000-8000-000000000001" />');

      // the very sanitiser the notices write with: a notice with this content stores the same HTML
      const created = await root.post('/notices', { title: 'Sanitised like the demo', content: hostile, type: '1', level: 'M', targetType: 1 });
      expect(created.body.code, created.body.msg).toBe('00000');
      const notice = (await root.get(`/notices/${(created.body.data as { id: number }).id}/form`)).body.data as { content: string };
      expect(notice.content).toBe(stored);
    });

    it('refuses an over-long body and callers without sys:demo:query', async () => {
      expect((await admin.post('/demo/sanitize', { html: 'x'.repeat(100_001) })).body.code).toBe('A0402');
      expect((await admin.post('/demo/sanitize', {})).body.code).toBe('A0410'); // a required field missing
      expect((await as(api, seekerToken).post('/demo/sanitize', { html: '<p>x</p>' })).body.code).toBe('A0301');
    });
  });

  describe('POST /demo/websocket/echo', () => {
    it("publishes the text to the caller's own topic, which nobody else hears", async () => {
      const mine = await listen(adminToken);
      const other = await listen(seekerToken);
      const otherHeard: Received[] = [];
      other.client.on('message', (topic, payload) => otherHeard.push({ topic, body: JSON.parse(payload.toString()) as Record<string, unknown> }));
      const text = `hello ${Date.now()}`;

      const arrival = nextMessage(mine.client, (message) => message.body.text === text);
      const { body } = await admin.post('/demo/websocket/echo', { text: `  ${text}  ` });
      expect(body.code, body.msg).toBe('00000');
      const sent = body.data as { id: string; topic: string; text: string; sentAt: string };
      expect(sent).toMatchObject({ topic: `u/${mine.userId}/demo-echo`, text });

      const heard = await arrival;
      expect(heard.topic).toBe(`u/${mine.userId}/demo-echo`);
      expect(heard.body).toEqual({ id: sent.id, text, sentAt: sent.sentAt });

      // a later message to the other user arrives after anything relayed before it: had ours reached them, it came first
      const theirs = `theirs ${Date.now()}`;
      const theirArrival = nextMessage(other.client, (message) => message.body.text === theirs);
      expect((await as(api, await signIn(api, 'root')).post('/demo/websocket/echo', { text: 'root only' })).body.code).toBe('00000');
      await api.broker.publishAsync(`${api.config.MQTT_TOPIC_PREFIX}u/${other.userId}/demo-echo`, JSON.stringify({ text: theirs }), { qos: 1 });
      await theirArrival;
      expect(otherHeard.map((message) => message.body.text)).not.toContain(text);
      expect(otherHeard.map((message) => message.body.text)).not.toContain('root only');
    });

    it('validates the text and refuses callers without sys:demo:query', async () => {
      expect((await admin.post('/demo/websocket/echo', { text: '   ' })).body.code).toBe('A0402');
      expect((await admin.post('/demo/websocket/echo', { text: 'x'.repeat(501) })).body.code).toBe('A0402');
      expect((await admin.post('/demo/websocket/echo', { text: 'x', topic: 'u/1/demo-echo' })).body.code).toBe('00000');
      const refused = await as(api, seekerToken).post('/demo/websocket/echo', { text: 'not mine to send' });
      expect(refused.body.code).toBe('A0301');
    });
  });

  describe('what the upload demo shows of POST /files', () => {
    it('refuses a text file renamed .png by its bytes, and a PNG over the image limit by its size, in the caller\'s language', async () => {
      const text = { bytes: Buffer.from('This is plain text, renamed to look like a picture.\n'), name: 'renamed-text.png', type: 'image/png' };
      const renamed = await send(api, 'POST', '/files', multipart({}, { file: [text] }), adminToken, 'en');
      expect(renamed.body).toMatchObject({ code: 'A0701', msg: 'Only jpg/png/pdf files can be uploaded' });
      const inThai = await send(api, 'POST', '/files', multipart({}, { file: [text] }), adminToken, 'th');
      expect(inThai.body.code).toBe('A0701');
      expect(inThai.body.msg).toMatch(/[\u0E00-\u0E7F]/);

      const oversized = Buffer.alloc(2 * 1024 * 1024 + 1);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(oversized);
      const tooLarge = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: oversized, name: 'too-large.png', type: 'image/png' }] }), adminToken, 'en');
      expect(tooLarge.body).toMatchObject({ code: 'A0702', msg: 'File size cannot exceed 2MB' });
    });
  });

  it('documents both endpoints under the demos tag', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>> };
    for (const path of ['/api/v1/demo/sanitize', '/api/v1/demo/websocket/echo']) {
      expect(document.paths[path]?.post?.tags).toEqual(['demos']);
      expect(document.paths[path]?.post?.requestBody).toBeDefined();
    }
  });
});
