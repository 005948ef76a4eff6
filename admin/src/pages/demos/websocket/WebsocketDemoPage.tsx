import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import type { RealtimeChannel, RealtimeConnect, RealtimeMessage } from '@jobmarket/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { tokens } from '../../../auth/tokenStorage';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { DemoPage } from '../DemoPage';
import { configuredBrokerUrl, loadMqttConnect, MAX_RECONNECT_ATTEMPTS, openDemoChannel, type ChannelStatus } from './demoChannel';

const TEXT_MAX = 500;
const MESSAGES_KEPT = 50;

interface Received {
  key: number;
  topic: string;
  message: RealtimeMessage;
  at: Date;
}

const stateColors = { disconnected: 'default', connecting: 'warning', connected: 'success', 'gave-up': 'error' } as const;
const stateTexts = { disconnected: 'disconnected', connecting: 'connecting', connected: 'connected', 'gave-up': 'gaveUp' } as const;

export interface WebsocketDemoPageProps {
  /** mqtt.js's connect (loaded on demand); tests hand in a client of their own. */
  loadConnect?: () => Promise<RealtimeConnect>;
  brokerUrl?: () => Promise<string>;
  reconnectDelayMs?: number;
}

/**
 * The websocket demo: a realtime channel built by the app's own policy (connecting, connected, disconnected, retries
 * up to the limit, given up), a send box that goes through `POST /demo/websocket/echo` — the api publishes to the
 * signed-in user's own topic `u/<userId>/demo-echo` — and every message the channel hands on (notices included).
 */
export const WebsocketDemoPage = ({ loadConnect = loadMqttConnect, brokerUrl = configuredBrokerUrl, reconnectDelayMs }: WebsocketDemoPageProps) => {
  const translate = useTranslate();
  const channelRef = useRef<RealtimeChannel | null>(null);
  const [status, setStatus] = useState<ChannelStatus>({ state: 'disconnected', attempt: 0 });
  const [userId, setUserId] = useState<string | null>(null);
  const [session, setSession] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState<Received[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    httpClient(`${API_BASE}/users/me`, { signal: controller.signal })
      .then(({ json }) => setUserId(String((json as { userId: number | string }).userId)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setProblem(String((error as Error).message));
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (userId === null) return;
    let channel: RealtimeChannel | undefined;
    let cancelled = false;
    void Promise.all([loadConnect(), brokerUrl()])
      .then(([connect, url]) => {
        if (cancelled) return;
        channel = openDemoChannel(connect, setStatus, reconnectDelayMs);
        channelRef.current = channel;
        channel.onMessage((message, topic) =>
          setReceived((current) => [{ key: ++nextKey.current, topic, message, at: new Date() }, ...current].slice(0, MESSAGES_KEPT)),
        );
        channel.connect({ brokerUrl: url, token: () => tokens.accessToken(), userId });
      })
      .catch((error: unknown) => setProblem(String((error as Error).message)));
    return () => {
      cancelled = true;
      channel?.disconnect();
      channelRef.current = null;
    };
  }, [userId, session, loadConnect, brokerUrl, reconnectDelayMs]);

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    setSending(true);
    setProblem(null);
    try {
      await httpClient(`${API_BASE}/demo/websocket/echo`, { method: 'POST', body: JSON.stringify({ text: message }) });
      setText('');
    } catch (error) {
      setProblem(String((error as Error).message));
    } finally {
      setSending(false);
    }
  };

  const { state, attempt } = status;
  const retry = Math.max(attempt - 1, 0);
  return (
    <DemoPage fallbackTitle="menus.demo.websocket" intro="demoWidgets.websocket.intro" source={['admin/src/pages/demos/websocket/', 'contracts/src/realtime/realtimeChannel.ts', 'api/src/modules/demos/routes.ts']}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} aria-live="polite">
            <Typography variant="subtitle2">{translate('demoWidgets.websocket.state')}</Typography>
            <Chip data-testid="channel-state" color={stateColors[state]} label={translate(`demoWidgets.websocket.states.${stateTexts[state]}`)} />
            {retry > 0 && state !== 'connected' && (
              <Typography variant="body2" color="text.secondary" data-testid="channel-retry">
                {translate('demoWidgets.websocket.retry', { retry, max: MAX_RECONNECT_ATTEMPTS })}
              </Typography>
            )}
            <Box sx={{ flex: 1 }} />
            {state === 'connected' || state === 'connecting' ? (
              <Button size="small" startIcon={<LinkOffIcon />} onClick={() => channelRef.current?.disconnect()}>
                {translate('demoWidgets.websocket.disconnect')}
              </Button>
            ) : (
              <Button size="small" startIcon={<LinkIcon />} disabled={userId === null} onClick={() => setSession((current) => current + 1)}>
                {translate('demoWidgets.websocket.connect')}
              </Button>
            )}
          </Box>
          {state === 'gave-up' && <Alert severity="warning">{translate('demoWidgets.websocket.gaveUp', { max: MAX_RECONNECT_ATTEMPTS })}</Alert>}
          {userId !== null && (
            <Typography variant="caption" color="text.secondary">
              {translate('demoWidgets.websocket.topic', { topic: `u/${userId}/demo-echo` })}
            </Typography>
          )}
          <Box
            component="form"
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <TextField
              fullWidth
              size="small"
              label={translate('demoWidgets.websocket.message')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={translate('demoWidgets.websocket.messageHelp', { count: text.length, max: TEXT_MAX })}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
            />
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending || !text.trim()}>
              {translate('demoWidgets.websocket.send')}
            </Button>
          </Box>
          {problem && (
            <Alert severity="error" role="alert">
              {translate(problem, { _: problem })}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('demoWidgets.websocket.received')}
          </Typography>
          {received.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('demoWidgets.websocket.noMessages')}
            </Typography>
          ) : (
            <List dense aria-label={translate('demoWidgets.websocket.received')}>
              {received.map((item) => (
                <ListItem key={item.key} divider>
                  <ListItemText
                    primary={typeof item.message.text === 'string' ? item.message.text : JSON.stringify(item.message)}
                    secondary={translate('demoWidgets.websocket.receivedOn', { topic: item.topic, time: item.at.toLocaleTimeString() })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </DemoPage>
  );
};
