import { randomUUID } from 'node:crypto';
import { demoPermissions, realtimeTopics } from '@jobmarket/contracts';
import type { MqttClient } from 'mqtt';
import { z } from 'zod';
import { AppError } from '../../http/appError';
import { defineRoute, type RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';
import { sanitizeNoticeContent } from '../system/notices/richText';

/** The topic the websocket demo echoes to: under the caller's own `u/<userId>/`, which only they may subscribe to. */
export const demoEchoTopic = (userId: string) => `${realtimeTopics.userPrefix(userId)}demo-echo`;

const sanitizeBody = z.object({ html: z.string().max(100_000) });
const sanitized = z.object({ input: z.string(), stored: z.string() });
const echoBody = z.object({ text: z.string().trim().min(1).max(500) });
const echoed = z.object({ id: z.string(), topic: z.string(), text: z.string(), sentAt: z.string() });
export type DemoEcho = z.infer<typeof echoed>;

/**
 * The demo pages' own endpoints (issue 18, `sys:demo:query`): the rich-text demo's sanitising preview, through the very
 * sanitiser notices are written with, and the websocket demo's echo, published through the api's broker connection to
 * the signed-in user's own topic — the topic is built from the token's user, never from the request.
 */
export function demoRoutes(context: ModuleContext, broker: Pick<MqttClient, 'connected' | 'publishAsync'>): RouteDefinition[] {
  const topicPrefix = context.config.MQTT_TOPIC_PREFIX ?? '';
  return [
    defineRoute({
      method: 'post',
      path: '/demo/sanitize',
      permission: demoPermissions.query,
      tag: 'demos',
      summary: 'Rich-text demo: the HTML as sent and as a notice would store it (the notices’ sanitiser) → {input, stored}',
      body: sanitizeBody,
      response: sanitized,
      handler: async ({ body }) => ({ input: body.html, stored: sanitizeNoticeContent(body.html) }),
    }),
    defineRoute({
      method: 'post',
      path: '/demo/websocket/echo',
      permission: demoPermissions.query,
      tag: 'demos',
      summary: "Websocket demo: publishes {id, text, sentAt} to the caller's own realtime topic u/<userId>/demo-echo",
      body: echoBody,
      response: echoed,
      handler: async ({ body, actor }): Promise<DemoEcho> => {
        if (!broker.connected) throw new AppError('B0001', 'demoWidgets.api.brokerDown', {}, null, 503);
        const message: DemoEcho = { id: randomUUID(), topic: demoEchoTopic(actor!.userId), text: body.text, sentAt: new Date().toISOString() };
        await broker.publishAsync(`${topicPrefix}${message.topic}`, JSON.stringify({ id: message.id, text: message.text, sentAt: message.sentAt }), { qos: 1 });
        return message;
      },
    }),
  ];
}
