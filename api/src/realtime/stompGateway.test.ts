import { randomUUID } from 'node:crypto';
import { OutboxPublisher } from '@jobmarket/projections';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { as, signIn, startSeededApi, type ApiClient } from '../testing/identityFixtures';
import type { TestApi } from '../testing/testApi';
import { encodeFrame, StompFrameReader, type StompFrame } from './stompFrame';

/** A STOMP 1.2 client over a real WebSocket, as the origin's stomp.js speaks it; awaits frames by predicate. */
async function stompClient(url: string) {
  const socket = new WebSocket(url, ['v10.stomp', 'v11.stomp', 'v12.stomp']);
  const reader = new StompFrameReader();
  const frames: StompFrame[] = [];
  let heartBeats = 0;
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    for (const input of reader.push(data)) {
      if (input.kind === 'frame') frames.push(input.frame);
      else heartBeats++;
    }
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  function until<T>(found: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
    const already = found();
    if (already !== undefined) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(check);
    });
  }
  return {
    socket,
    frames,
    closed,
    protocol: socket.protocol,
    heartBeats: () => heartBeats,
    send: (command: string, headers: Record<string, string> = {}, body = '') => socket.send(encodeFrame({ command, headers, body })),
    next: (command: string, match: (frame: StompFrame) => boolean = () => true) =>
      until(() => frames.find((frame) => frame.command === command && match(frame)), command),
    untilHeartBeat: () => until(() => (heartBeats > 0 ? heartBeats : undefined), 'heart-beat'),
  };
}
type StompClient = Awaited<ReturnType<typeof stompClient>>;

