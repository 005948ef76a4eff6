import { projectionStatuses } from '@jobmarket/projections';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { MqttClient } from 'mqtt';
import { z } from 'zod';
import { AppError } from '../../http/appError';
import { defineRoute, type RouteDefinition } from '../../http/route';

export interface HealthDependencies {
  db: Knex;
  redis: Redis;
  broker: MqttClient;
}

const readiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), detail: z.string().optional() })),
  projections: z.array(
    z.object({ name: z.string(), state: z.string(), lagEvents: z.number().nullable(), lagSeconds: z.number().nullable() }),
  ),
});

async function check(probe: () => Promise<unknown>): Promise<{ ok: boolean; detail?: string }> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 2000))]);
    return { ok: true };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** /healthz: the process answers. /readyz: its dependencies answer too, with projection lag for operators. */
export function healthRoutes({ db, redis, broker }: HealthDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/healthz',
      permission: 'public',
      tag: 'platform',
      summary: 'Liveness: the process is up',
      response: z.object({ status: z.literal('up') }),
      handler: async () => ({ status: 'up' }),
    }),
    defineRoute({
      method: 'get',
      path: '/readyz',
      permission: 'public',
      tag: 'platform',
      summary: 'Readiness: PostgreSQL, Redis and the MQTT broker answer; projection lag',
      response: readiness,
      handler: async () => {
        const checks = {
          postgres: await check(() => db.raw('select 1')),
          redis: await check(() => redis.ping()),
          mqtt: broker.connected ? { ok: true } : { ok: false, detail: 'not connected to the broker' },
        };
        const projections = await projectionStatuses(db).catch(() => []);
        const failing = Object.entries(checks).filter(([, result]) => !result.ok).map(([name]) => name);
        const body = {
          status: failing.length === 0 ? 'ready' : 'not-ready',
          checks,
          projections: projections.map(({ name, state, lagEvents, lagSeconds }) => ({ name, state, lagEvents, lagSeconds })),
        };
        if (failing.length > 0) throw new AppError('B0001', 'health.notReady', { failing: failing.join(', ') }, body, 503);
        return body;
      },
    }),
  ];
}
