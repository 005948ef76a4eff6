import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'workers', environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 },
});
