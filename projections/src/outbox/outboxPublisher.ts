import type { Knex } from 'knex';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { OUTBOX_CHANNEL } from '../runner/checkpoints';
import { AdvisoryLeadership, sleep } from '../runner/leadership';
import type { RunnerLogger } from '../runner/projectionRunner';

export interface OutboxPublisherOptions {
  db: Knex;
  connectionString: string;
  mqttUrl: string;
  /** Put before every topic at the broker (MQTT_TOPIC_PREFIX); the rows keep the bare topic. */
  topicPrefix?: string;
  batchSize?: number;
  pollMs?: number;
  logger?: RunnerLogger;
}

interface OutboxRow {
  id: number;
  notice_id: string;
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Sends pending notice_outbox rows to the MQTT broker at QoS 1 and marks each published after its PUBACK.
 * At least once: a crash between PUBACK and the update re-sends, so every payload carries a stable noticeId.
 */
export class OutboxPublisher {
  private readonly leadership: AdvisoryLeadership;

  constructor(private readonly options: OutboxPublisherOptions) {
    this.leadership = new AdvisoryLeadership(options.connectionString, 'outbox-publisher');
  }

  async run(signal: AbortSignal): Promise<void> {
    if (!(await this.leadership.acquire(signal))) return;
    const stop = AbortSignal.any([signal, this.leadership.lost]);
    const wake = new WakeOnNotify(this.options.connectionString, OUTBOX_CHANNEL);
    let client: MqttClient | undefined;
    try {
      client = await mqtt.connectAsync(this.options.mqttUrl, {
        clientId: `jobmarket-outbox-${process.pid}-${Date.now()}`,
        reconnectPeriod: 1000,
        connectTimeout: 10_000,
      });
      await wake.start();
      while (!stop.aborted) {
        const sent = await this.publishBatch(client);
        if (sent === 0) await wake.wait(this.options.pollMs ?? 1000, stop);
      }
    } finally {
      await wake.stop();
      await client?.endAsync().catch(() => undefined);
      await this.leadership.release();
    }
  }

  /** Publishes up to one batch; answers how many rows were marked published. */
  async publishBatch(client: MqttClient): Promise<number> {
    const rows = await this.options
      .db<OutboxRow>('notice_outbox')
      .select('id', 'notice_id', 'topic', 'payload')
      .whereNull('published_at')
      .orderBy('id')
      .limit(this.options.batchSize ?? 100);
    if (rows.length === 0) return 0;
    const results = await Promise.allSettled(
      rows.map((row) => client.publishAsync(`${this.options.topicPrefix ?? ''}${row.topic}`, JSON.stringify({ ...row.payload, noticeId: row.notice_id }), { qos: 1 })),
    );
    const published = rows.filter((_, index) => results[index]!.status === 'fulfilled').map((row) => row.id);
    const failed = rows.filter((_, index) => results[index]!.status === 'rejected').map((row) => row.id);
    if (published.length > 0) {
      await this.options.db('notice_outbox').whereIn('id', published).update({ published_at: this.options.db.fn.now() });
    }
    if (failed.length > 0) {
      const reason = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')?.reason;
      this.options.logger?.warn({ failed: failed.length, err: String(reason) }, 'outbox publish failed, will retry');
      await this.options
        .db('notice_outbox')
        .whereIn('id', failed)
        .update({ attempts: this.options.db.raw('attempts + 1'), last_error: String(reason) });
      await sleep(1000);
    }
    return published.length;
  }
}

/** A LISTEN connection that turns NOTIFYs into wake-ups, with the poll as a fallback. */
export class WakeOnNotify {
  private client?: pg.Client;
  private waiters = new Set<() => void>();

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', () => undefined); // falls back to polling
    client.on('notification', () => {
      for (const wake of this.waiters) wake();
    });
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    this.client = client;
  }

  wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  async stop(): Promise<void> {
    for (const wake of this.waiters) wake();
    await this.client?.end().catch(() => undefined);
  }
}
