import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import type { RunnerLogger } from './projectionRunner';
import { StaleAppendReporter } from './staleAppendWatch';

describe('stale append watch', () => {
  let testbed: ProjectionTestbed;
  beforeAll(async () => {
    testbed = await createProjectionTestbed();
  });
  afterAll(async () => testbed.dispose());

  function recordingLogger() {
    const lines: { level: 'info' | 'warn' | 'error'; details: object; message: string }[] = [];
    const logger: RunnerLogger = {
      info: (details, message) => lines.push({ level: 'info', details, message }),
      warn: (details, message) => lines.push({ level: 'warn', details, message }),
      error: (details, message) => lines.push({ level: 'error', details, message }),
    };
    return { lines, logger };
  }

  it('warns once about an append left open past the threshold, however often it checks, and once when it ends', async () => {
    const held = new pg.Client({ connectionString: testbed.database.url, application_name: 'forgotten-psql' });
    await held.connect();
    try {
      await held.query('begin');
      await held.query(`select es_append($1, 'any', $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])`, [
        `held-${randomUUID()}`,
        [randomUUID()],
        ['HeldOpen'],
        ['{}'],
        ['{}'],
      ]);
      const { lines, logger } = recordingLogger();
      const reporter = new StaleAppendReporter({ openAppends: () => testbed.store.openAppends(0) }, logger);
      await reporter.check();
      await reporter.check();
      await reporter.check();
      expect(lines).toEqual([expect.objectContaining({ level: 'warn', details: expect.objectContaining({ applicationName: 'forgotten-psql' }) })]);

      await held.query('commit');
      await reporter.check();
      await reporter.check();
      expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    } finally {
      await held.end();
    }
  });

  it('says nothing while appends commit within the threshold', async () => {
    const { lines, logger } = recordingLogger();
    await testbed.store.appendToStream(`quick-${randomUUID()}`, [{ type: 'Quick', data: {} }]);
    await new StaleAppendReporter({ openAppends: () => testbed.store.openAppends(30) }, logger).check();
    expect(lines).toEqual([]);
  });
});
