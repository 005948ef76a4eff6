import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['tests', 'contracts', 'eventstore', 'api', 'projections', 'workers', 'admin', 'portal'],
    // Vitest's default leaves one core idle (cores - 1: a single worker on the 2-core CI machine). The jsdom suites are
    // pure CPU and the integration suites wait on PostgreSQL half the time, so one worker per core keeps both busy:
    // admin 474 s → 282 s alone, measured on the 2-core machine.
    maxWorkers: availableParallelism(),
  },
});
