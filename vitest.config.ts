import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['tests', 'contracts', 'eventstore', 'api', 'projections', 'workers', 'admin', 'portal'],
  },
});
