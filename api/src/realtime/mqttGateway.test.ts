import { randomUUID } from 'node:crypto';
import { createRealtimeChannel, type RealtimeState } from '@jobmarket/contracts/realtime/realtimeChannel';
import { OutboxPublisher } from '@jobmarket/projections';
import jwt from 'jsonwebtoken';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { as, signIn, startSeededApi, type ApiClient } from '../testing/identityFixtures';
import type { TestApi } from '../testing/testApi';

interface Received {
  topic: string;
  body: Record<string, unknown>;
}

/** Collects a client's messages and lets a test await the first one matching, bounded by a deadline (no sleeps). */
function inboxOf(client: MqttClient) {
  const messages: Received[] = [];
  const waiters = new Set<{ match: (message: Received) => boolean; resolve: (message: Received) => void }>();
  client.on('message', (topic, payload) => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(payload.toString()) as Record<string, unknown>;
    } catch {
      body = { raw: payload.toString() };
    }
    const message = { topic, body };
    messages.push(message);
    for (const waiter of waiters) {
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  });
  return {
    messages,
    next(match: (message: Received) => boolean, timeoutMs = 5000): Promise<Received> {
      const already = messages.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (message: Received) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

const closed = (client: MqttClient, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

describe('realtime over MQTT/WebSocket', () => {
  let api: TestApi;
  let root: ApiClient;
  let seekerToken: string; // user A
  let userToken: string; // user B
  let seekerId: string;
  let userId: string;
  const outbox = new AbortController();
  let outboxTask: Promise<void>;
  const clients: MqttClient[] = [];
  // titles carry this run's tag: the broker is shared with other test files and a running dev stack
  const tag = randomUUID().slice(0, 8);
  let count = 0;
  const titled = (what: string) => `${what} ${tag}-${++count}`;

  const wsUrl = () => `${api.baseUrl.replace(/^http/, 'ws')}/mqtt`;
  async function connect(token: string, options: IClientOptions = {}): Promise<MqttClient> {
    // MQTT 3.1.1 sends a password only with a user name; the gateway reads the token from the password
    const client = await mqtt.connectAsync(wsUrl(), { username: 'Bearer', password: token, reconnectPeriod: 0, connectTimeout: 5000, ...options });
    clients.push(client);
    return client;
  }
  const bare = (authorization: string) => authorization.replace(/^Bearer /, '');

  async function draft(fields: Record<string, unknown>): Promise<number> {
    const { body } = await root.post('/notices', { content: '<p>Hello</p>', type: '1', level: 'M', targetType: 1, ...fields });
    expect(body.code, body.msg).toBe('00000');
    return (body.data as { id: number }).id;
  }
  const publish = async (id: number) => expect((await root.put(`/notices/${id}/publish`)).body.code).toBe('00000');

  function tokenWith(expiresInSeconds: number, from: string): string {
    const { exp: _exp, iat: _iat, ...claims } = jwt.decode(from) as Record<string, unknown>;
    return jwt.sign(claims, api.config.JWT_SECRET, { algorithm: 'HS256', expiresIn: expiresInSeconds });
  }

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    const seeker = await signIn(api, 'seeker');
    const user = await signIn(api, 'user');
    seekerToken = bare(seeker);
    userToken = bare(user);
    seekerId = String(((await as(api, seeker).get('/users/me')).body.data as { userId: number }).userId);
    userId = String(((await as(api, user).get('/users/me')).body.data as { userId: number }).userId);
    // the projections process's outbox publisher, for this test's database
    outboxTask = new OutboxPublisher({ db: api.db, connectionString: api.database.url, mqttUrl: api.config.MQTT_URL, topicPrefix: api.config.MQTT_TOPIC_PREFIX, pollMs: 200 }).run(outbox.signal);
    await api.realtime.ready;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync(true).catch(() => undefined)));
    outbox.abort();
    await outboxTask;
    await api?.close();
  });

  it('pushes a notice to its recipient within a second of publishing, and never to anyone else', async () => {
    const seeker = await connect(seekerToken);
    const user = await connect(userToken);
    await seeker.subscribeAsync([`u/${seekerId}/#`, 'b/#'], { qos: 1 });
    await user.subscribeAsync([`u/${userId}/#`, 'b/#'], { qos: 1 });
    const seekerInbox = inboxOf(seeker);
    const userInbox = inboxOf(user);

    const forSeeker = titled('For A');
    const id = await draft({ title: forSeeker, targetType: 2, targetUserIds: [seekerId] });
    const started = Date.now();
    const arrival = seekerInbox.next((message) => message.body.title === forSeeker, 1000);
    await publish(id);
    const pushed = await arrival;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(pushed.topic).toBe(`u/${seekerId}/notices`);
    expect(Object.keys(pushed.body).sort()).toEqual(['id', 'noticeId', 'publishTime', 'title', 'type']);
    expect(pushed.body).toMatchObject({ id, type: '1', title: forSeeker });
    expect(pushed.body.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // a later broadcast reaches B; messages are relayed in order, so had A's reached B it would have come first
    const forEveryone = titled('For all');
    await publish(await draft({ title: forEveryone }));
    await userInbox.next((message) => message.body.title === forEveryone);
    await seekerInbox.next((message) => message.body.title === forEveryone);
    expect(userInbox.messages.map((message) => message.body.title)).not.toContain(forSeeker);
  });

  it("relays only its own installation's topics from a broker that other installations share", async () => {
    // (as `user`: the gateway allows five connections per user and the other tests use the seeker's)
    const user = await connect(userToken);
    await user.subscribeAsync([`u/${userId}/#`, 'b/#'], { qos: 1 });
    const userInbox = inboxOf(user);
    expect(api.config.MQTT_TOPIC_PREFIX).toBe(`jm/${api.database.name}/`);

    // another installation on the same Mosquitto, whose user ids overlap ours
    const neighbour = await mqtt.connectAsync(api.config.MQTT_URL, { reconnectPeriod: 0 });
    const theirs = titled('Next door');
    await neighbour.publishAsync(`jm/some_other_db/u/${userId}/notices`, JSON.stringify({ title: theirs }), { qos: 1 });
    await neighbour.publishAsync(`u/${userId}/notices`, JSON.stringify({ title: theirs }), { qos: 1 });

    const ours = titled('Ours');
    await publish(await draft({ title: ours, targetType: 2, targetUserIds: [userId] }));
    const pushed = await userInbox.next((message) => message.body.title === ours);
    expect(pushed.topic).toBe(`u/${userId}/notices`);
    expect(userInbox.messages.map((message) => message.body.title)).not.toContain(theirs);
    await neighbour.endAsync();
    await user.endAsync();
  });

  it("refuses a subscription to another user's topics (granted 128) and keeps the connection usable", async () => {
    const user = await connect(userToken);
    const userInbox = inboxOf(user);
    const refused = (await user.subscribeAsync([`u/${seekerId}/#`, 'u/+/#', '#', '$SYS/#', `u/${userId}/#`, 'b/#'], { qos: 1 }).catch((error: unknown) => error)) as {
      packet?: { granted: number[] };
    };
    expect(refused.packet?.granted).toEqual([128, 128, 128, 128, 1, 1]);
    expect(user.connected).toBe(true);

    const forSeeker = titled('Private to A');
    await publish(await draft({ title: forSeeker, targetType: 2, targetUserIds: [seekerId] }));
    const forEveryone = titled('Still listening');
    await publish(await draft({ title: forEveryone }));
    await userInbox.next((message) => message.body.title === forEveryone);
    expect(userInbox.messages.map((message) => message.body.title)).not.toContain(forSeeker);
  });

  it('refuses a missing, bad or expired token at CONNECT', async () => {
    await expect(mqtt.connectAsync(wsUrl(), { reconnectPeriod: 0 })).rejects.toThrow(/Bad username or password/);
    await expect(connect('not-a-token')).rejects.toThrow(/Bad username or password/);
    await expect(connect(tokenWith(-10, seekerToken))).rejects.toThrow(/Bad username or password/);
    // the token with or without "Bearer " both work
    expect((await connect(`Bearer ${seekerToken}`)).connected).toBe(true);
  });

  it('closes the connection when its token expires', async () => {
    const shortLived = await connect(tokenWith(2, seekerToken));
    await closed(shortLived, 5000);
  });

  it('never lets a client publish: the forged message goes nowhere and the publisher is disconnected', async () => {
    const listener = await connect(seekerToken);
    await listener.subscribeAsync(['b/#'], { qos: 1 });
    const listenerInbox = inboxOf(listener);
    // a browser-like client: same-origin WebSocket
    const forger = await connect(bare(await signIn(api, 'school')), { wsOptions: { headers: { Origin: api.baseUrl } } });
    const forgedTitle = titled('Forged');
    const dropped = closed(forger, 5000);
    forger.publish('b/notices', JSON.stringify({ id: 1, title: forgedTitle }), { qos: 0 });
    await dropped;

    const genuine = titled('Genuine');
    await publish(await draft({ title: genuine }));
    await listenerInbox.next((message) => message.body.title === genuine);
    expect(listenerInbox.messages.map((message) => message.body.title)).not.toContain(forgedTitle);
  });

  it('refuses a WebSocket from another origin before upgrading', async () => {
    const upgradeStatus = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(wsUrl(), 'mqtt', { headers: { Origin: origin } });
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('open', () => {
          socket.terminate();
          resolve(101);
        });
        socket.once('error', reject);
      });
    expect(await upgradeStatus('https://evil.example')).toBe(403);
    expect(await upgradeStatus('null')).toBe(403);
    expect(await upgradeStatus(api.baseUrl)).toBe(101);
  });

  it('drops a client whose packet is larger than the cap before reading it', async () => {
    // 20 KB of "token" in CONNECT: over the 16 KiB WebSocket message cap, so the socket closes without a CONNACK
    const oversized = mqtt.connectAsync(wsUrl(), { username: 'Bearer', password: 'x'.repeat(20_000), reconnectPeriod: 0, connectTimeout: 5000 }, false);
    await expect(oversized).rejects.toThrow(/Couldn't connect/);
  });

  it('allows at most five connections per user', async () => {
    const token = bare(await signIn(api, 'publisher'));
    for (let index = 0; index < 5; index++) await connect(token);
    await expect(connect(token)).rejects.toThrow(/Not authorized/);
  });

  it("sends recipients a revoke hint so their clients drop the notice", async () => {
    const seeker = await connect(seekerToken);
    await seeker.subscribeAsync([`u/${seekerId}/#`], { qos: 1 });
    const seekerInbox = inboxOf(seeker);
    const id = await draft({ title: titled('Revoked soon'), targetType: 2, targetUserIds: [seekerId] });
    await publish(id);
    expect((await root.put(`/notices/${id}/revoke`)).body.code).toBe('00000');
    const hint = await seekerInbox.next((message) => message.body.id === id && message.body.revoked === true);
    expect(hint.topic).toBe(`u/${seekerId}/notices`);
    expect(Object.keys(hint.body).sort()).toEqual(['id', 'noticeId', 'revoked']);
  });

  it("delivers through the shared browser channel: connects, receives the user's notice, disconnects on sign-out", async () => {
    const channel = createRealtimeChannel({ connect: mqtt.connect });
    const states: RealtimeState[] = [];
    const connected = new Promise<void>((resolve) =>
      channel.onStateChange((state) => {
        states.push(state);
        if (state === 'connected') resolve();
      }),
    );
    const title = titled('Through the channel');
    const received = new Promise<Record<string, unknown>>((resolve) =>
      channel.onMessage((message) => {
        if (message.title === title) resolve(message);
      }),
    );
    expect(channel.connect({ brokerUrl: wsUrl(), token: `Bearer ${seekerToken}`, userId: seekerId })).toBe(true);
    await connected; // subscriptions acknowledged
    const id = await draft({ title, targetType: 2, targetUserIds: [seekerId] });
    await publish(id);
    expect(await received).toMatchObject({ id, title });
    channel.disconnect();
    expect(channel.state).toBe('disconnected');
    expect(states).toEqual(['connecting', 'connected', 'disconnected']);
  });
});
