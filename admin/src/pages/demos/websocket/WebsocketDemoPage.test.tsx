import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RealtimeConnect, RealtimeConnectOptions } from '@jobmarket/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../auth/tokenStorage';
import { ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { WebsocketDemoPage } from './WebsocketDemoPage';

type Listener = (...args: never[]) => void;

/** An MQTT client as the channel sees it: the test plays the broker (connect, subscription acknowledgement, messages, close). */
class FakeClient {
  listeners = new Map<string, Listener[]>();
  subscribed: string[] = [];
  ended = false;
  constructor(
    readonly brokerUrl: string,
    readonly options: RealtimeConnectOptions,
  ) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    act(() => this.listeners.get(event)?.forEach((listener) => (listener as (...values: unknown[]) => void)(...args)));
  }
  subscribe(topics: string[], _options: unknown, callback?: (error: Error | null) => void) {
    this.subscribed.push(...topics);
    queueMicrotask(() => act(() => callback?.(null)));
    return this;
  }
  end() {
    this.ended = true;
    return this;
  }
}

describe('websocket demo', () => {
  let clients: FakeClient[];
  const connect: RealtimeConnect = (brokerUrl, options) => {
    const client = new FakeClient(brokerUrl, options);
    clients.push(client);
    return client;
  };
  const renderPage = () =>
    renderAdmin(<WebsocketDemoPage loadConnect={async () => connect} brokerUrl={async () => 'ws://admin.test/mqtt'} reconnectDelayMs={20} />);
  const state = () => screen.getByTestId('channel-state');

  beforeEach(() => {
    clients = [];
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer admin-token');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("connects with the token, sends through the echo endpoint and lists what arrives on the user's own topic", async () => {
    const api = stubApi({
      'GET /api/v1/users/me': () => ok({ userId: 7, username: 'admin' }),
      'POST /api/v1/demo/websocket/echo': (request) => ok({ id: 'e1', topic: 'u/7/demo-echo', text: JSON.parse(request.body!).text, sentAt: '2026-11-25T08:00:00.000Z' }),
    });
    renderPage();
    await waitFor(() => expect(clients).toHaveLength(1));
    expect(state()).toHaveTextContent('Connecting');
    expect(clients[0]!.brokerUrl).toBe('ws://admin.test/mqtt');
    expect(clients[0]!.options).toMatchObject({ username: 'Bearer', password: 'admin-token', reconnectPeriod: 0 });
    expect(screen.getByText('Your topic: u/7/demo-echo')).toBeInTheDocument();

    clients[0]!.emit('connect');
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));
    expect(clients[0]!.subscribed).toEqual(['u/7/#', 'b/#']);
    expect(screen.getByText('Nothing received yet: send a message.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello from the demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/demo/websocket/echo')).toHaveLength(1));
    expect(JSON.parse(api.calls('POST', '/api/v1/demo/websocket/echo')[0]!.body!)).toEqual({ text: 'Hello from the demo' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));

    // what the api published comes back through the broker
    clients[0]!.emit('message', 'u/7/demo-echo', new TextEncoder().encode(JSON.stringify({ id: 'e1', text: 'Hello from the demo', sentAt: '2026-11-25T08:00:00.000Z' })));
    const received = await screen.findByRole('list', { name: 'Received messages' });
    expect(within(received).getByText('Hello from the demo')).toBeInTheDocument();
    expect(within(received).getByText(/^On u\/7\/demo-echo at /)).toBeInTheDocument();
  });

  it('shows the retries after the connection drops, up to the limit, then that it gave up; Connect starts over', async () => {
    stubApi({ 'GET /api/v1/users/me': () => ok({ userId: 7 }) });
    renderPage();
    await waitFor(() => expect(clients).toHaveLength(1));
    clients[0]!.emit('connect');
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));

    clients[0]!.emit('close');
    expect(state()).toHaveTextContent('Disconnected');
    for (const retry of [1, 2, 3]) {
      await waitFor(() => expect(clients).toHaveLength(retry + 1));
      expect(state()).toHaveTextContent('Connecting');
      expect(screen.getByTestId('channel-retry')).toHaveTextContent(`Retry ${retry} of 3`);
      clients[retry]!.emit('close'); // the broker is unreachable
    }
    await waitFor(() => expect(state()).toHaveTextContent('Gave up'));
    expect(screen.getByText('The channel gave up after 3 retries. Connect again to start over.')).toBeInTheDocument();
    expect(clients).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(clients).toHaveLength(5));
    clients[4]!.emit('connect');
    await waitFor(() => expect(state()).toHaveTextContent('Connected'));
    expect(screen.queryByTestId('channel-retry')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(state()).toHaveTextContent('Disconnected'));
    expect(clients[4]!.ended).toBe(true);
  });

  it("shows the api's refusal of a send", async () => {
    stubApi({
      'GET /api/v1/users/me': () => ok({ userId: 7 }),
      'POST /api/v1/demo/websocket/echo': () => ({ status: 403, body: { code: 'A0301', msg: 'Access denied', data: null } }),
    });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: 'not allowed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
  });
});
