import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'projections', environment: 'node', testTimeout: 60_000, hookTimeout: 30_000 },
});