describe('realtime over STOMP/WebSocket at /ws (clients written for the origin)', () => {
  let api: TestApi;
  let root: ApiClient;
  let seekerAuthorization: string;
  let userAuthorization: string;
  let seekerId: string;
  const outbox = new AbortController();
  let outboxTask: Promise<void>;
  const clients: StompClient[] = [];
  // titles carry this run's tag: the broker is shared with other test files and a running dev stack
  const tag = randomUUID().slice(0, 8);
  let count = 0;
  const titled = (what: string) => `${what} ${tag}-${++count}`;

  async function open(): Promise<StompClient> {
    const client = await stompClient(`${api.baseUrl.replace(/^http/, 'ws')}/ws`);
    clients.push(client);
    return client;
  }
  async function connected(authorization: string, heartBeat = '30000,30000'): Promise<StompClient> {
    const client = await open();
    client.send('CONNECT', { 'accept-version': '1.2,1.1,1.0', 'heart-beat': heartBeat, Authorization: authorization });
    await client.next('CONNECTED');
    return client;
  }
  async function subscribed(client: StompClient, destination: string): Promise<string> {
    const id = `sub-${randomUUID().slice(0, 6)}`;
    client.send('SUBSCRIBE', { id, destination, receipt: id });
    await client.next('RECEIPT', (frame) => frame.headers['receipt-id'] === id);
    return id;
  }
  async function published(fields: Record<string, unknown>): Promise<number> {
    const created = await root.post('/notices', { content: '<p>Hello</p>', type: '1', level: 'M', targetType: 1, ...fields });
    expect(created.body.code, created.body.msg).toBe('00000');
    const id = (created.body.data as { id: number }).id;
    expect((await root.put(`/notices/${id}/publish`)).body.code).toBe('00000');
    return id;
  }
  const messageTitled = (title: string) => (frame: StompFrame) => (JSON.parse(frame.body) as { title?: string }).title === title;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
    seekerAuthorization = await signIn(api, 'seeker');
    userAuthorization = await signIn(api, 'user');
    seekerId = String(((await as(api, seekerAuthorization).get('/users/me')).body.data as { userId: number }).userId);
    // the projections process's outbox publisher, for this test's database
    outboxTask = new OutboxPublisher({ db: api.db, connectionString: api.database.url, mqttUrl: api.config.MQTT_URL, topicPrefix: api.config.MQTT_TOPIC_PREFIX, pollMs: 200 }).run(outbox.signal);
    await api.realtime.ready;
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    outbox.abort();
    await outboxTask;
    await api?.close();
  });

  it('connects with the token in CONNECT, offering 30 s heart-beats both ways on the stomp subprotocol', async () => {
    const client = await open();
    expect(client.protocol).toBe('v12.stomp');
    client.send('CONNECT', { 'accept-version': '1.2,1.1,1.0', 'heart-beat': '10000,10000', Authorization: seekerAuthorization });
    const answer = await client.next('CONNECTED');
    expect(answer.headers).toMatchObject({ version: '1.2', 'heart-beat': '30000,30000', 'user-name': seekerId });
  });

  it("delivers a published notice on /topic/notice to everyone and on /user/queue/notice to its recipient only", async () => {
    const seeker = await connected(seekerAuthorization);
    const user = await connected(userAuthorization);
    const seekerQueue = await subscribed(seeker, '/user/queue/notice');
    const userQueue = await subscribed(user, '/user/queue/notice');
    const userTopic = await subscribed(user, '/topic/notice');

    const forSeeker = titled('For the seeker');
    const privateId = await published({ title: forSeeker, targetType: 2, targetUserIds: [seekerId] });
    const pushed = await seeker.next('MESSAGE', messageTitled(forSeeker));
    expect(pushed.headers).toMatchObject({ subscription: seekerQueue, destination: '/user/queue/notice', 'content-type': 'application/json;charset=UTF-8' });
    expect(JSON.parse(pushed.body)).toMatchObject({ id: privateId, type: '1', title: forSeeker });
    expect(pushed.headers['message-id']).toBe((JSON.parse(pushed.body) as { noticeId: string }).noticeId);

    // relayed in order: had the seeker's notice reached the user it would have come before this broadcast
    const forEveryone = titled('For everyone');
    await published({ title: forEveryone });
    const broadcast = await user.next('MESSAGE', messageTitled(forEveryone));
    expect(broadcast.headers).toMatchObject({ subscription: userTopic, destination: '/topic/notice' });
    expect(user.frames.filter((frame) => frame.command === 'MESSAGE').map((frame) => frame.headers.subscription)).not.toContain(userQueue);
    expect(user.frames.some((frame) => frame.command === 'MESSAGE' && messageTitled(forSeeker)(frame))).toBe(false);
  });

  it("refuses another user's queue with an ERROR and closes the connection", async () => {
    const user = await connected(userAuthorization);
    user.send('SUBSCRIBE', { id: 'sub-0', destination: `/user/${seekerId}/queue/notice`, receipt: 'r-1' });
    const refusal = await user.next('ERROR');
    expect(refusal.headers).toMatchObject({ 'receipt-id': 'r-1', message: `not permitted to subscribe to /user/${seekerId}/queue/notice` });
    await user.closed;
  });

  it('refuses a CONNECT without a token, with a bad one, and any frame before CONNECT', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const client = await open();
      client.send('CONNECT', { 'accept-version': '1.2', ...headers });
      expect((await client.next('ERROR')).headers.message).toMatch(/access token (missing|invalid or expired)/);
      await client.closed;
      expect(client.frames.map((frame) => frame.command)).not.toContain('CONNECTED');
    }
    const early = await open();
    early.send('SUBSCRIBE', { id: 'sub-0', destination: '/topic/notice' });
    expect((await early.next('ERROR')).headers.message).toBe('CONNECT first');
    await early.closed;
  });

  it('ends the connection with an ERROR when its token expires', async () => {
    const { exp: _exp, iat: _iat, ...claims } = jwt.decode(seekerAuthorization.replace(/^Bearer /, '')) as Record<string, unknown>;
    const shortLived = jwt.sign(claims, api.config.JWT_SECRET, { algorithm: 'HS256', expiresIn: 2 });
    const client = await connected(`Bearer ${shortLived}`);
    expect((await client.next('ERROR')).headers.message).toBe('access token expired');
    await client.closed;
  });

  it('never lets a client SEND', async () => {
    const client = await connected(seekerAuthorization);
    client.send('SEND', { destination: '/topic/notice' }, '{"title":"forged"}');
    expect((await client.next('ERROR')).headers.message).toBe('clients may not send');
    await client.closed;
  });

  it('answers a DISCONNECT with its receipt', async () => {
    const client = await connected(seekerAuthorization);
    client.send('DISCONNECT', { receipt: 'bye' });
    expect((await client.next('RECEIPT')).headers['receipt-id']).toBe('bye');
    await client.closed;
  });

  it('refuses a WebSocket from another origin, and unknown paths, before upgrading', async () => {
    const upgradeStatus = (path: string, origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${api.baseUrl.replace(/^http/, 'ws')}${path}`, 'v12.stomp', { headers: { Origin: origin } });
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('open', () => {
          socket.terminate();
          resolve(101);
        });
        socket.once('error', reject);
      });
    expect(await upgradeStatus('/ws', 'https://evil.example')).toBe(403);
    expect(await upgradeStatus('/nowhere', api.baseUrl)).toBe(404);
    expect(await upgradeStatus('/ws', api.baseUrl)).toBe(101);
  });
});
