import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeChannel, type RealtimeClient, type RealtimeConnectOptions, type RealtimeState } from './realtimeChannel';

/** A stand-in for an mqtt.js client: the test plays the broker by firing its events. */
class FakeClient implements RealtimeClient {
  readonly listeners = new Map<string, ((...args: never[]) => void)[]>();
  readonly subscriptions: string[][] = [];
  ended = false;
  refuseSubscriptions = false;
  constructor(
    readonly url: string,
    readonly options: RealtimeConnectOptions,
  ) {}
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  subscribe(topics: string[], _options: { qos: 0 | 1 }, callback?: (error: Error | null) => void) {
    this.subscriptions.push(topics);
    callback?.(this.refuseSubscriptions ? new Error('Subscribe error: Unspecified error') : null); // the broker answers at once
    return this;
  }
  end() {
    this.ended = true;
    return this;
  }
  fire(event: 'connect' | 'close'): void;
  fire(event: 'message', topic: string, payload: Uint8Array): void;
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));

describe('realtime channel', () => {
  let clients: FakeClient[];
  let states: RealtimeState[];
  const connect = (url: string, options: RealtimeConnectOptions) => {
    const client = new FakeClient(url, options);
    clients.push(client);
    return client;
  };
  const session = { brokerUrl: 'ws://localhost/mqtt', token: 'Bearer abc.def.ghi', userId: 7 };

  function channel() {
    const created = createRealtimeChannel({ connect });
    created.onStateChange((state) => states.push(state));
    return created;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    clients = [];
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('connects only when both a broker address and a token exist', () => {
    const realtime = channel();
    expect(realtime.connect({ ...session, brokerUrl: '' })).toBe(false);
    expect(realtime.connect({ ...session, token: null })).toBe(false);
    expect(clients).toHaveLength(0);
    expect(realtime.state).toBe('disconnected');
    expect(realtime.connect(session)).toBe(true);
    expect(realtime.state).toBe('connecting');
  });

  it('sends the bare token as the password with a 30 s keepalive and no library reconnects', () => {
    channel().connect(session);
    expect(clients[0]!.url).toBe('ws://localhost/mqtt');
    expect(clients[0]!.options).toMatchObject({ username: 'Bearer', password: 'abc.def.ghi', keepalive: 30, reconnectPeriod: 0, clean: true });
  });

  it("subscribes to the user's own topics and the broadcasts once connected", () => {
    const realtime = channel();
    realtime.connect(session);
    clients[0]!.fire('connect');
    expect(realtime.state).toBe('connected');
    expect(clients[0]!.subscriptions).toEqual([['u/7/#', 'b/#']]);
  });

  it('reports a refused subscription and stays connected for the rest', () => {
    const errors: string[] = [];
    const realtime = createRealtimeChannel({
      connect: (url, options) => Object.assign(connect(url, options), { refuseSubscriptions: true }),
      onError: (error) => errors.push(error.message),
    });
    realtime.connect(session);
    clients[0]!.fire('connect');
    expect(errors).toEqual(['Subscribe error: Unspecified error']);
    expect(realtime.state).toBe('connected');
  });

  it('hands parsed bodies to handlers once per noticeId and ignores what is not JSON', () => {
    const realtime = channel();
    const received: unknown[] = [];
    realtime.onMessage((message, topic) => received.push({ topic, id: message.id }));
    realtime.connect(session);
    clients[0]!.fire('connect');
    clients[0]!.fire('message', 'u/7/notices', bytes({ id: 1, title: 'a', noticeId: 'n-1' }));
    clients[0]!.fire('message', 'u/7/notices', bytes({ id: 1, title: 'a', noticeId: 'n-1' })); // at-least-once redelivery
    clients[0]!.fire('message', 'b/notices', new TextEncoder().encode('not json'));
    clients[0]!.fire('message', 'b/notices', bytes({ id: 2, noticeId: 'n-2' }));
    expect(received).toEqual([
      { topic: 'u/7/notices', id: 1 },
      { topic: 'b/notices', id: 2 },
    ]);
  });

  it('retries 5 s apart, at most 3 times, then gives up and says so', () => {
    const errors: string[] = [];
    const realtime = createRealtimeChannel({ connect, onError: (error) => errors.push(error.message) });
    realtime.onStateChange((state) => states.push(state));
    realtime.connect(session);
    clients[0]!.fire('connect');
    clients[0]!.fire('close');
    expect(realtime.state).toBe('disconnected');

    for (let attempt = 1; attempt <= 3; attempt++) {
      vi.advanceTimersByTime(4999);
      expect(clients).toHaveLength(attempt); // not before 5 s
      vi.advanceTimersByTime(1);
      expect(clients).toHaveLength(attempt + 1);
      expect(realtime.state).toBe('connecting');
      clients[attempt]!.fire('close'); // the attempt fails
    }
    expect(realtime.state).toBe('gave-up');
    vi.advanceTimersByTime(60_000);
    expect(clients).toHaveLength(4);
    expect(errors.at(-1)).toMatch(/gave up/);
    expect(states).toEqual(['connecting', 'connected', 'disconnected', 'connecting', 'disconnected', 'connecting', 'disconnected', 'connecting', 'gave-up']);
  });

  it('starts counting afresh after a successful reconnect', () => {
    const realtime = channel();
    realtime.connect(session);
    clients[0]!.fire('connect');
    clients[0]!.fire('close');
    vi.advanceTimersByTime(5000);
    clients[1]!.fire('close');
    vi.advanceTimersByTime(5000);
    clients[2]!.fire('connect'); // back after two failures
    clients[2]!.fire('close');
    for (let attempt = 3; attempt <= 5; attempt++) {
      vi.advanceTimersByTime(5000);
      clients[attempt]!.fire('close');
    }
    expect(clients).toHaveLength(6);
    expect(realtime.state).toBe('gave-up');
  });

  it('uses the latest token on a retry when given a getter', () => {
    let stored = 'Bearer first';
    const realtime = channel();
    realtime.connect({ ...session, token: () => stored });
    clients[0]!.fire('close');
    stored = 'Bearer refreshed';
    vi.advanceTimersByTime(5000);
    expect(clients[1]!.options.password).toBe('refreshed');
  });

  it('disconnects on sign-out and does not come back', () => {
    const realtime = channel();
    const received: unknown[] = [];
    realtime.onMessage((message) => received.push(message));
    realtime.connect(session);
    clients[0]!.fire('connect');
    realtime.disconnect();
    expect(clients[0]!.ended).toBe(true);
    expect(realtime.state).toBe('disconnected');
    clients[0]!.fire('close'); // the library reports the close we asked for
    clients[0]!.fire('message', 'b/notices', bytes({ id: 3 }));
    vi.advanceTimersByTime(60_000);
    expect(clients).toHaveLength(1);
    expect(received).toEqual([]);
  });

  it('a new sign-in after giving up connects again', () => {
    const realtime = channel();
    realtime.connect(session);
    for (let attempt = 0; attempt <= 3; attempt++) {
      clients[attempt]!.fire('close');
      vi.advanceTimersByTime(5000);
    }
    expect(realtime.state).toBe('gave-up');
    expect(realtime.connect(session)).toBe(true);
    clients.at(-1)!.fire('connect');
    expect(realtime.state).toBe('connected');
  });
});
