import { defineConfig } from 'vitest/config';

// Browser tests run one file at a time against one real product started by the global setup.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
